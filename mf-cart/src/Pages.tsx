import { QueryClientProvider } from '@tanstack/react-query';
import { createShopQueryClient, type RemoteModules } from '@giftshop/shared';
import { bus } from './bus';
import { CheckoutPage } from './checkout/CheckoutPage';
import { OrderConfirmationPage } from './checkout/OrderConfirmationPage';
import { ensureCartOwner } from './owner/shopCartOwner';
import { shopperTextWraps } from './ui/shopperText';
import { PayByCardPage } from './payment/PayByCardPage';
import { finishOrderAttempt } from './checkout/orderAttempt';

// The checkout reads the cart, so the cart's owner must be running (it is
// idempotent: the header's cart button usually started it already).
const owner = ensureCartOwner();
const queryClient = createShopQueryClient();

/** The cart remote's page entry: /checkout, /checkout/:step and /checkout/confirmation/:orderNumber. */
const Pages: RemoteModules['cart/Pages'] = ({ page, params }) => (
  <QueryClientProvider client={queryClient}>
    <div data-remote="cart" css={shopperTextWraps}>
      {page === 'checkout' ? (
        <CheckoutPage bus={bus} step={params.step} onOrderPlaced={owner.clearAfterOrder} />
      ) : page === 'pay-by-card' ? (
        <PayByCardPage
          bus={bus}
          orderNumber={params.orderNumber ?? ''}
          onPaid={() => {
            finishOrderAttempt();
            owner.clearAfterOrder();
          }}
        />
      ) : (
        <OrderConfirmationPage bus={bus} orderNumber={params.orderNumber ?? ''} />
      )}
    </div>
  </QueryClientProvider>
);

export default Pages;
