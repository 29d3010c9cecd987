// @vitest-environment node
/**
 * The shell's server holds its ground (issue 32, part 3): one host's idle
 * half-sent requests are shed (a cap per address, a header time limit) while
 * another host's /health is answered at once. Real sockets on loopback.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getFrom, halfSentHeaders, holdConnection, shedAtLeast } from '@giftshop/shared/server/hostile-client';
import { sharedSingletons } from '../../shared/vite/federation';
import type { ShopServer } from './shopServer';

const dir = mkdtempSync(join(tmpdir(), 'shell-holds-ground-'));
let shop: ShopServer;
let port: number;

beforeAll(async () => {
  // What the server's build defines (vite.server.config.ts), before its code is loaded.
  Object.assign(globalThis, { __SHARED_SINGLETONS__: sharedSingletons() });
  const { startShopServer } = await import('./shopServer');
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dir, 'remotes.json'), readFileSyncExample());
  shop = await startShopServer({
    distDir: dir,
    port: 0,
    remotesFile: join(dir, 'remotes.json'),
    log: () => undefined,
    limits: { headersTimeoutMs: 300, maxConnectionsPerAddress: 5 },
  });
  port = (shop.server.address() as AddressInfo).port;
});
afterAll(async () => {
  shop?.server.closeAllConnections();
  await shop?.close();
  rmSync(dir, { recursive: true, force: true });
});

function readFileSyncExample(): string {
  return JSON.stringify({ remotes: { catalog: 'http://localhost:5174/3f9c2a71b0/remoteEntry.js' } });
}

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
