// @vitest-environment node
/**
 * The shell's server holds its ground (issue 32, part 3): one host's idle
 * half-sent requests are shed (a cap per address, a header time limit) while
 * another host's /health is answered at once. Real sockets on loopback.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getFrom, halfSentHeaders, holdConnection, shedAtLeast } from '@giftshop/shared/server/hostile-client';
import { startTestShopServer, type TestShopServer } from './testShopServer';

let server: TestShopServer;
let port: number;

beforeAll(async () => {
  server = await startTestShopServer(
    { remotes: { catalog: 'http://localhost:5174/3f9c2a71b0/remoteEntry.js' } },
    {
      limits: { headersTimeoutMs: 300, maxConnectionsPerAddress: 5 },
    },
  );
  port = (server.shop.server.address() as AddressInfo).port;
});
afterAll(async () => {
  server?.shop.server.closeAllConnections();
  await server?.close();
});

it('sheds one host’s idle half-sent requests and answers another host’s /health at once', async () => {
  const held = await Promise.all(Array.from({ length: 12 }, () => holdConnection(port, halfSentHeaders('/'))));
  expect(await shedAtLeast(held, 7)).toBeLessThanOrEqual(5);
  const health = await getFrom(port, '/health', { timeoutMs: 1_000 });
  expect(health.status).toBe(200);
  const cut = await Promise.race([
    Promise.all(held.map((h) => h.closed)).then(() => true),
    new Promise((r) => setTimeout(() => r(false), 3_000)),
  ]);
  expect(cut).toBe(true);
  expect(held.some((h) => h.received().startsWith('HTTP/1.1 408'))).toBe(true);
});
