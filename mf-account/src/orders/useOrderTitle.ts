import { usePageTitle } from '@giftshop/shared';

/**
 * An order page's tab says which order it is ("Order KL-100385"), as its heading does, so a shopper with several
 * orders open tells the tabs apart; "Order not found" when there is none. `undefined` while the order is asked for
 * (the route's "Order" stays).
 */
export function useOrderTitle(orderNumber: string | null | undefined) {
  usePageTitle(orderNumber === undefined ? null : orderNumber === null ? 'Order not found' : `Order ${orderNumber}`);
}
