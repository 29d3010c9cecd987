import { describe, expect, it } from 'vitest';
import { composeRoutes } from './composeRoutes';
import { canonicalAddress as canonicalAmong, matchShopRoute as matchAmong } from './shopAddress';

// Routes as the catalogue and product remotes declare them (their `./Routes`).
const routes = composeRoutes({
  catalog: [
    { path: '/category/:slug', page: 'category', title: 'Category', server: 'prefetch', spelling: { slug: 'slug' } },
  ],
  product: [
    { path: '/product/:sku', page: 'detail', title: 'Product', server: 'prefetch', spelling: { sku: 'code' } },
    { path: '/products/:sku', page: 'detail', title: 'Product', server: 'prefetch', spelling: { sku: 'code' } },
    { path: '/product-detail/:slug', page: 'simple-detail', title: 'Product', server: 'prefetch' },
  ],
});
const matchShopRoute = (pathname: string) => matchAmong(pathname, routes);
const canonicalAddress = (pathname: string) => canonicalAmong(pathname, routes);

describe('matchShopRoute', () => {
  it('decodes parameters as the browser router does: a product name with spaces is the name', () => {
    expect(matchShopRoute('/product-detail/Custom%20Paw%20Print%20Pet%20Name%20Mug')).toMatchObject({
      route: { page: 'simple-detail' },
      params: { slug: 'Custom Paw Print Pet Name Mug' },
      canonicalPath: null,
    });
    expect(matchShopRoute('/product-detail/50%25%20off')?.params.slug).toBe('50% off');
    expect(matchShopRoute('/product/KL-MUG-110')?.params.sku).toBe('KL-MUG-110');
  });

  it('is null for paths that are no remote route', () => {
    for (const path of ['/contact', '/no/such/page', '/product', '/product/a/b'])
      expect(matchShopRoute(path)).toBeNull();
  });
});

describe('canonicalAddress', () => {
  it('sends a category slug in other case, or with spaces, to the lower-case slug', () => {
    expect(canonicalAddress('/category/FOR-HER')).toBe('/category/for-her');
    expect(canonicalAddress('/category/For-Her%20')).toBe('/category/for-her');
    expect(canonicalAddress('/CATEGORY/for-her')).toBe('/category/for-her');
  });

  it('sends a product code pasted with spaces around it to the code', () => {
    expect(canonicalAddress('/product/KL-MUG-110%20')).toBe('/product/KL-MUG-110');
    expect(canonicalAddress('/product/%09KL-MUG-110%0A')).toBe('/product/KL-MUG-110');
    expect(canonicalAddress('/products/KL-MUG-110%20')).toBe('/products/KL-MUG-110');
    expect(canonicalAddress('/product/KL%2DMUG-110')).toBe('/product/KL-MUG-110');
  });

  it("leaves a product code's case to the catalogue, and the product-detail slug as typed", () => {
    expect(canonicalAddress('/product/kl-mug-110')).toBeNull();
    expect(canonicalAddress('/product-detail/custom-paw-print-pet-name-mug')).toBeNull();
    expect(canonicalAddress('/product-detail/Custom%20Paw%20Print%20Pet%20Name%20Mug%20')).toBeNull();
  });

  it('is null for the canonical address itself, and a second pass changes nothing', () => {
    for (const path of [
      '/category/FOR-HER',
      '/product/KL-MUG-110%20',
      '/category/%C3%89T%C3%89',
      '/product/A%2FB%20',
    ]) {
      const canonical = canonicalAddress(path);
      expect(canonical, path).not.toBeNull();
      expect(canonicalAddress(canonical!), canonical!).toBeNull();
    }
    expect(canonicalAddress('/category/for-her')).toBeNull();
    expect(canonicalAddress('/product/KL-MUG-110')).toBeNull();
  });

  it('never leaves the route: encoded slashes, dot segments and slashes stay one encoded segment', () => {
    expect(canonicalAddress('/category/%2F%2Fevil.example')).toBeNull();
    expect(canonicalAddress('/category/%2F%2FEVIL.example')).toBe('/category/%2F%2Fevil.example');
    expect(canonicalAddress('/product/..%2F..%2FADMIN%20')).toBe('/product/..%2F..%2FADMIN');
    expect(canonicalAddress('/category/%5C%5CEvil.example')).toBe('/category/%5C%5Cevil.example');
    for (const path of ['/category/%2F%2FEVIL.example', '/product/..%2F..%2FADMIN%20', '/category/%5C%5CEvil']) {
      expect(canonicalAddress(path)).toMatch(/^\/(category|product)\/[^/]+$/);
    }
  });

  it('names nothing for bad percent-escapes, empty values and huge paths it cannot shorten', () => {
    expect(canonicalAddress('/category/%E0%A4%A')).toBeNull();
    expect(canonicalAddress('/category/FOR%ZZ')).toBeNull();
    expect(canonicalAddress('/product/%20%20')).toBeNull();
    expect(canonicalAddress('/category/%20')).toBeNull();
    const huge = `/category/${'A'.repeat(100_000)}`;
    expect(canonicalAddress(huge)).toBe(`/category/${'a'.repeat(100_000)}`);
    expect(canonicalAddress(`/category/${'a'.repeat(100_000)}`)).toBeNull();
  });
});

describe('guessed addresses', () => {
  const withProducts = composeRoutes({
    catalog: [
      { path: '/', page: 'home', title: 'Home', server: 'prefetch' },
      { path: '/products', page: 'products', title: 'All Products', server: 'prefetch' },
      { path: '/category/:slug', page: 'category', title: 'Category', server: 'prefetch', spelling: { slug: 'slug' } },
    ],
  });

  it('reads /search as the search results, /products: no data is asked before sending the shopper on', () => {
    for (const path of ['/search', '/search/', '/SEARCH', '/Search/']) {
      expect(matchAmong(path, withProducts), path).toMatchObject({
        route: { path: '/products', remote: 'catalog', page: 'products', server: 'browser' },
        params: {},
        canonicalPath: '/products',
      });
      expect(canonicalAmong(path, withProducts), path).toBe('/products');
    }
    // the remote's own route is left as it is declared
    expect(withProducts.find((route) => route.path === '/products')?.server).toBe('prefetch');
    expect(matchAmong('/products', withProducts)?.canonicalPath).toBeNull();
  });

  it('is nothing else: no other path, nor /search when no remote declares /products', () => {
    for (const path of [
      '/search//evil.example',
      '/search/mug',
      '//search',
      '/search%2F',
      '/search%0D%0ASet-Cookie:x',
      '/searches',
      '/search.',
      `/search${'/'.repeat(10_000)}`,
      `/${'search'.repeat(10_000)}`,
      '/constructor',
      '/__proto__',
      '/hasOwnProperty',
    ])
      expect(matchAmong(path, withProducts), path.slice(0, 40)).toBeNull();
    expect(matchShopRoute('/search')).toBeNull();
  });

  it('gives way to a remote that declares the path itself', () => {
    const searchPage = composeRoutes({
      catalog: [
        { path: '/products', page: 'products', title: 'All Products', server: 'prefetch' },
        { path: '/search', page: 'search', title: 'Search', server: 'server' },
      ],
    });
    expect(matchAmong('/search', searchPage)).toMatchObject({ route: { page: 'search' }, canonicalPath: null });
  });
});
