// @vitest-environment node
/**
 * Load More when the backend fails, against the real embedded backend behind a switch that takes it down and
 * brings it back: the failure says what happened, the products shown stay, and Try again loads the next page.
 * With the browser's own query client (its retries as the shop sets them) the failure is said within about a
 * second, and a request dropped once is asked again and loads. The backend runs in Node (as the server tests');
 * the page gets a document (happy-dom's), installed for it.
 */
import { act } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configureShop, createShopQueryClient } from '@giftshop/shared';
import { inDocument, startSwitchedBackend, type SwitchedBackend, until } from '@giftshop/shared/testing';
import { catalogPageAt, requestQueryClient } from '../server/renderRequest';

let backend: SwitchedBackend;

beforeAll(async () => {
  backend = await startSwitchedBackend();
  configureShop({ supabase: { url: backend.url, anonKey: backend.anonKey } });
});

afterAll(() => backend?.stop());
// each case starts with the backend up, whatever the one before left
afterEach(() => {
  if (backend) backend.down = false;
});

/** /products rendered with `client`, its first page in, for `test` to press Load More and read what it says. */
async function productsPage(
  client: QueryClient,
  test: (page: {
    cards: () => number;
    button: (name: string) => HTMLButtonElement | undefined;
    alert: () => Element | null;
    countLine: () => string;
  }) => Promise<void>,
) {
  await inDocument('https://shop.example/products', async (document) => {
    const { createRoot } = await import('react-dom/client');
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    act(() => root.render(catalogPageAt(client, { page: 'products', params: {}, pathname: '/products', search: '' })));
    const page = {
      cards: () => container.querySelectorAll('[data-testid="product-card"]').length,
      button: (name: string) =>
        Array.from(container.querySelectorAll('button')).find((b) => b.textContent?.trim() === name),
      alert: () => container.querySelector('[role="alert"]'),
      countLine: () => container.querySelector('[data-testid="count-line"]')?.textContent ?? '',
    };
    await until(() => page.button('Load More Products') !== undefined);
    expect(page.cards()).toBeGreaterThan(0);
    try {
      await test(page);
    } finally {
      act(() => root.unmount());
    }
  });
}

describe('Load More with the backend failing', () => {
  it('says what happened, keeps the products shown, and its Try again loads them once the backend answers', async () => {
    // retries off, as the tests of a failure do: the failure shows at once
    await productsPage(requestQueryClient(), async ({ cards, button, alert, countLine }) => {
      const shown = cards();
      backend.down = true;
      act(() => button('Load More Products')!.click());
      await until(() => alert() !== null);
      expect(alert()!.querySelector('h2')!.textContent).toBe("We couldn't load more products");
      expect(alert()!.querySelector('p')!.textContent).toBe(
        `Our shop's server didn't answer, so the next products didn't come. The ${shown} above are still here: check your connection, then try again.`,
      );
      expect(cards()).toBe(shown);
      expect(countLine()).toMatch(new RegExp(`^Showing ${shown} of \\d+ products$`));

      backend.down = false;
      act(() => button('Try Again')!.click());
      await until(() => cards() > shown);
      expect(alert()).toBeNull();
    });
  }, 60_000);

  it("with the browser's retries, says so after one quick retry, not three with backoff", async () => {
    // before: three retries with backoff (1 + 2 + 4 s), the message after about 7 s of "Loading more…"
    const client = createShopQueryClient();
    await productsPage(client, async ({ cards, button, alert }) => {
      const shown = cards();
      backend.down = true;
      const pressed = performance.now();
      act(() => button('Load More Products')!.click());
      await until(() => alert() !== null, 20_000);
      const waited = performance.now() - pressed;
      console.log(`Load More, backend down: the message after ${Math.round(waited)} ms`);
      // asked twice (the press and one retry 0.5 s later), never four times (1 + 2 + 4 s of waiting): counted, as the
      // time it took depends on the machine's load (about 0.6 s alone, 5 s beside a typecheck and 21 other files)
      const [listing] = client.getQueryCache().findAll({ queryKey: ['catalog', 'listing'] });
      expect(listing?.state.fetchFailureCount).toBe(2);
      expect(cards()).toBe(shown);
    });
  }, 60_000);

  it('a request dropped once is asked again, and the next products come without a message', async () => {
    const client = createShopQueryClient();
    await productsPage(client, async ({ cards, button, alert, countLine }) => {
      const shown = cards();
      backend.down = true;
      act(() => button('Load More Products')!.click());
      // the first ask failed and another is on its way: said while it waits, then the backend is back
      await until(() => countLine() === 'Still loading: our shop is busy, trying again…');
      backend.down = false;
      await until(() => cards() > shown);
      expect(alert()).toBeNull();
    });
  }, 60_000);
});
