// @vitest-environment node
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RemoteRoutes } from '@giftshop/shared';
import { startTestShopServer, type TestShopServer } from './testShopServer';

/**
 * The shell's server answers a page address spelled otherwise (`/category/FOR-HER`, a product code pasted
 * with a trailing space) with a 301 to the page's own address. Here the remotes' builds declare their
 * routes, but their pages' code cannot be loaded, so the server cannot ask whether the page exists: the
 * redirect is still the right answer (the only spelling that can exist). With the shop's remotes, an
 * unknown one stays a 404 (e2e/ssr.spec.ts).
 */
const declared: Record<string, RemoteRoutes> = {
  catalog: [
    { path: '/products', page: 'products', title: 'All Products', server: 'prefetch' },
    { path: '/category/:slug', page: 'category', title: 'Category', server: 'prefetch', spelling: { slug: 'slug' } },
  ],
  product: [
    { path: '/product/:sku', page: 'detail', title: 'Product', server: 'prefetch', spelling: { sku: 'code' } },
    { path: '/products/:sku', page: 'detail', title: 'Product', server: 'prefetch', spelling: { sku: 'code' } },
  ],
};
// The remotes' origins are a wall: their builds answer with their routes, and no page code comes through.
vi.mock('./remoteServerCode', async (original) => ({
  ...(await original<typeof import('./remoteServerCode')>()),
  currentBuild: async (name: string, entry: string) => ({
    name,
    version: 'v1',
    serverEntry: entry,
    browserEntry: entry,
  }),
  loadServerRoutes: async (build: { name: string }) => declared[build.name] ?? [],
  loadServerModule: async () => {
    throw new Error('The remote cannot be reached');
  },
}));
let server: TestShopServer;
let port: number;

beforeAll(async () => {
  // Remotes nobody answers for: the port is closed. What is asked here is the answer's status and address:
  // the render waits for itself, however busy the machine.
  server = await startTestShopServer(undefined, { pageLimitsMs: { slotLoad: 60_000, render: 60_000 } });
  port = (server.shop.server.address() as AddressInfo).port;
});

afterAll(() => server?.close());

/**
 * The status a request past Node's header limit gets: 431, or its connection cut while it was still being sent
 * (the server answers and closes before reading it all), which says the same. Any other failure is a failure.
 */
async function tooLargeStatus(path: string): Promise<number> {
  return get(path).then(
    (answer) => answer.status,
    (error: NodeJS.ErrnoException) => {
      expect(['ECONNRESET', 'EPIPE'], String(error)).toContain(error.code);
      return 431;
    },
  );
}

/** A raw request: the path goes on the wire exactly as written (fetch would normalise it). */
function get(path: string, method = 'GET'): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((done, fail) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method }, (res) => {
      res.resume();
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', fail);
    req.end();
  });
}

/** `path` answers a 301 to `location`, a path on this shop, and plants no header. */
async function expectMovedTo(path: string, location: string) {
  const answer = await get(path);
  expect(answer.status, path).toBe(301);
  expect(answer.headers.location, path).toBe(location);
  expect(answer.headers['set-cookie'], path).toBeUndefined();
  expect(new URL(location, 'https://shop.example').origin, path).toBe('https://shop.example');
  return answer;
}

describe('page addresses spelled otherwise', () => {
  it('sends a category slug in capitals to the lower-case slug with a 301, keeping the query', async () => {
    const answer = await get('/category/FOR-HER?sort=price-asc');
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('/category/for-her?sort=price-asc');
    expect(answer.headers['cache-control']).toMatch(/s-maxage/);
    expect((await get('/category/For-Her', 'HEAD')).headers.location).toBe('/category/for-her');
  });

  it('sends a product code pasted with a trailing space to the code', async () => {
    expect(await get('/product/KL-MUG-110%20')).toMatchObject({
      status: 301,
      headers: { location: '/product/KL-MUG-110' },
    });
    expect((await get('/products/%20KL-MUG-110')).headers.location).toBe('/products/KL-MUG-110');
  });

  it('does not redirect what is already the address, other pages, or unknown paths', async () => {
    for (const path of ['/category/for-her', '/product/KL-MUG-110', '/product/kl-mug-110', '/contact']) {
      const answer = await get(path);
      expect(answer.status, path).not.toBe(301);
      expect(answer.headers.location, path).toBeUndefined();
    }
    expect((await get('/FOR-HER')).status).toBe(404);
    expect((await get('/Category')).status).toBe(404);
  });

  it('never redirects to another host, nor out of the route', async () => {
    const cases: [string, string][] = [
      ['/category/%2F%2FEVIL.example%2Fx', '/category/%2F%2Fevil.example%2Fx'],
      ['/category/%5C%5CEVIL.example%5Cx', '/category/%5C%5Cevil.example%5Cx'],
      ['/product/..%2F..%2FADMIN%20', '/product/..%2F..%2FADMIN'],
      // Protocol-relative request target: read as a path on this shop, never as a host.
      ['//evil.example/category/FOR-HER', '/category/for-her'],
      ['/category/FOR-HER?next=//evil.example', '/category/for-her?next=//evil.example'],
      ['/category/FOR-HER%0D%0ASet-Cookie:x=1', '/category/for-her%0D%0Aset-cookie%3Ax%3D1'],
    ];
    for (const [path, location] of cases) await expectMovedTo(path, location);
  });

  it('survives bad percent-escapes and huge paths, and keeps answering', async () => {
    for (const path of ['/category/%E0%A4%A', '/category/FOR%ZZ', '/product/%', '/category/%00']) {
      const answer = await get(path);
      expect(answer.status, path).toBeLessThan(500);
      expect(answer.status, path).not.toBe(301);
    }
    const long = await get(`/category/${'A'.repeat(8_000)}`);
    expect(long.status).toBe(301);
    expect(long.headers.location).toBe(`/category/${'a'.repeat(8_000)}`);
    // Past Node's header limit the request is refused before it reaches the shop.
    expect(await tooLargeStatus(`/category/${'A'.repeat(100_000)}`)).toBe(431);
    expect((await get('/category/FOR-HER')).status).toBe(301);
  });
});

describe('the address shoppers guess for a search', () => {
  it('sends /search and /search/ to the search results with a 301, keeping the query exactly', async () => {
    const cases: [string, string][] = [
      ['/search?q=mug', '/products?q=mug'],
      ['/search/?q=mug', '/products?q=mug'],
      ['/SEARCH?q=Mug', '/products?q=Mug'],
      ['/search', '/products'],
      ['/search?q=mug+for+dad&sort=price-asc&view=list', '/products?q=mug+for+dad&sort=price-asc&view=list'],
      ['/search?q=caf%C3%A9%20mug&q=2', '/products?q=caf%C3%A9%20mug&q=2'],
    ];
    for (const [path, location] of cases) {
      const answer = await expectMovedTo(path, location);
      expect(answer.headers['cache-control'], path).toMatch(/s-maxage/);
    }
    expect(await get('/search?q=mug', 'HEAD')).toMatchObject({ status: 301, headers: { location: '/products?q=mug' } });
  });

  it('never leaves the shop nor plants a header, however the address is written', async () => {
    const cases: [string, string][] = [
      ['/search?q=%0d%0aSet-Cookie:x', '/products?q=%0d%0aSet-Cookie:x'],
      ['/search?q=%0D%0ALocation:%20https://evil.example', '/products?q=%0D%0ALocation:%20https://evil.example'],
      ['/search?next=//evil.example', '/products?next=//evil.example'],
      ['/search?q=<script>alert(1)</script>', '/products?q=%3Cscript%3Ealert(1)%3C/script%3E'],
      ['/search?q="\'`', '/products?q=%22%27`'],
      // a protocol-relative request target is read as a path on this shop
      ['//evil.example/search?q=mug', '/products?q=mug'],
      ['/search?@evil.example', '/products?@evil.example'],
      ['/search?q=mug#x', '/products?q=mug'],
    ];
    for (const [path, location] of cases) await expectMovedTo(path, location);
    // Only /search itself: what lies under it is no page.
    for (const path of [
      '/search//evil.example',
      '/search/evil.example',
      '/search%2F%2Fevil.example',
      '/searches?q=x',
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.location, path).toBeUndefined();
    }
  });

  it('keeps a huge query as it is and still answers; past the header limit it is refused', async () => {
    const q = `mug${'%20x'.repeat(2_500)}`;
    const long = await get(`/search?q=${q}`);
    expect(long.status).toBe(301);
    expect(long.headers.location).toBe(`/products?q=${q}`);
    expect(await tooLargeStatus(`/search?q=${'x'.repeat(100_000)}`)).toBe(431);
    expect((await get('/search?q=mug')).status).toBe(301);
  });
});
