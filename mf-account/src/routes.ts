import type { RemoteRoutes } from '@giftshop/shared';

/** The account remote's pages (its `Pages` renders each). */
export type AccountPage = 'auth' | 'profile' | 'addresses' | 'orders' | 'order' | 'guest-order';

/** The account's routes, declared in the remote's own build (`./Routes`). */
const routes = [
  { path: '/auth', page: 'auth', title: 'Sign in', server: 'server', private: true },
  { path: '/profile', page: 'profile', title: 'My Profile', server: 'browser', private: true },
  // the address book (issue 28): checkout offers these addresses
  { path: '/addresses', page: 'addresses', title: 'My Addresses', server: 'browser', private: true },
  { path: '/orders', page: 'orders', title: 'My Orders', server: 'browser', private: true },
  { path: '/orders/:orderNumber', page: 'order', title: 'Order', server: 'browser', private: true },
  // a guest's order by its private link (/orders/guest#<token>: the token never reaches a server)
  { path: '/orders/guest', page: 'guest-order', title: 'Your order', server: 'browser', private: true },
] as const satisfies RemoteRoutes<AccountPage>;

export default routes;
