// @vitest-environment node
import { act } from 'react';
import { Window } from 'happy-dom';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dehydrate } from '@tanstack/react-query';
import {
  browserQueryClient,
  configureShop,
  NavigationProvider,
  PAGE_HANDOVER_ID,
  type PageHandover,
} from '@giftshop/shared';
import { startTestBackend, type TestBackend } from '@giftshop/shared/testing';
import { JSON_LD_ID } from '../meta/usePageMetadata';
import { scriptSafeJson } from '../meta/productJsonLd';
import Pages from '../Pages';
import prefetch from './prefetch';
import { renderServerPage, requestClient } from './serverRender.testing';

/**
 * The browser's side of a server-rendered product page: the HTML the server
 * rendered from its prefetched cache, the handover with that cache, and the
 * page hydrated over it with the browser's query client (real backend, real
 * supabase-js, real React hydration). The browser's first render must be the
 * server's, and the server's JSON-LD must be replaced, not doubled.
 * The server's half runs in Node (no window: the shop's client as the shell's
 * server makes it); the browser's half in happy-dom's window, made afterwards.
 * Emotion decides once, when loaded, whether it runs in a browser: here it
 * writes its styles inline in both halves (moving server styles into the head
 * before hydration is the shell's Emotion cache's work, not checked here).
 */

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
  expect(configureShop({ supabase: { url: backend.url, anonKey: backend.anonKey } }).supabase.url).toBe(backend.url);
});
afterAll(() => backend?.stop());

const ORIGIN = 'https://shop.example';
const navigation = { pathname: '/product/KL-ORN-101', search: '', navigate: () => undefined };

/** The browser: happy-dom's window as the page's globals. */
function openBrowserPage(url: string) {
  const page = new Window({ url });
  Object.assign(globalThis, {
    window: page,
    document: page.document,
    location: page.location,
    navigator: page.navigator,
    IS_REACT_ACT_ENVIRONMENT: true,
  });
  return page;
}
const params = { sku: 'KL-ORN-101' };

describe('a server-rendered product page in the browser', () => {
  it('hydrates without a mismatch, fetches nothing again, and keeps one JSON-LD: the server’s data', async () => {
    // The server: its own query client for the request, the page rendered from it.
    const serverClient = requestClient();
    const { status, head } = await prefetch({ page: 'detail', params, search: '', origin: ORIGIN }, serverClient);
    expect(status).toBe(200);
    const html = renderServerPage(serverClient, 'detail', params, navigation);
    const handover: PageHandover = {
      remotes: {},
      rendered: ['product/Pages'],
      queries: { product: dehydrate(serverClient) },
      routes: {},
    };
    openBrowserPage(`${ORIGIN}/product/KL-ORN-101`);
    document.head.innerHTML = `<script type="application/ld+json" id="${JSON_LD_ID}">${scriptSafeJson(head!.jsonLd)}</script>`;
    document.body.innerHTML =
      `<script type="application/json" id="${PAGE_HANDOVER_ID}">${scriptSafeJson(handover)}</script>` +
      `<div id="slot">${html}</div>`;
    const slot = document.getElementById('slot')!;

    // The browser: the page's client, made from the handover, and React hydrating the server's HTML.
    const problems: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => problems.push(args));
    let root: Root | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(
          slot,
          <NavigationProvider value={navigation}>
            <Pages page="detail" params={params} />
          </NavigationProvider>,
          { onRecoverableError: (error) => problems.push(error) },
        );
      });
      expect(problems).toEqual([]);
      expect(slot.querySelector('h1')?.textContent).toBe("Baby's First Christmas Ornament");
      expect(slot.querySelector('[data-testid="product-price"]')?.textContent).toContain('$14.99');
      // nothing asked for again: the handed-over data is fresh
      const client = browserQueryClient('product');
      expect(client.isFetching()).toBe(0);
      expect(client.getQueryData(['product', 'KL-ORN-101'])).toMatchObject({ sku: 'KL-ORN-101' });
      // the server's JSON-LD was replaced by the browser's, which says the same
      const scripts = document.querySelectorAll('script[type="application/ld+json"]');
      expect(scripts).toHaveLength(1);
      expect(scripts[0]!.id).toBe(JSON_LD_ID);
      expect(JSON.parse(scripts[0]!.textContent!)).toEqual(head!.jsonLd);
      expect(document.title).toBe("Baby's First Christmas Ornament — Keepsake Lane");
      expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(head!.description);
    } finally {
      act(() => root?.unmount());
      consoleError.mockRestore();
    }
  });
});
