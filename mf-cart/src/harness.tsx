import { mountHarness } from '@giftshop/shared/harness';
import Pages from './Pages';
import CartButton from './CartButton';

void mountHarness({
  name: 'cart',
  header: <CartButton />,
  routes: [
    { path: '/checkout', render: (params) => <Pages page="checkout" params={params} /> },
    {
      path: '/checkout/confirmation/:orderNumber',
      render: (params) => <Pages page="order-confirmation" params={params} />,
    },
  ],
});
