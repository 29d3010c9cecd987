// @vitest-environment node
/**
 * Load More when the backend fails, against the real embedded backend behind a switch that takes it down and
 * brings it back: the failure says what happened, the products shown stay, and Try again loads the next page.
 * The backend runs in Node (as the server tests'); the page gets a document (happy-dom's), installed for it.
 */
import { act } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureShop } from '@giftshop/shared';
import { inDocument, startSwitchedBackend, type SwitchedBackend, until } from '@giftshop/shared/testing';
import { catalogPageAt, requestQueryClient } from '../server/renderRequest';

let backend: SwitchedBackend;

beforeAll(async () => {
  backend = await startSwitchedBackend();
  configureShop({ supabase: { url: backend.url, anonKey: backend.anonKey } });
});

afterAll(() => backend?.stop());

describe('Load More with the backend failing', () => {
  it('says what happened, keeps the products shown, and its Try again loads them once the backend answers', async () => {
    await inDocument('https://shop.example/products', async (document) => {
      const { createRoot } = await import('react-dom/client');
      const container = document.createElement('div');
      document.body.append(container);
      // retries off, as the tests of a failure do: the failure shows at once
      const client = requestQueryClient();
      const root = createRoot(container);
      act(() =>
        root.render(catalogPageAt(client, { page: 'products', params: {}, pathname: '/products', search: '' })),
      );
      const cards = () => container.querySelectorAll('[data-testid="product-card"]').length;
      const button = (name: string) =>
        Array.from(container.querySelectorAll('button')).find((b) => b.textContent?.trim() === name);
      const alert = () => container.querySelector('[role="alert"]');
      await until(() => button('Load More Products') !== undefined);
      const shown = cards();
      expect(shown).toBeGreaterThan(0);

      backend.down = true;
      act(() => button('Load More Products')!.click());
      await until(() => alert() !== null);
      expect(alert()!.querySelector('h2')!.textContent).toBe("We couldn't load more products");
      expect(alert()!.querySelector('p')!.textContent).toBe(
        `Our shop's server didn't answer, so the next products didn't come. The ${shown} above are still here: check your connection, then try again.`,
      );
      expect(cards()).toBe(shown);
      expect(container.querySelector('[data-testid="count-line"]')!.textContent).toMatch(
        new RegExp(`^Showing ${shown} of \\d+ products$`),
      );

      backend.down = false;
      act(() => button('Try Again')!.click());
      await until(() => cards() > shown);
      expect(alert()).toBeNull();
      act(() => root.unmount());
    });
  }, 60_000);
});
