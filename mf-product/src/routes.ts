import type { RemoteRoutes } from '@giftshop/shared';

/** The product remote's pages (its `Pages` renders each). */
export type ProductPage = 'detail' | 'simple-detail' | 'write-review';

/**
 * The product pages' routes, declared in the remote's own build (`./Routes`). Each names the entry that renders
 * it: a product page loads none of the simple detail page's or the review form's code.
 */
export const routes = [
  {
    path: '/product/:sku',
    page: 'detail',
    title: 'Product',
    server: 'prefetch',
    spelling: { sku: 'code' },
    expose: 'ProductPage',
  },
  {
    path: '/products/:sku',
    page: 'detail',
    title: 'Product',
    server: 'prefetch',
    spelling: { sku: 'code' },
    expose: 'ProductPage',
  },
  {
    path: '/product-detail/:slug',
    page: 'simple-detail',
    title: 'Product',
    server: 'prefetch',
    expose: 'SimpleDetailPage',
  },
  {
    path: '/write-review/:line',
    page: 'write-review',
    title: 'Write a review',
    server: 'browser',
    private: true,
    expose: 'WriteReviewPage',
  },
] as const satisfies RemoteRoutes<ProductPage>;

/**
 * The same routes for a shell built before page exposes: its check refuses a key it does not know, and it
 * renders every page with `./Pages` (`RemoteRoutesModule`).
 */
const routesForEarlierShells: RemoteRoutes<ProductPage> = routes.map(({ expose: _expose, ...route }) => route);

export default routesForEarlierShells;
