// @vitest-environment node
/**
 * The render cache (issue 31, part 3): the cache's own rules on a hand-moved clock, then the real shell
 * server keeping, sharing and dropping pages. The remotes' origins are a wall (as in pageAddresses.test.ts):
 * their builds answer with a version and their routes, and the product page's code cannot be loaded, so
 * that page is degraded (its slot left to the browser).
 */
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createServer, type Server } from 'node:http';
import type { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RemoteRoutes } from '@giftshop/shared';
import { PageCache, pageKey } from './pageCache';
import { headerLinks } from './warmUp';
import type { RenderedPage } from './renderPage';
import type { ShopServer } from './shopServer';
import { closedRemote, startTestShopServer, type TestShopServer } from './testShopServer';

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
  const limits = { freshMs: 1_000, staleMs: 5_000, lastGoodMs: 0, maxBytes: 1024 * 1024 };

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
    expect(failed).toBe(1);
    await vi.waitFor(() => expect(cache.rendersUnderWay).toBe(0));
    expect((await cache.page('p', failing)).state).toBe('stale');
    expect(failed).toBe(2);
    await vi.waitFor(() => expect(cache.rendersUnderWay).toBe(0));
    // With no page to fall back on, the failure reaches the request.
    await expect(cache.page('other', failing)).rejects.toThrow('backend down');
  });

  it('serves the last good copy when a render comes out degraded, and never one older than the last-good limit', async () => {
    let now = 0;
    const cache = new PageCache({ ...limits, lastGoodMs: 60_000 }, { now: () => now });
    const { started, render } = renders();
    const first = cache.page('p', render);
    started[0]!(page('<p>whole</p>'));
    await first;

    // Past fresh and stale: rendered again; that render is degraded, so the good copy goes out instead.
    now = 10_000;
    const waited = cache.page('p', render);
    expect(started).toHaveLength(2);
    started[1]!(page('<p>left to the browser</p>', true));
    expect(await waited).toMatchObject({ state: 'stale-good' });
    expect((await waited).kept.page.body.toString()).toBe('<p>whole</p>');

    // Renders keep coming out degraded: the good copy at once, while one render (not one per request) tries again.
    now = 10_500;
    const atOnce = await Promise.all([cache.page('p', render), cache.page('p', render)]);
    expect(atOnce.map((a) => [a.state, a.kept.page.body.toString()])).toEqual([
      ['stale-good', '<p>whole</p>'],
      ['stale-good', '<p>whole</p>'],
    ]);
    expect(started).toHaveLength(3);
    // That render comes good: kept, and served fresh.
    started[2]!(page('<p>whole again</p>'));
    await vi.waitFor(async () => expect(await cache.page('p', render)).toMatchObject({ state: 'hit' }));
    expect((await cache.page('p', render)).kept.page.body.toString()).toBe('<p>whole again</p>');

    // A good copy older than the limit never stands in: with no good copy, the degraded page goes out.
    now = 10_500 + 60_001;
    const late = cache.page('p', render);
    started[3]!(page('<p>left to the browser</p>', true));
    expect(await late).toMatchObject({ state: 'miss' });
    expect((await late).kept.page.degraded).toBe(true);

    // A render that fails outright is covered by a good copy too.
    await cache.page('q', async () => page('<p>q</p>'));
    now += 10_000;
    const failed = await cache.page('q', async () => {
      throw new Error('backend down');
    });
    expect(failed).toMatchObject({ state: 'stale-good' });
  });

  it('refreshes stale pages in the background, never in the place of a shopper’s render, and moves one up when a shopper waits for it', async () => {
    let now = 0;
    // Two renders at once: one place for the background.
    const cache = new PageCache({ ...limits, maxRenders: 2 }, { now: () => now });
    for (const key of ['a', 'b', 'c']) await cache.page(key, async () => page(`<p>${key} one</p>`));
    const { started, render } = renders();
    now = 1_500;
    // a and b are stale: served at once; a's refresh starts, b's waits for the background's place.
    expect((await cache.page('a', render)).state).toBe('stale');
    expect((await cache.page('b', render)).state).toBe('stale');
    expect(started).toHaveLength(1);
    expect(cache.queue.counts).toEqual({ running: 1, waiting: 1 });
    // A page nobody has: a shopper waits, and takes the free place at once.
    const missing = cache.page('new', render);
    expect(started).toHaveLength(2);
    started[1]!(page('<p>new</p>'));
    expect(await missing).toMatchObject({ state: 'miss' });
    // b's refresh has its turn only when the background's place frees.
    expect(started).toHaveLength(2);
    started[0]!(page('<p>a two</p>'));
    await vi.waitFor(() => expect(started).toHaveLength(3));
    started[2]!(page('<p>b two</p>'));
    await vi.waitFor(() => expect(cache.rendersUnderWay).toBe(0));

    // x's refresh holds the background's place and y's waits behind it; y is then too old to serve: the
    // shopper asking for it moves its render up, and it starts at once in a shopper's place.
    now = 10_000;
    for (const key of ['x', 'y']) await cache.page(key, async () => page(`<p>${key} one</p>`));
    now = 11_500;
    expect((await cache.page('x', render)).state).toBe('stale');
    expect((await cache.page('y', render)).state).toBe('stale');
    expect(started).toHaveLength(4);
    now = 16_001;
    const waited = cache.page('y', render);
    expect(started).toHaveLength(5);
    started[4]!(page('<p>y two</p>'));
    expect(await waited).toMatchObject({ state: 'miss' });
    expect((await waited).kept.page.body.toString()).toBe('<p>y two</p>');
    started[3]!(page('<p>x two</p>'));
    await vi.waitFor(() => expect(cache.rendersUnderWay).toBe(0));
  });

  it('renders a page with no good copy again in the background when a shopper’s render of it comes out degraded', async () => {
    const cache = new PageCache({ ...limits, maxRenders: 2 }, { now: () => 0 });
    const lanes: string[] = [];
    const results: RenderedPage[] = [page('<p>left out</p>', true), page('<p>left out again</p>', true)];
    const render = async (lane: string) => {
      lanes.push(lane);
      return results.shift() ?? page('<p>whole</p>');
    };
    expect((await cache.page('p', render)).kept.page.degraded).toBe(true);
    // The background render with its longer limits came out degraded too: it is not tried again by itself.
    await vi.waitFor(() => expect(cache.rendersUnderWay).toBe(0));
    expect(lanes).toEqual(['shopper', 'background']);
    // The next shopper's render is whole: kept, and no background render follows.
    expect(await cache.page('p', render)).toMatchObject({ state: 'miss' });
    await vi.waitFor(() => expect(cache.rendersUnderWay).toBe(0));
    expect(lanes).toEqual(['shopper', 'background', 'shopper']);
    expect((await cache.page('p', render)).state).toBe('hit');

    // A degraded render of a page that has a good copy is not tried again in the background either.
    const other = new PageCache({ ...limits, lastGoodMs: 60_000 }, { now: () => 0 });
    await other.page('q', async () => page('<p>q</p>'));
    const otherLanes: string[] = [];
    const degraded = await other.page('q', async (lane) => {
      otherLanes.push(lane);
      return page('<p>q left out</p>', true);
    });
    expect(degraded.state).toBe('hit');
    expect(otherLanes).toEqual([]);
  });

  it('serves the last good copy at once while renders wait their turn, and waits for a render when none do', async () => {
    let now = 0;
    const cache = new PageCache({ ...limits, lastGoodMs: 60_000, maxRenders: 1 }, { now: () => now });
    await cache.page('p', async () => page('<p>p one</p>'));
    const { started, render } = renders();
    // Past fresh and stale, and the one place is taken by a render a shopper waits for: busy.
    now = 10_000;
    const other = cache.page('other', render);
    expect(cache.queue.busy).toBe(true);
    const atOnce = await cache.page('p', render);
    expect(atOnce).toMatchObject({ state: 'stale-good' });
    expect(atOnce.kept.page.body.toString()).toBe('<p>p one</p>');
    // p's render waits its turn in the background, and comes after the shopper's.
    expect(started).toHaveLength(1);
    started[0]!(page('<p>other</p>'));
    await other;
    await vi.waitFor(() => expect(started).toHaveLength(2));
    started[1]!(page('<p>p two</p>'));
    await vi.waitFor(() => expect(cache.rendersUnderWay).toBe(0));
    expect(cache.queue.busy).toBe(false);
    expect((await cache.page('p', render)).kept.page.body.toString()).toBe('<p>p two</p>');

    // Not busy: past fresh and stale, the shopper waits for the new render.
    now = 20_000;
    const waited = cache.page('p', render);
    expect(started).toHaveLength(3);
    started[2]!(page('<p>p three</p>'));
    expect(await waited).toMatchObject({ state: 'miss' });
    expect((await waited).kept.page.body.toString()).toBe('<p>p three</p>');
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
const wall = vi.hoisted(() => ({ version: 'v1', routeReads: 0, backend: null as string | null }));
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
  // With a backend, the product remote's code is in: its prefetch asks that backend, as the real one does.
  loadServerModule: async (_build: unknown, id: string) => {
    const backend = wall.backend;
    if (!backend) throw new Error('The remote cannot be reached');
    if (!id.endsWith('/Prefetch')) return () => 'a product';
    return async (request: { params: Record<string, string | undefined> }, client: QueryClient) => {
      const product = await client.fetchQuery({
        queryKey: ['product', request.params.sku],
        queryFn: async () => {
          const response = await fetch(`${backend}/product/${request.params.sku}`);
          if (response.status === 404) return null;
          return (await response.json()) as { name: string };
        },
      });
      return product ? { status: 200, head: { title: product.name } } : { status: 404, head: { title: 'Not found' } };
    };
  },
}));

let server: TestShopServer;
let shop: ShopServer;
let base: string;
const remotes = { catalog: closedRemote, product: closedRemote, cart: closedRemote, account: closedRemote };
const renderCount = () => wall.routeReads / Object.keys(remotes).length;

const writeRemotes = (config: unknown) => server.writeRemotes({ remotes, config });

beforeAll(async () => {
  server = await startTestShopServer({ remotes, config: { brandName: 'Keepsake Lane' } });
  ({ shop, base } = server);
});

afterAll(() => server?.close());

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
      // with no good copy, one render in the background tries again (degraded too here, and not kept)
      await vi.waitFor(() => expect(shop.pages.rendersUnderWay).toBe(0));
    }
    expect(renderCount() - before).toBe(6);
  });
});

describe('the shell’s server warming its cache at start', () => {
  it('renders the home page and the pages its header links to before anyone asks, then serves them as kept', async () => {
    const before = renderCount();
    // Fresh for ten minutes: what the requests below find does not depend on how long the warm-up took.
    const warmServer = await startTestShopServer(
      { remotes, config: { brandName: 'Keepsake Lane' } },
      { pageCache: { freshMs: 600_000 }, warmUpPages: 4 },
    );
    const { shop: warm, base: warmBase } = warmServer;
    try {
      const result = (await warm.warmed)!;
      expect(result).toMatchObject({ pages: 4, whole: 4, degraded: [] });
      expect(renderCount() - before).toBe(4);
      // The home page, then the first three addresses its header links to, as the page has them.
      const home = await (await fetch(`${warmBase}/`)).text();
      const linked = headerLinks(home, 'https://shop.example')
        .filter((path) => path !== '/')
        .slice(0, 3);
      expect(linked).toHaveLength(3);
      for (const path of ['/', ...linked]) {
        const response = await fetch(`${warmBase}${path}`);
        await response.text();
        expect(response.headers.get('x-page-cache'), path).toBe('hit');
      }
      expect(renderCount() - before).toBe(4);
    } finally {
      await warmServer.close();
    }
  });
});

describe('the shell’s server with a slow or absent backend: the last good copy of a page', () => {
  // The backend the product page's data comes from: quick, slower than the page's 1 s data limit, or gone.
  const backend = { mode: 'quick' as 'quick' | 'slow' | 'gone', name: 'Hedgehog Mug' };
  let api: Server;
  let quick: TestShopServer;
  let quickBase: string;

  beforeAll(async () => {
    api = createServer((req, res) => {
      if (backend.mode === 'gone') return void req.socket.destroy();
      const answer = () => {
        if (req.url === '/product/NO-SUCH-SKU') return void res.writeHead(404).end();
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ name: backend.name }));
      };
      if (backend.mode === 'slow') setTimeout(answer, 1_500);
      else answer();
    });
    await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
    wall.backend = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    // Never fresh nor stale: every request renders, so each shows what a render under a slow backend gives.
    quick = await startTestShopServer(
      { remotes, config: { brandName: 'Keepsake Lane' } },
      {
        pageCache: { freshMs: 0, staleMs: 0, lastGoodMs: 60_000 },
        // A background render's data may take a minute here: far more than the slow backend's 1.5 s.
        backgroundPrefetchLimitMs: 60_000,
      },
    );
    quickBase = quick.base;
  });

  afterAll(async () => {
    wall.backend = null;
    await quick?.close();
    api?.closeAllConnections();
    await new Promise<void>((done) => (api ? api.close(() => done()) : done()));
  });

  const getQuick = async (path: string) => {
    const response = await fetch(`${quickBase}${path}`);
    return {
      status: response.status,
      cache: response.headers.get('x-page-cache'),
      cacheControl: response.headers.get('cache-control'),
      html: await response.text(),
    };
  };

  it('serves the last good copy, a missing page as its 404, and a degraded page only where there is no good copy', async () => {
    backend.mode = 'quick';
    const whole = await getQuick('/product/KL-MUG-110');
    expect(whole).toMatchObject({ status: 200, cache: 'miss' });
    expect(whole.cacheControl).not.toBe('no-store');
    expect(whole.html).toContain('Hedgehog Mug');
    expect(await getQuick('/product/NO-SUCH-SKU')).toMatchObject({ status: 404, cache: 'miss' });

    for (const mode of ['gone', 'slow'] as const) {
      backend.mode = mode;
      const kept = await getQuick('/product/KL-MUG-110');
      expect(kept, mode).toMatchObject({ status: 200, cache: 'stale-good', html: whole.html });
      expect(await getQuick('/product/NO-SUCH-SKU'), mode).toMatchObject({ status: 404, cache: 'stale-good' });
      // Never rendered whole: the page goes out with its data left to the browser, and is not kept.
      const never = await getQuick('/product/KL-MUG-111');
      expect(never, mode).toMatchObject({ status: 200, cache: 'miss', cacheControl: 'no-store' });
      expect(never.html).not.toContain('Hedgehog Mug');
      // sent without its data: with JavaScript off it asks for itself again (renderPage's RELOAD_WITHOUT_SCRIPTS_S)
      expect(never.html).toContain('<noscript><meta http-equiv="refresh"');
      // One render in the background, where the data may take longer, tries again.
      await vi.waitFor(() => expect(quick.shop.pages.rendersUnderWay).toBe(0), { timeout: 30_000, interval: 50 });
    }
    // The backend gone, that render failed too; slow, it came out whole: a good copy, served from now on
    // while the shopper's own renders still come out degraded.
    const tried = await getQuick('/product/KL-MUG-111');
    expect(tried).toMatchObject({ status: 200, cache: 'stale-good' });
    expect(tried.cacheControl).not.toBe('no-store');
    expect(tried.html).toContain('Hedgehog Mug');
    expect(tried.html).not.toContain('http-equiv="refresh"');
    await vi.waitFor(() => expect(quick.shop.pages.rendersUnderWay).toBe(0), { timeout: 30_000, interval: 50 });

    // The backend is back: the next render is whole, and it is the one served.
    backend.mode = 'quick';
    backend.name = 'Hedgehog Mug, now in blue';
    const fresh = await getQuick('/product/KL-MUG-110');
    expect(fresh).toMatchObject({ status: 200, cache: 'miss' });
    expect(fresh.html).toContain('Hedgehog Mug, now in blue');
    // (each slow render takes its 1.5 s, more on a busy machine: a generous limit, never a race)
  }, 120_000);
});
