import { ButtonLink, Skeleton } from '@giftshop/shared';
import { formatClockTime } from '@giftshop/shared/domain';
import type { PaymentState } from '../api/cardPayment';
import { cancelledPaymentWords } from '../payment/OrderCancelledNotice';
import type { ConfirmationOutcome } from './confirmationOutcome';

/** The confirmation's heading, as its outcome has it. */
export const CONFIRMATION_TITLES: Record<ConfirmationOutcome, string> = {
  checking: 'Thank you for your order!',
  unknown: 'Thank you for your order!',
  placed: 'Thank you for your order!',
  unpaid: 'Your order is not paid yet',
  cancelled: 'This order was cancelled',
  expired: 'This order was cancelled',
  refunded: 'This order was refunded',
};

/** What became of a cancelled order's payment, in the pay page's words (OrderCancelledNotice). */
function cancelledPayment(payment: PaymentState | null | undefined): string {
  if (!payment?.state) return '';
  return cancelledPaymentWords(payment.state === 'refunded' || payment.state === 'refund_due' ? payment.state : 'none');
}

/**
 * The confirmation's words under its heading: when the gifts are started (an order placed: until then it may be
 * cancelled, so a typo can be put right) or that they are, that the card payment is not done, with Pay now on the
 * order's pay page (as the order page offers it), or that the order was cancelled; a line's place while the order's
 * state is read.
 */
export function ConfirmationStatus({
  outcome,
  payment,
  orderNumber,
  cancellableUntil,
}: {
  outcome: ConfirmationOutcome;
  payment: PaymentState | null | undefined;
  orderNumber: string;
  /** When the making starts, until which the order may be cancelled (the order row's cancellable_until). */
  cancellableUntil?: string;
}) {
  switch (outcome) {
    case 'checking':
      return <Skeleton aria-label="Checking your order" css={{ width: '80%', height: '1.5em' }} />;
    case 'unknown':
      return null;
    case 'placed':
      // not started yet: a typo seen now (a name in a team's order) can still be put right, as the e-mail says
      return cancellableUntil && Date.parse(cancellableUntil) > Date.now() ? (
        <p>
          We start making your personalized gifts at {formatClockTime(cancellableUntil)}. Spotted a typo? Until then you
          can cancel the order from its page and order again. We’ll send you an e-mail when they ship.
        </p>
      ) : (
        <p>We’ve started on your personalized gifts and will send you an e-mail when they ship.</p>
      );
    case 'unpaid':
      return (
        <>
          <p role="status">
            Your order is saved, but its card payment is not done, so we haven’t started on it yet.
            {payment?.expiresAt && ` Pay by ${formatClockTime(payment.expiresAt)} to keep it.`}
          </p>
          {payment?.state === 'payment_failed' && payment.failure && <p>{payment.failure}</p>}
          <ButtonLink to={`/checkout/pay/${encodeURIComponent(orderNumber)}`}>
            {payment?.state === 'payment_failed' ? 'Try Another Card' : 'Pay Now'}
          </ButtonLink>
        </>
      );
    case 'expired':
      return (
        <p role="status">
          It was not paid in time, so nothing from it will be made or sent. {cancelledPayment(payment)}
        </p>
      );
    case 'cancelled':
      return <p role="status">Nothing from it will be made or sent. {cancelledPayment(payment)}</p>;
    case 'refunded':
      // refunded after it shipped: the gifts were sent (never "we've started on them"); the money went back
      return <p role="status">{cancelledPaymentWords('refunded')} Its page says where your gifts are.</p>;
  }
}
