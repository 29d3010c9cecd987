// @vitest-environment node
/**
 * The render cache (issue 31, part 3): the cache's own rules on a hand-moved clock, then the real shell
 * server keeping, sharing and dropping pages. The remotes' origins are a wall (as in pageAddresses.test.ts):
 * their builds answer with a version and their routes, and the product page's code cannot be loaded, so
 * that page is degraded (its slot left to the browser).
 */
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RemoteRoutes } from '@giftshop/shared';
import { sharedSingletons } from '../../shared/vite/federation';
import { PageCache, pageKey } from './pageCache';
import type { RenderedPage } from './renderPage';
import type { ShopServer } from './shopServer';

const page = (html: string, degraded = false): RenderedPage => ({
  status: 200,
  headers: { 'Content-Type': 'text/html; charset=utf-8' },
  body: Buffer.from(html),
  degraded,
});

/** A render the test finishes by hand, counting how many were started. */
function renders() {
  const started: ((page: RenderedPage) => void)[] = [];
  return {
    started,
    render: () => new Promise<RenderedPage>((done) => started.push(done)),
  };
}

describe('the render cache’s rules', () => {
  const limits = { freshMs: 1_000, staleMs: 5_000, maxBytes: 1024 * 1024 };

  it('renders a page once for many concurrent requests, then serves it fresh, then stale while one render refreshes it', async () => {
    let now = 0;
    const cache = new PageCache(limits, { now: () => now });
    const { started, render } = renders();
    const waiting = Array.from({ length: 20 }, () => cache.page('home', render));
    expect(started).toHaveLength(1);
    started[0]!(page('<p>one</p>'));
    const answers = await Promise.all(waiting);
    expect(answers.map((a) => a.state)).toEqual(Array(20).fill('miss'));
    expect(new Set(answers.map((a) => a.kept)).size).toBe(1);

    now = 999;
    expect((await cache.page('home', render)).state).toBe('hit');
    expect(started).toHaveLength(1);

    // Past fresh: served at once as it was, while one render (not one per request) makes the next copy.
    now = 1_500;
    const stale = await Promise.all([cache.page('home', render), cache.page('home', render)]);
    expect(stale.map((a) => [a.state, a.kept.page.body.toString()])).toEqual([
      ['stale', '<p>one</p>'],
      ['stale', '<p>one</p>'],
    ]);
    expect(started).toHaveLength(2);
    started[1]!(page('<p>two</p>'));
    await vi.waitFor(async () =>
      expect((await cache.page('home', render)).kept.page.body.toString()).toBe('<p>two</p>'),
    );
    expect(started).toHaveLength(2);

    // Past fresh and stale: rendered again before it is served.
    now = 1_500 + 6_001;
    const late = cache.page('home', render);
    expect(started).toHaveLength(3);
    started[2]!(page('<p>three</p>'));
    expect(await late).toMatchObject({ state: 'miss' });
    expect((await late).kept.page.body.toString()).toBe('<p>three</p>');
  });

  it('never keeps a degraded page, but hands it to those who waited for that render', async () => {
    const cache = new PageCache(limits, { now: () => 0 });
    const { started, render } = renders();
    const waiting = [cache.page('p', render), cache.page('p', render)];
    started[0]!(page('<p>left to the browser</p>', true));
    expect((await Promise.all(waiting)).map((a) => a.kept.page.degraded)).toEqual([true, true]);
    expect(cache.size).toBe(0);
    const next = cache.page('p', render);
    expect(started).toHaveLength(2);
    started[1]!(page('<p>whole</p>'));
    expect((await next).state).toBe('miss');
    expect((await cache.page('p', render)).state).toBe('hit');
  });

  it('keeps a stale page when its refresh fails, and renders again on the next request', async () => {
    let now = 0;
    const cache = new PageCache(limits, { now: () => now });
    await cache.page('p', async () => page('<p>kept</p>'));
    now = 2_000;
    let failed = 0;
    const failing = async () => {
      failed += 1;
      throw new Error('backend down');
    };
    expect((await cache.page('p', failing)).kept.page.body.toString()).toBe('<p>kept</p>');
    await vi.waitFor(() => expect(failed).toBe(1));
    expect((await cache.page('p', failing)).state).toBe('stale');
    await vi.waitFor(() => expect(failed).toBe(2));
    // With no page to fall back on, the failure reaches the request.
    await expect(cache.page('other', failing)).rejects.toThrow('backend down');
  });

  it('stays within its size, dropping the least recently used pages', async () => {
    const cache = new PageCache({ ...limits, maxBytes: 50_000 }, { now: () => 0 });
    const html = 'x'.repeat(10_000);
    for (let n = 0; n < 20; n += 1) await cache.page(`page ${n}`, async () => page(html));
    // 10,000 bytes and room for its compressed copies: three fit.
    expect(cache.size).toBe(3);
    expect((await cache.page('page 19', async () => page(html))).state).toBe('hit');
    expect((await cache.page('page 0', async () => page(html))).state).toBe('miss');
  });

  it('is off with a size of 0, and for an address too long to key', async () => {
    const off = new PageCache({ ...limits, maxBytes: 0 });
    await off.page('p', async () => page('a'));
    expect((await off.page('p', async () => page('a'))).state).toBe('off');
    const url = new URL(`https://shop.example/products?q=${'a'.repeat(600)}`);
    expect(pageKey(url, ['config'])).toBeNull();
    expect(pageKey(new URL('https://shop.example/products?q=mug'), ['c', 'catalog@1'])).not.toBe(
      pageKey(new URL('https://shop.example/products?q=mug'), ['c', 'catalog@2']),
    );
  });
});

// ---- the real shell server ----------------------------------------------------------------------------

const declared: Record<string, RemoteRoutes> = {
  product: [{ path: '/product/:sku', page: 'detail', title: 'Product', server: 'prefetch', spelling: { sku: 'code' } }],
};
const wall = vi.hoisted(() => ({ version: 'v1', routeReads: 0 }));
vi.mock('./remoteServerCode', async (original) => ({
  ...(await original<typeof import('./remoteServerCode')>()),
  currentBuild: async (name: string, entry: string) => ({
    name,
    version: wall.version,
    serverEntry: entry,
    browserEntry: entry.replace('remoteEntry.js', `${wall.version}/remoteEntry.js`),
  }),
  // read once per remote by every render: the count of renders
  loadServerRoutes: async (build: { name: string }) => {
    wall.routeReads += 1;
    return declared[build.name] ?? [];
  },
  loadServerModule: async () => {
    throw new Error('The remote cannot be reached');
  },
}));

let shop: ShopServer;
let base: string;
let dir: string;
let clock = Date.now() / 1000;
const remote = 'http://127.0.0.1:9/remoteEntry.js';
const remotes = { catalog: remote, product: remote, cart: remote, account: remote };
const renderCount = () => wall.routeReads / Object.keys(remotes).length;

function writeRemotes(config: unknown) {
  writeFileSync(join(dir, 'remotes.json'), JSON.stringify({ remotes, config }));
  clock += 2;
  utimesSync(join(dir, 'remotes.json'), clock, clock);
}

beforeAll(async () => {
  Object.assign(globalThis, { __SHARED_SINGLETONS__: sharedSingletons() });
  const { startShopServer } = await import('./shopServer');
  dir = mkdtempSync(join(tmpdir(), 'shop-page-cache-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>x</title><script type="module" src="/assets/index.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  writeRemotes({ brandName: 'Keepsake Lane' });
  shop = await startShopServer({
    distDir: dir,
    port: 0,
    remotesFile: join(dir, 'remotes.json'),
    publicOrigin: 'https://shop.example',
    log: () => undefined,
  });
  base = `http://127.0.0.1:${(shop.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await shop?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${base}${path}`, { headers });
  return { status: response.status, cache: response.headers.get('x-page-cache'), html: await response.text() };
};

describe('the shell’s server with its render cache (on by default)', () => {
  it('renders a page once for concurrent requests and serves everyone the same bytes, whatever they carry', async () => {
    const before = renderCount();
    const answers = await Promise.all([
      get('/contact'),
      get('/contact', { Cookie: 'sb-access-token=shopper-a; cart=KL-MUG-110' }),
      get('/contact', { Authorization: 'Bearer shopper-b' }),
      ...Array.from({ length: 7 }, () => get('/contact')),
    ]);
    expect(renderCount() - before).toBe(1);
    expect(new Set(answers.map((a) => a.html)).size).toBe(1);
    expect(answers[0]!.html).toContain('Keepsake Lane');
    expect(answers[0]!.html).not.toMatch(/shopper-a|shopper-b|KL-MUG-110/);
    const again = await get('/contact', { Cookie: 'sb-access-token=shopper-c' });
    expect(again).toMatchObject({ status: 200, cache: 'hit', html: answers[0]!.html });
    expect(renderCount() - before).toBe(1);
  });

  it('serves brotli, gzip and plain copies of one kept page, and HEAD without a body', async () => {
    await get('/contact');
    const raw = (encoding: string) =>
      new Promise<{ encoding: string | undefined; body: Buffer }>((done, fail) => {
        void import('node:http').then(({ get: httpGet }) =>
          httpGet(`${base}/contact`, { headers: { 'Accept-Encoding': encoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => done({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
          }).on('error', fail),
        );
      });
    const br = await raw('br, gzip');
    const gz = await raw('gzip');
    const plain = await raw('identity');
    expect([br.encoding, gz.encoding, plain.encoding]).toEqual(['br', 'gzip', undefined]);
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    expect(gunzipSync(gz.body).toString()).toBe(plain.body.toString());
    const head = await fetch(`${base}/contact`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('keeps a missing page a 404', async () => {
    expect(await get('/no-such-page')).toMatchObject({ status: 404 });
    expect(await get('/no-such-page')).toMatchObject({ status: 404, cache: 'hit' });
  });

  it('serves a new remotes.json, and a remote’s new build, from the next request', async () => {
    await get('/contact');
    expect((await get('/contact')).cache).toBe('hit');
    writeRemotes({ brandName: 'Lane Forty' });
    const changed = await get('/contact');
    expect(changed.cache).toBe('miss');
    expect(changed.html).toContain('Lane Forty');

    expect((await get('/contact')).html).toContain('/v1/remoteEntry.js');
    wall.version = 'v2';
    const released = await get('/contact');
    expect(released.cache).toBe('miss');
    expect(released.html).toContain('/v2/remoteEntry.js');
    expect(released.html).not.toContain('/v1/remoteEntry.js');
    wall.version = 'v1';
    expect((await get('/contact')).html).toContain('/v1/remoteEntry.js');
  });

  it('never keeps a page whose part was left to the browser', async () => {
    const before = renderCount();
    for (let n = 0; n < 3; n += 1) {
      const response = await fetch(`${base}/product/KL-MUG-110`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-page-cache')).toBe('miss');
      await response.text();
    }
    expect(renderCount() - before).toBe(3);
  });
});
