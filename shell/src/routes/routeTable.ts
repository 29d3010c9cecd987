import type { PageModuleId, RemotePages, RemoteServerModuleId } from '@giftshop/shared';

/** A route to one of a remote's pages: the page must be one its remote declares (`RemotePages`). */
type RouteTo<Id extends PageModuleId> = {
  path: string;
  module: Id;
  page: RemotePages[Id];
  title: string;
  /**
   * How the shell's server renders the page: `prefetch` names the remote's server module that loads its
   * data (and says 404 for a missing product or category); `server` renders it without data; `browser`
   * leaves it to the browser (pages that depend on the shopper's session or cart).
   */
  server: { prefetch: RemoteServerModuleId } | 'server' | 'browser';
  /**
   * How a parameter is spelled in the page's own address, for parameters that people type or paste: the
   * same value spelled otherwise (`/category/FOR-HER`, `/product/KL-MUG-110%20`) is sent there with a 301.
   */
  spelling?: Record<string, ParamSpelling>;
};

/**
 * `code`: a product code, never with spaces around it (the catalogue's SKUs are trimmed; case is the
 * data's to say, so a lower-case SKU still finds its product). `slug`: a category slug, lower case and
 * trimmed (the database only accepts `^[a-z0-9]+(-[a-z0-9]+)*$`).
 */
export type ParamSpelling = 'code' | 'slug';

/** The shop's routes (spec section 2) and which remote page renders each: one of the remotes' declared pages. */
export type RemoteRoute = { [Id in PageModuleId]: RouteTo<Id> }[PageModuleId];

export const remoteRoutes: RemoteRoute[] = [
  {
    path: '/',
    module: 'catalog/Pages',
    page: 'home',
    title: 'Personalized Gifts',
    server: { prefetch: 'catalog/Prefetch' },
  },
  {
    path: '/products',
    module: 'catalog/Pages',
    page: 'products',
    title: 'All Products',
    server: { prefetch: 'catalog/Prefetch' },
  },
  {
    path: '/category/:slug',
    module: 'catalog/Pages',
    page: 'category',
    title: 'Category',
    server: { prefetch: 'catalog/Prefetch' },
    spelling: { slug: 'slug' },
  },
  {
    path: '/product/:sku',
    module: 'product/Pages',
    page: 'detail',
    title: 'Product',
    server: { prefetch: 'product/Prefetch' },
    spelling: { sku: 'code' },
  },
  {
    path: '/products/:sku',
    module: 'product/Pages',
    page: 'detail',
    title: 'Product',
    server: { prefetch: 'product/Prefetch' },
    spelling: { sku: 'code' },
  },
  {
    path: '/product-detail/:slug',
    module: 'product/Pages',
    page: 'simple-detail',
    title: 'Product',
    server: { prefetch: 'product/Prefetch' },
  },
  { path: '/checkout', module: 'cart/Pages', page: 'checkout', title: 'Checkout', server: 'browser' },
  {
    path: '/checkout/confirmation/:orderNumber',
    module: 'cart/Pages',
    page: 'order-confirmation',
    title: 'Order placed',
    server: 'browser',
  },
  { path: '/auth', module: 'account/Pages', page: 'auth', title: 'Sign in', server: 'server' },
  { path: '/profile', module: 'account/Pages', page: 'profile', title: 'My Profile', server: 'browser' },
  { path: '/orders', module: 'account/Pages', page: 'orders', title: 'My Orders', server: 'browser' },
  { path: '/orders/:orderNumber', module: 'account/Pages', page: 'order', title: 'Order', server: 'browser' },
];
