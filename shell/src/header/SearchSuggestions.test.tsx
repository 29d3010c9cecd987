// @vitest-environment node
/**
 * The header's suggestions against the real embedded backend, behind a switch that takes it down: with the
 * backend down they say that suggestions are not available (the search itself still works); with it up, no
 * such note. What was typed is said back isolated in "Search for …". The backend runs in Node; the list gets
 * a document (happy-dom's), installed for it.
 */
import { act } from 'react';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureShop } from '@giftshop/shared';
import { startBackendSwitch, startTestBackend, type BackendSwitch, type TestBackend } from '@giftshop/shared/testing';
import type { SuggestionsOffer } from './SearchBox';
import { SearchSuggestions } from './SearchSuggestions';

let backend: TestBackend;
let backendSwitch: BackendSwitch;

beforeAll(async () => {
  backend = await startTestBackend();
  backendSwitch = await startBackendSwitch(backend.url);
  configureShop({ supabase: { url: backendSwitch.url, anonKey: backend.anonKey } });
});

afterAll(async () => {
  await backendSwitch?.close();
  await backend?.stop();
});

/** Waits (in act) until `check` holds, or fails after `ms`. */
async function until(check: () => boolean, ms = 15_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`not so after ${ms} ms: ${check.toString()}`);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  }
}

/** An element's words, without the style rules Emotion writes beside elements in a document it did not start in. */
function words(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('style').forEach((style) => style.remove());
  return copy.textContent ?? '';
}

/** The suggestions for `query`, rendered open, until `done` says they answered; the list and what it offered. */
async function suggestionsFor(query: string, done: (offer: SuggestionsOffer) => boolean) {
  const window = new Window({ url: 'https://shop.example/' });
  const globals = globalThis as Record<string, unknown>;
  Object.assign(globals, { window, document: window.document, IS_REACT_ACT_ENVIRONMENT: true });
  try {
    const { createRoot } = await import('react-dom/client');
    const container = window.document.createElement('div');
    window.document.body.append(container);
    let offer: SuggestionsOffer | null = null;
    const root = createRoot(container as unknown as Element);
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
    const list = container.querySelector('[role="listbox"]') as unknown as Element;
    const seen = {
      note: list.querySelector('[data-testid="suggestions-unavailable"]')?.textContent ?? null,
      search: words(list.querySelector('[data-testid="suggestion-search"]')!),
      isolated: list.querySelector('[data-testid="suggestion-search"] bdi'),
      products: list.querySelectorAll('[data-testid="suggestion-product"]').length,
      announcement: offer!.announcement,
    };
    act(() => root.unmount());
    return seen;
  } finally {
    delete globals.window;
    delete globals.document;
    delete globals.IS_REACT_ACT_ENVIRONMENT;
    await window.happyDOM.close();
  }
}

describe('the header search suggestions', () => {
  it('with the backend down, say they are not available and that searching still works', async () => {
    backendSwitch.down = true;
    try {
      const shown = await suggestionsFor('mug', (offer) => offer.announcement.startsWith('Suggestions are not'));
      expect(shown.note).toBe('Suggestions aren’t available right now. Searching still works.');
      expect(shown.search).toBe('Search for “mug”');
      expect(shown.products).toBe(0);
    } finally {
      backendSwitch.down = false;
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
