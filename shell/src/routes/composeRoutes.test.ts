import { describe, expect, it } from 'vitest';
import type { RemoteRoutes } from '@giftshop/shared';
import { composeRoutes, parseRemoteRoutes, RouteConflictError } from './composeRoutes';

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
    ])
      await expect(parseRemoteRoutes('catalog', hostile), JSON.stringify(hostile)).rejects.toThrow(
        `The "catalog" remote's routes are malformed`,
      );
  });
});
