import { ButtonLink, ErrorState } from '@giftshop/shared';
import { Actions } from './checkoutLayout';

/**
 * An order page opened for an order the shopper has none of (a mistyped or
 * old link, another account's order): said in the shop's words, with the way
 * to the orders they do have.
 */
export function OrderNotFound({ orderNumber }: { orderNumber: string }) {
  return (
    <>
      <ErrorState title="Order not found" message={`We couldn't find order ${orderNumber} in your account.`} />
      <Actions css={{ justifyContent: 'center' }}>
        <ButtonLink to="/orders">My Orders</ButtonLink>
      </Actions>
    </>
  );
}
