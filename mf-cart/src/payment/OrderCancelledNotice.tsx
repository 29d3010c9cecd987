import { ShopLink } from '@giftshop/shared';

/**
 * The pay page of an order that was cancelled (an old link, or cancelled in
 * another tab): no card form, since the database refuses the payment; a
 * payment that went through anyway is kept for refund (refund_due).
 */
export function OrderCancelledNotice({ orderNumber, refundDue }: { orderNumber: string; refundDue: boolean }) {
  return (
    <>
      <p role="status">
        <strong>This order was cancelled</strong>, so it can no longer be paid.{' '}
        {refundDue
          ? 'A payment for it went through after it was cancelled: it will be refunded to your card.'
          : 'Nothing was charged.'}
      </p>
      <p>
        <ShopLink to={`/orders/${encodeURIComponent(orderNumber)}`}>See the order</ShopLink>
      </p>
    </>
  );
}
