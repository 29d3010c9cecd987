import { ButtonLink, ErrorState } from '@giftshop/shared';
import { Actions } from './checkoutLayout';

/**
 * An order page opened for an order the shopper has none of (a mistyped or
 * old link, another account's order): said in the shop's words, with the way
 * to the orders they do have. The same sentence as My Orders' order page
 * (mf-account OrderPage): the number quoted, its first 60 characters.
 */
export function OrderNotFound({ orderNumber }: { orderNumber: string }) {
  return (
    <>
      <ErrorState
        title="Order not found"
        message={`We couldn't find an order numbered “${orderNumber.slice(0, 60)}” in your account.`}
      />
      <Actions css={{ justifyContent: 'center' }}>
        <ButtonLink to="/orders">My Orders</ButtonLink>
      </Actions>
    </>
  );
}
