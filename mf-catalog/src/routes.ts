import type { RemoteRoutes } from '@giftshop/shared';

/** The catalogue's pages (its `Pages` renders each). */
export type CatalogPage = 'home' | 'products' | 'category';

/** The catalogue's routes, declared in its own build (`./Routes`): the shell composes them with the others'. */
const routes = [
  { path: '/', page: 'home', title: 'Personalized Gifts', server: 'prefetch' },
  { path: '/products', page: 'products', title: 'All Products', server: 'prefetch' },
  { path: '/category/:slug', page: 'category', title: 'Category', server: 'prefetch', spelling: { slug: 'slug' } },
] as const satisfies RemoteRoutes<CatalogPage>;

export default routes;
