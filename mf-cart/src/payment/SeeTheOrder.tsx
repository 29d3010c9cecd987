import { ShopLink } from '@giftshop/shared';

/**
 * The pay page's way to the order, whatever became of its payment (unpaid, declined, paid or cancelled): the
 * order's page in My Orders, as the confirmation links a signed-in shopper's order (a card order is always one's).
 */
export function SeeTheOrder({ orderNumber }: { orderNumber: string }) {
  return (
    <p>
      <ShopLink to={`/orders/${encodeURIComponent(orderNumber)}`}>See the order</ShopLink>
    </p>
  );
}
