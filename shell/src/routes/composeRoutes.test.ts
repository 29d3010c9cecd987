import { describe, expect, it } from 'vitest';
import type { RemoteRoutes } from '@giftshop/shared';
import { composeRoutes, declaredRoutes, parseRemoteRoutes, RouteConflictError } from './composeRoutes';

const catalog: RemoteRoutes = [
  { path: '/', page: 'home', title: 'Personalized Gifts', server: 'prefetch' },
  { path: '/category/:slug', page: 'category', title: 'Category', server: 'prefetch' },
];
const account: RemoteRoutes = [
  { path: '/orders', page: 'orders', title: 'My Orders', server: 'browser', private: true },
];

describe('composeRoutes', () => {
  it("composes each remote's declared routes, each sent to that remote's page entry", () => {
    const routes = composeRoutes({ account, catalog });
    expect(routes.map((r) => [r.path, r.module, r.page])).toEqual([
      ['/', 'catalog/Pages', 'home'],
      ['/category/:slug', 'catalog/Pages', 'category'],
      ['/orders', 'account/Pages', 'orders'],
    ]);
    // A new page is one more declaration in the remote's own build: nothing else changes.
    const withGuide = composeRoutes({
      catalog: [...catalog, { path: '/gift-guide', page: 'guide', title: 'Gift Guide', server: 'server' }],
    });
    expect(withGuide.find((r) => r.path === '/gift-guide')).toMatchObject({
      remote: 'catalog',
      module: 'catalog/Pages',
    });
  });

  it('sends a route that names an expose to that expose, and one that names none to the page entry', () => {
    const byPage: RemoteRoutes = [
      { path: '/', page: 'home', title: 'Personalized Gifts', server: 'prefetch', expose: 'HomePage' },
      { path: '/products', page: 'products', title: 'All Products', server: 'prefetch', expose: 'ListingPages' },
      { path: '/category/:slug', page: 'category', title: 'Category', server: 'prefetch', expose: 'ListingPages' },
      { path: '/gift-guide', page: 'guide', title: 'Gift Guide', server: 'server' },
    ];
    expect(composeRoutes({ catalog: byPage, account }).map((r) => [r.path, r.module, r.page])).toEqual([
      ['/', 'catalog/HomePage', 'home'],
      ['/products', 'catalog/ListingPages', 'products'],
      ['/category/:slug', 'catalog/ListingPages', 'category'],
      ['/gift-guide', 'catalog/Pages', 'guide'],
      ['/orders', 'account/Pages', 'orders'],
    ]);
  });

  it('refuses a path two remotes claim, naming both (also when only the parameter name differs)', () => {
    const product: RemoteRoutes = [{ path: '/category/:name', page: 'detail', title: 'Product', server: 'prefetch' }];
    expect(() => composeRoutes({ catalog, product })).toThrow(RouteConflictError);
    expect(() => composeRoutes({ catalog, product })).toThrow(
      'The path /category/:name is claimed by the "catalog" remote and by the "product" remote',
    );
    // At run time the first claimant keeps it and the refusal is told, not thrown.
    const refused: string[] = [];
    const routes = composeRoutes({ catalog, product }, (error) => refused.push(error.message));
    expect(routes.filter((r) => r.path.startsWith('/category/')).map((r) => r.remote)).toEqual(['catalog']);
    expect(refused).toEqual([expect.stringContaining('"catalog" remote and by the "product" remote')]);
  });

  it("refuses a remote's claim on one of the shell's own pages", () => {
    const cart: RemoteRoutes = [{ path: '/contact', page: 'contact', title: 'Contact', server: 'server' }];
    expect(() => composeRoutes({ cart })).toThrow('The path /contact is claimed by the shell and by the "cart" remote');
  });
});

describe('parseRemoteRoutes', () => {
  it('names what is wrong in a malformed declaration from a remote build', async () => {
    await expect(parseRemoteRoutes('catalog', catalog)).resolves.toEqual(catalog);
    for (const hostile of [
      null,
      'routes',
      [{ path: 'no-slash', page: 'home', title: 'Home', server: 'server' }],
      [{ path: '/x', page: 'home', title: 'Home', server: 'everywhere' }],
      [{ path: '/x', page: 'home', title: 'Home', server: 'server', onLoad: 'alert(1)' }],
      [{ path: '/x?y=1', page: 'home', title: 'Home', server: 'server' }],
      // An expose is a page entry's name, never another module of the remote, a path, a URL or a prototype key.
      ...[
        'Prefetch',
        'Routes',
        'CartButton',
        './HomePage',
        '../product/Pages',
        'catalog/HomePage',
        'https://evil.example/Page',
        'Home Page',
        'homePage',
        'HomePage\n',
        'HomePage?retry=1',
        '__proto__',
        'constructor',
        '',
        `${'A'.repeat(100)}Page`,
        42,
        null,
        ['HomePage'],
      ].map((expose) => [{ path: '/x', page: 'home', title: 'Home', server: 'server', expose }]),
    ])
      await expect(parseRemoteRoutes('catalog', hostile), JSON.stringify(hostile)).rejects.toThrow(
        `The "catalog" remote's routes are malformed`,
      );
  });
});

describe('parseRemoteRoutes, with page exposes', () => {
  it('takes a route that names an expose rendering pages', async () => {
    for (const expose of ['HomePage', 'ListingPages', 'Pages', 'Page', 'GiftGuide2Page'] as const) {
      const routes: RemoteRoutes = [{ path: '/', page: 'home', title: 'Home', server: 'prefetch', expose }];
      await expect(parseRemoteRoutes('catalog', routes), expose).resolves.toEqual(routes);
    }
  });
});

describe('declaredRoutes', () => {
  const withExposes: RemoteRoutes = [
    { path: '/', page: 'home', title: 'Home', server: 'prefetch', expose: 'HomePage' },
  ];
  const forEarlierShells: RemoteRoutes = [{ path: '/', page: 'home', title: 'Home', server: 'prefetch' }];

  it("reads a remote's routes with their exposes when it gives them, else its default (a remote built before)", () => {
    expect(declaredRoutes({ default: forEarlierShells, routes: withExposes })).toBe(withExposes);
    expect(declaredRoutes({ default: forEarlierShells })).toBe(forEarlierShells);
    expect(declaredRoutes(null)).toBeUndefined();
  });

  it("reads the catalogue's own module so: each route with its entry, and a default every shell takes", async () => {
    const catalogRoutes = await import('../../../mf-catalog/src/routes');
    const routes = await parseRemoteRoutes('catalog', declaredRoutes(catalogRoutes));
    expect(composeRoutes({ catalog: routes }).map((r) => [r.path, r.module])).toEqual([
      ['/', 'catalog/HomePage'],
      ['/products', 'catalog/ListingPages'],
      ['/category/:slug', 'catalog/ListingPages'],
    ]);
    // A shell built before page exposes reads the default with a check that refuses a key it does not know.
    expect(catalogRoutes.default.filter((route) => 'expose' in route)).toEqual([]);
    expect(catalogRoutes.default).toEqual(routes.map(({ expose: _expose, ...route }) => route));
  });

  it("reads the account's own module so: /auth with its entry, the shopper's own pages with theirs", async () => {
    const accountRoutes = await import('../../../mf-account/src/routes');
    const routes = await parseRemoteRoutes('account', declaredRoutes(accountRoutes));
    expect(composeRoutes({ account: routes }).map((r) => [r.path, r.module])).toEqual([
      ['/auth', 'account/AuthPage'],
      ['/profile', 'account/AccountPages'],
      ['/addresses', 'account/AccountPages'],
      ['/orders', 'account/AccountPages'],
      ['/orders/:orderNumber', 'account/AccountPages'],
      ['/orders/guest', 'account/AccountPages'],
    ]);
    expect(accountRoutes.default.filter((route) => 'expose' in route)).toEqual([]);
    expect(accountRoutes.default).toEqual(routes.map(({ expose: _expose, ...route }) => route));
  });

  it("reads the product's own module so: a product page, the simple detail page and the review form each with its entry", async () => {
    const productRoutes = await import('../../../mf-product/src/routes');
    const routes = await parseRemoteRoutes('product', declaredRoutes(productRoutes));
    expect(composeRoutes({ product: routes }).map((r) => [r.path, r.module])).toEqual([
      ['/product/:sku', 'product/ProductPage'],
      ['/products/:sku', 'product/ProductPage'],
      ['/product-detail/:slug', 'product/SimpleDetailPage'],
      ['/write-review/:line', 'product/WriteReviewPage'],
    ]);
    expect(productRoutes.default.filter((route) => 'expose' in route)).toEqual([]);
    expect(productRoutes.default).toEqual(routes.map(({ expose: _expose, ...route }) => route));
  });
});
