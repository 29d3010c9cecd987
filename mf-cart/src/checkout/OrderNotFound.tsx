import { ButtonLink, ErrorState } from '@giftshop/shared';
import { orderNotFoundWords } from '@giftshop/shared/domain';
import { Actions } from './checkoutLayout';

/**
 * An order page opened for an order the shopper has none of (a mistyped or
 * old link, another account's order): said in the shop's words, with the way
 * to the orders they do have, in the words My Orders' order page uses
 * (shared's orderNotFoundWords).
 */
export function OrderNotFound({ orderNumber }: { orderNumber: string }) {
  return (
    <>
      <ErrorState title="Order not found" message={orderNotFoundWords(orderNumber)} />
      <Actions css={{ justifyContent: 'center' }}>
        <ButtonLink to="/orders">My Orders</ButtonLink>
      </Actions>
    </>
  );
}
