import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { remoteRoutes, type RemoteRoute } from './routeTable';

describe('the route table', () => {
  it('names only pages their remote declares: a misspelled page does not compile', () => {
    const misspelled: RemoteRoute = {
      path: '/x',
      module: 'catalog/Pages',
      // @ts-expect-error "hom" is not one of the catalogue's pages (the typecheck fails if this line compiles)
      page: 'hom',
      title: 'Home',
      server: 'browser',
    };
    // @ts-expect-error "detail" is the product remote's page, not the cart's
    const wrongRemote: RemoteRoute = {
      path: '/y',
      module: 'cart/Pages',
      page: 'detail',
      title: 'Product',
      server: 'browser',
    };
    expect([misspelled.page, wrongRemote.page]).toEqual(['hom', 'detail']);
  });

  it('gives every path one route, and sends each spec route to its remote', () => {
    const paths = remoteRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    const routeOf = (pathname: string) => remoteRoutes.find((route) => matchPath(route.path, pathname));
    expect(routeOf('/product/KL-MUG-101')).toMatchObject({ module: 'product/Pages', page: 'detail' });
    expect(routeOf('/category/mugs')).toMatchObject({ module: 'catalog/Pages', page: 'category' });
    expect(routeOf('/orders/KL-1001')).toMatchObject({ module: 'account/Pages', page: 'order' });
    expect(routeOf('/checkout')).toMatchObject({ module: 'cart/Pages', page: 'checkout', server: 'browser' });
  });
});
