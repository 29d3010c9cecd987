import { SeeTheOrder } from './SeeTheOrder';

/** What became of a cancelled order's payment, as the pay page knows it. */
export type CancelledPayment = 'none' | 'refund_due' | 'refunded';

/** The one sentence of what became of a cancelled order's payment (the pay page's and the confirmation's). */
export function cancelledPaymentWords(payment: CancelledPayment): string {
  if (payment === 'refunded') return 'Its payment was refunded to your card.';
  if (payment === 'refund_due') return 'A payment was taken for it: it will be refunded to your card.';
  return 'Nothing was charged.';
}

/**
 * The pay page of an order that was cancelled (an old link, or cancelled in
 * another tab): no card form, since the database refuses the payment. A
 * payment taken for it (before the cancel, or a card confirmed after it) is
 * given back (refund_due, then refunded).
 */
export function OrderCancelledNotice({
  orderNumber,
  payment,
  guestToken = null,
}: {
  orderNumber: string;
  payment: CancelledPayment;
  /** A guest's order: "See the order" is its private link (a guest has no My Orders). */
  guestToken?: string | null;
}) {
  return (
    <>
      <p role="status">
        <strong>This order was cancelled</strong>, so it can no longer be paid. {cancelledPaymentWords(payment)}
      </p>
      <SeeTheOrder orderNumber={orderNumber} guestToken={guestToken} />
    </>
  );
}
