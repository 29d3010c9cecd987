import { ShopLink } from '@giftshop/shared';
import { guestOrderPath } from '../checkout/placedOrders';

/**
 * The pay page's way to the order, whatever became of its payment (unpaid, declined, paid or cancelled): the
 * order's page in My Orders, as the confirmation links a signed-in shopper's order, or a guest's private link.
 */
export function SeeTheOrder({ orderNumber, guestToken = null }: { orderNumber: string; guestToken?: string | null }) {
  return (
    <p>
      <ShopLink to={guestToken ? guestOrderPath(guestToken) : `/orders/${encodeURIComponent(orderNumber)}`}>
        See the order
      </ShopLink>
    </p>
  );
}
