import type { RemoteRoutes } from '@giftshop/shared';

/** The catalogue's pages (its `Pages` renders each). */
export type CatalogPage = 'home' | 'products' | 'category';

/**
 * The catalogue's routes, declared in its own build (`./Routes`): the shell composes them with the others'.
 * Each names the entry that renders it, so the home page loads none of the listings' code and a listing none
 * of the home's.
 */
export const routes = [
  { path: '/', page: 'home', title: 'Personalized Gifts', server: 'prefetch', expose: 'HomePage' },
  { path: '/products', page: 'products', title: 'All Products', server: 'prefetch', expose: 'ListingPages' },
  {
    path: '/category/:slug',
    page: 'category',
    title: 'Category',
    server: 'prefetch',
    spelling: { slug: 'slug' },
    expose: 'ListingPages',
  },
] as const satisfies RemoteRoutes<CatalogPage>;

/**
 * The same routes for a shell built before page exposes: its check refuses a key it does not know, and it
 * renders every page with `./Pages` (`RemoteRoutesModule`).
 */
const routesForEarlierShells: RemoteRoutes<CatalogPage> = routes.map(({ expose: _expose, ...route }) => route);

export default routesForEarlierShells;
