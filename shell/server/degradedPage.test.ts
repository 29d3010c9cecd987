// @vitest-environment node
/**
 * A page sent with a part left to the browser (here: no remote answers, so the server cannot tell which
 * remote has the page) shows a loading state only the page's scripts fill in. With JavaScript off the
 * page asks for itself again (`<noscript>` refresh in its head); a whole page never does. Real server,
 * real sockets; the remotes' port is closed. The browser following the refresh: e2e/ssr-faults.spec.ts.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sharedSingletons } from '../../shared/vite/federation';
import type { ShopServer } from './shopServer';

const dir = mkdtempSync(join(tmpdir(), 'shell-degraded-page-'));
let shop: ShopServer;
let origin: string;
let reloadTag: string;

beforeAll(async () => {
  // What the server's build defines (vite.server.config.ts), before its code is loaded.
  Object.assign(globalThis, { __SHARED_SINGLETONS__: sharedSingletons() });
  const { startShopServer } = await import('./shopServer');
  const { RELOAD_WITHOUT_SCRIPTS_S } = await import('./renderPage');
  reloadTag = `<noscript><meta http-equiv="refresh" content="${RELOAD_WITHOUT_SCRIPTS_S}" /></noscript>`;
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>x</title><script type="module" src="/assets/index.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  const closed = 'http://127.0.0.1:9/remoteEntry.js';
  writeFileSync(
    join(dir, 'remotes.json'),
    JSON.stringify({ remotes: { catalog: closed, product: closed, cart: closed, account: closed } }),
  );
  shop = await startShopServer({
    distDir: dir,
    port: 0,
    remotesFile: join(dir, 'remotes.json'),
    publicOrigin: 'https://shop.example',
    log: () => undefined,
    // the answer is asked here, not how fast it comes: the render waits for itself, however busy the machine
    pageLimitsMs: { slotLoad: 60_000, render: 60_000 },
  });
  origin = `http://127.0.0.1:${(shop.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await shop?.close();
  rmSync(dir, { recursive: true, force: true });
});

it('a page sent without its part asks for itself again where scripts are off, from its head', async () => {
  for (const path of ['/category/mugs', '/product/KL-MUG-110?utm=%3Cscript%3E', '/products?q=mug']) {
    const response = await fetch(origin + path);
    const html = await response.text();
    expect(response.status, path).toBe(200);
    expect(response.headers.get('cache-control'), path).toBe('no-store');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.split(reloadTag).length - 1, path).toBe(1);
    // a refresh of the page itself: no address of its own, so nothing from the request is written into it
    expect(head, path).not.toMatch(/refresh"[^>]*url=/i);
  }
});

it('a whole page never does', async () => {
  const response = await fetch(`${origin}/contact`);
  const html = await response.text();
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).not.toBe('no-store');
  expect(html).toContain('</head>');
  expect(html).not.toContain('http-equiv="refresh"');
});
