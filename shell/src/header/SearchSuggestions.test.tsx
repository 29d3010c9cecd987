// @vitest-environment node
/**
 * The header's suggestions against the real embedded backend, behind a switch that takes it down: with the
 * backend down they say that suggestions are not available (the search itself still works); with it up, no
 * such note. What was typed is said back isolated in "Search for …". The backend runs in Node; the list gets
 * a document (happy-dom's), installed for it.
 */
import { act } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureShop } from '@giftshop/shared';
import { inDocument, startSwitchedBackend, type SwitchedBackend, until } from '@giftshop/shared/testing';
import type { SuggestionsOffer } from './SearchBox';
import { SearchSuggestions } from './SearchSuggestions';

let backend: SwitchedBackend;

beforeAll(async () => {
  backend = await startSwitchedBackend();
  configureShop({ supabase: { url: backend.url, anonKey: backend.anonKey } });
});

afterAll(() => backend?.stop());

/** An element's words, without the style rules Emotion writes beside elements in a document it did not start in. */
function words(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('style').forEach((style) => style.remove());
  return copy.textContent ?? '';
}

/** The suggestions for `query`, rendered open, until `done` says they answered; the list and what it offered. */
async function suggestionsFor(query: string, done: (offer: SuggestionsOffer) => boolean) {
  return inDocument('https://shop.example/', async (document) => {
    const { createRoot } = await import('react-dom/client');
    const container = document.createElement('div');
    document.body.append(container);
    let offer: SuggestionsOffer | null = null;
    const root = createRoot(container);
    act(() =>
      root.render(
        <SearchSuggestions
          id="suggestions"
          query={query}
          open
          activeIndex={-1}
          onChoose={() => {}}
          onOffer={(next) => {
            offer = next;
          }}
        />,
      ),
    );
    await until(() => offer !== null && offer.showing && done(offer));
    const list = container.querySelector('[role="listbox"]')!;
    const seen = {
      note: list.querySelector('[data-testid="suggestions-unavailable"]')?.textContent ?? null,
      search: words(list.querySelector('[data-testid="suggestion-search"]')!),
      isolated: list.querySelector('[data-testid="suggestion-search"] bdi'),
      products: list.querySelectorAll('[data-testid="suggestion-product"]').length,
      announcement: offer!.announcement,
    };
    act(() => root.unmount());
    return seen;
  });
}

describe('the header search suggestions', () => {
  it('with the backend down, say they are not available and that searching still works', async () => {
    backend.down = true;
    try {
      const shown = await suggestionsFor('mug', (offer) => offer.announcement.startsWith('Suggestions are not'));
      expect(shown.note).toBe('Suggestions aren’t available right now. Searching still works.');
      expect(shown.search).toBe('Search for “mug”');
      expect(shown.products).toBe(0);
    } finally {
      backend.down = false;
    }
  });

  it('with the backend up, suggest products with no note', async () => {
    const shown = await suggestionsFor('mug', (offer) => offer.options.length > 1);
    expect(shown.products).toBeGreaterThan(0);
    expect(shown.note).toBeNull();
    expect(shown.announcement).toMatch(/suggested/);
  });

  it('say a search starting with a right-to-left override back isolated, its text unchanged', async () => {
    const shown = await suggestionsFor('\u202Egum', (offer) => offer.text !== null);
    expect(shown.search).toBe('Search for “\u202Egum”');
    const isolated = shown.isolated;
    expect(isolated?.textContent).toBe('\u202Egum');
    // the quotes stay outside the isolated words
    expect(isolated?.previousSibling?.textContent).toBe('“');
    expect(isolated?.nextSibling?.textContent).toBe('”');
  });
});
