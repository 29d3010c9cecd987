import { ShopLink } from '@giftshop/shared';
import { guestOrderPath } from '../checkout/placedOrders';

/**
 * The pay page's way to the order, whatever became of its payment (unpaid, declined, paid or cancelled): the
 * order's page in My Orders, as the confirmation links a signed-in shopper's order, or a guest's private link. A
 * link on a line of its own, 44 px tall to tap (it was 19 px: QA sweep H-f).
 */
export function SeeTheOrder({ orderNumber, guestToken = null }: { orderNumber: string; guestToken?: string | null }) {
  return (
    <p>
      <ShopLink
        to={guestToken ? guestOrderPath(guestToken) : `/orders/${encodeURIComponent(orderNumber)}`}
        css={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
      >
        See the order
      </ShopLink>
    </p>
  );
}
