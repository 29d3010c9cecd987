// @vitest-environment node
import { createServer } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import { dehydrate } from '@tanstack/react-query';
import { configureShop } from '@giftshop/shared';
import prefetch from './prefetch';
import { renderServerPage, requestClient } from './serverRender.testing';

/**
 * The product remote's server side when the backend cannot be reached (a
 * port nobody listens on, through the real supabase-js client): the prefetch
 * fails loudly (the shell leaves the page's data to the browser), and the
 * cache keeps nothing of it, so the server renders the loading state the
 * browser's first render shows too.
 */

beforeAll(async () => {
  // Node 20 has no WebSocket, and supabase-js's realtime client insists on one (the test backend's helper does the same).
  globalThis.WebSocket ??= NodeWebSocket as unknown as typeof WebSocket;
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  const anonKey = 'anon-key-of-a-backend-that-is-not-there';
  expect(configureShop({ supabase: { url: `http://127.0.0.1:${port}`, anonKey } }).supabase.anonKey).toBe(anonKey);
});

describe('product/Prefetch with the backend out of reach', () => {
  it.each([
    ['detail', { sku: 'KL-ORN-101' }],
    ['simple-detail', { slug: 'babys-first-christmas-ornament' }],
  ] as const)('%s: rejects, hands nothing over, and the page renders its loading state', async (page, params) => {
    const client = requestClient();
    await expect(prefetch({ page, params, search: '', origin: 'https://shop.example' }, client)).rejects.toThrow(
      /fetch failed/,
    );
    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(dehydrate(client).queries).toEqual([]);
    const html = renderServerPage(client, page, params);
    expect(html).toContain('Loading product');
    expect(html).not.toContain('Product Not Found');
    expect(html).not.toContain('couldn');
  });
});
