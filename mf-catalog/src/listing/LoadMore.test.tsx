// @vitest-environment node
/**
 * Load More when the backend fails, against the real embedded backend behind a switch that takes it down and
 * brings it back: the failure says what happened, the products shown stay, and Try again loads the next page.
 * The backend runs in Node (as the server tests'); the page gets a document (happy-dom's), installed for it.
 */
import { act } from 'react';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureShop } from '@giftshop/shared';
import { startBackendSwitch, startTestBackend, type BackendSwitch, type TestBackend } from '@giftshop/shared/testing';
import { catalogPageAt, requestQueryClient } from '../server/renderRequest';

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

describe('Load More with the backend failing', () => {
  it('says what happened, keeps the products shown, and its Try again loads them once the backend answers', async () => {
    const window = new Window({ url: 'https://shop.example/products' });
    const globals = globalThis as Record<string, unknown>;
    Object.assign(globals, { window, document: window.document, IS_REACT_ACT_ENVIRONMENT: true });
    try {
      const { createRoot } = await import('react-dom/client');
      const container = window.document.createElement('div');
      window.document.body.append(container);
      // retries off, as the tests of a failure do: the failure shows at once
      const client = requestQueryClient();
      const root = createRoot(container as unknown as Element);
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

      backendSwitch.down = true;
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

      backendSwitch.down = false;
      act(() => button('Try again')!.click());
      await until(() => cards() > shown);
      expect(alert()).toBeNull();
      act(() => root.unmount());
    } finally {
      delete globals.window;
      delete globals.document;
      delete globals.IS_REACT_ACT_ENVIRONMENT;
      await window.happyDOM.close();
    }
  }, 60_000);
});
