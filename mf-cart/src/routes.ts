import type { RemoteRoutes } from '@giftshop/shared';

/** The cart remote's pages (its `Pages` renders each). */
export type CartPage = 'checkout' | 'order-confirmation' | 'pay-by-card';

/** Checkout's routes, declared in the remote's own build (`./Routes`): the shopper's cart, so browser-rendered. */
const routes = [
  { path: '/checkout', page: 'checkout', title: 'Checkout', server: 'browser', private: true },
  // each later step at its own address (checkoutSteps.ts), so Back goes to the step before
  { path: '/checkout/:step', page: 'checkout', title: 'Checkout', server: 'browser', private: true },
  {
    path: '/checkout/confirmation/:orderNumber',
    page: 'order-confirmation',
    title: 'Order placed',
    server: 'browser',
    private: true,
  },
  // a card order, placed awaiting payment, is paid here (mf-cart/src/payment, issue 29)
  { path: '/checkout/pay/:orderNumber', page: 'pay-by-card', title: 'Pay by card', server: 'browser', private: true },
] as const satisfies RemoteRoutes<CartPage>;

export default routes;
