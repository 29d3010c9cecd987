// @vitest-environment node
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';

// The server's build leaves out supabase-js's realtime client; Node 20 has no WebSocket of its own.
Object.assign(globalThis, { WebSocket: globalThis.WebSocket ?? WebSocket });

const seen: IncomingHttpHeaders[] = [];
const backend = createServer((req, res) => {
  seen.push(req.headers);
  res.writeHead(200, { 'Content-Type': 'application/json' }).end('[]');
});
beforeAll(() => new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve)));
afterAll(() => new Promise((resolve) => backend.close(resolve)));

it("names the shopper of each render to the backend, with the backend's key from SHOP_BACKEND_KEY", async () => {
  vi.stubEnv('SHOP_BACKEND_KEY', 'key-from-the-stack');
  vi.resetModules();
  const { withShopConfig, withShopper } = await import('./requestShopConfig');
  const { getSupabase } = await import('@giftshop/shared');
  const url = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
  const read = () =>
    withShopConfig({ supabase: { url, anonKey: 'anon-key-for-tests' } }, async () =>
      (await getSupabase()).from('products').select(),
    );
  await withShopper('203.0.113.7', read);
  await withShopper('203.0.113.8', read);
  await withShopper(undefined, read); // a render of the shop's own (warm-up, a background refresh)
  expect(seen.map((h) => [h['x-forwarded-for'], h['x-shop-server-key']])).toEqual([
    ['203.0.113.7', 'key-from-the-stack'],
    ['203.0.113.8', 'key-from-the-stack'],
    [undefined, 'key-from-the-stack'],
  ]);
  vi.unstubAllEnvs();
});
