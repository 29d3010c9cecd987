import type { RemoteRoutes } from '@giftshop/shared';

/** The account remote's pages (its `Pages` renders each). */
export type AccountPage = 'auth' | 'profile' | 'addresses' | 'orders' | 'order' | 'guest-order';

/**
 * The account's routes, declared in the remote's own build (`./Routes`). Each names the entry that renders it:
 * /auth (`AuthPage`) loads none of the shopper's own pages' code, and they (`AccountPages`) none of the sign-in
 * forms'.
 */
export const routes = [
  // `prefetch`: no data, but the title of the view the address names (`?tab=signup`: "Create an account")
  { path: '/auth', page: 'auth', title: 'Sign in', server: 'prefetch', private: true, expose: 'AuthPage' },
  { path: '/profile', page: 'profile', title: 'My Profile', server: 'browser', private: true, expose: 'AccountPages' },
  // the address book (issue 28): checkout offers these addresses
  {
    path: '/addresses',
    page: 'addresses',
    title: 'My Addresses',
    server: 'browser',
    private: true,
    expose: 'AccountPages',
  },
  { path: '/orders', page: 'orders', title: 'My Orders', server: 'browser', private: true, expose: 'AccountPages' },
  {
    path: '/orders/:orderNumber',
    page: 'order',
    title: 'Order',
    server: 'browser',
    private: true,
    expose: 'AccountPages',
  },
  // a guest's order by its private link (/orders/guest#<token>: the token never reaches a server)
  {
    path: '/orders/guest',
    page: 'guest-order',
    title: 'Your order',
    server: 'browser',
    private: true,
    expose: 'AccountPages',
  },
] as const satisfies RemoteRoutes<AccountPage>;

/**
 * The same routes for a shell built before page exposes: its check refuses a key it does not know, and it
 * renders every page with `./Pages` (`RemoteRoutesModule`).
 */
const routesForEarlierShells: RemoteRoutes<AccountPage> = routes.map(({ expose: _expose, ...route }) => route);

export default routesForEarlierShells;
