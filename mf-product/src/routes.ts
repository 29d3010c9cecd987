import type { RemoteRoutes } from '@giftshop/shared';

/** The product remote's pages (its `Pages` renders each). */
export type ProductPage = 'detail' | 'simple-detail' | 'write-review';

/** The product pages' routes, declared in the remote's own build (`./Routes`). */
const routes = [
  { path: '/product/:sku', page: 'detail', title: 'Product', server: 'prefetch', spelling: { sku: 'code' } },
  { path: '/products/:sku', page: 'detail', title: 'Product', server: 'prefetch', spelling: { sku: 'code' } },
  { path: '/product-detail/:slug', page: 'simple-detail', title: 'Product', server: 'prefetch' },
  { path: '/write-review/:line', page: 'write-review', title: 'Write a review', server: 'browser', private: true },
] as const satisfies RemoteRoutes<ProductPage>;

export default routes;
