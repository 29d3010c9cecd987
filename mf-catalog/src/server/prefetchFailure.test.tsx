// @vitest-environment node
/**
 * The catalogue's server prefetch when the backend does not answer: it asks
 * once (no retries, whatever the client's defaults), fails so the shell leaves
 * the data to the browser, and leaves no failed query behind, so the server
 * renders the loading state the browser's first render will also show.
 */
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dehydrate } from '@tanstack/react-query';
import { configureShop, createShopQueryClient } from '@giftshop/shared';
import { renderRequest } from './renderRequest';

/**
 * A broken backend: it reads each request and drops the connection, counting the attempts. (Dropped before
 * the request is written, Node 20's fetch never settles; the shell's server bounds that with its own time limit.)
 */
let attempts = 0;
let broken: Server;

beforeAll(async () => {
  // supabase-js builds a Realtime client, which Node 20 cannot without a WebSocket (the shell's server
  // bundles supabase-js without Realtime; startTestBackend provides one for the other tests).
  (globalThis as { WebSocket?: unknown }).WebSocket ??= (await import('ws')).WebSocket;
  broken = createServer((socket) => {
    socket.once('data', () => {
      attempts += 1;
      socket.destroy();
    });
  });
  await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
  const { port } = broken.address() as { port: number };
  configureShop({ supabase: { url: `http://127.0.0.1:${port}`, anonKey: 'anon-key-for-tests' } });
});

afterAll(() => new Promise((resolve) => broken.close(resolve)));

describe('catalogue prefetch with the backend down', () => {
  const pages = [
    { page: 'products', url: '/products?q=mug', params: {}, loading: 'Loading products' },
    { page: 'category', url: '/category/mugs', params: { slug: 'mugs' }, loading: 'Loading category' },
    { page: 'home', url: '/', params: {}, loading: 'Loading featured gifts' },
  ] as const;
  for (const { page, url, params, loading } of pages) {
    it(`${url}: one attempt, an error (not a 404), no failed query kept, the page renders loading`, async () => {
      // The shop's defaults retry three times: the prefetch must not.
      const client = createShopQueryClient();
      const before = attempts;
      await expect(renderRequest(page, url, { ...params }, client)).rejects.toThrow(/Could not load/);
      expect(attempts - before).toBe(1);
      expect(client.getQueryCache().findAll({ predicate: (q) => q.state.status === 'error' })).toEqual([]);
      expect(dehydrate(client).queries).toEqual([]);

      const { html } = await import('react-dom/server').then(async ({ renderToString }) => {
        const { catalogPageAt } = await import('./renderRequest');
        const { pathname, search } = new URL(url, 'https://shop.example');
        return { html: renderToString(catalogPageAt(client, { page, params: { ...params }, pathname, search })) };
      });
      expect(html).toContain(`aria-label="${loading}"`);
      expect(html).not.toContain('role="alert"');
      expect(html).not.toContain('Category Not Found');
      // The home page's lower sections are in the HTML all the same: their code was in before the prefetch failed.
      expect(html.includes('>The holiday hub</h2>')).toBe(page === 'home');
    });
  }
});
