import type { RemoteModuleId } from '@giftshop/shared';

/** The shop's routes (spec section 2) and which remote page renders each. */
export interface RemoteRoute {
  path: string;
  module: RemoteModuleId;
  page: string;
  title: string;
}

export const remoteRoutes: RemoteRoute[] = [
  { path: '/', module: 'catalog/Pages', page: 'home', title: 'Personalized Gifts' },
  { path: '/products', module: 'catalog/Pages', page: 'products', title: 'All Products' },
  { path: '/category/:slug', module: 'catalog/Pages', page: 'category', title: 'Category' },
  { path: '/product/:sku', module: 'product/Pages', page: 'detail', title: 'Product' },
  { path: '/products/:sku', module: 'product/Pages', page: 'detail', title: 'Product' },
  { path: '/product-detail/:slug', module: 'product/Pages', page: 'simple-detail', title: 'Product' },
  { path: '/checkout', module: 'cart/Pages', page: 'checkout', title: 'Checkout' },
  {
    path: '/checkout/confirmation/:orderNumber',
    module: 'cart/Pages',
    page: 'order-confirmation',
    title: 'Order placed',
  },
  { path: '/auth', module: 'account/Pages', page: 'auth', title: 'Sign in' },
  { path: '/profile', module: 'account/Pages', page: 'profile', title: 'My Profile' },
  { path: '/orders', module: 'account/Pages', page: 'orders', title: 'My Orders' },
  { path: '/orders/:orderNumber', module: 'account/Pages', page: 'order', title: 'Order' },
];
