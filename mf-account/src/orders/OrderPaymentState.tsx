import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import { color, fontSize, radius, ShopLink, space } from '@giftshop/shared';
import { formatClockTime } from '@giftshop/shared/domain';
import { fetchOrderPayment, type OrderPayment } from '../api/orderPayment';
import { PAYMENT_STATE_WORDS, paymentGivenBack, paymentStillOwed, refundedWords } from './orderFormat';

const Box = styled.section({
  display: 'grid',
  gap: space.xs,
  margin: `0 0 ${space.lg}`,
  padding: space.md,
  background: color.surface,
  border: `1px solid ${color.line}`,
  borderRadius: radius.md,
  h2: { margin: 0, fontSize: fontSize.lg },
  p: { margin: 0 },
});
const Muted = styled.p({ color: color.inkMuted, fontSize: fontSize.sm });

/** An unpaid order the shopper cancelled: its payment ended with it, and nothing was charged. */
const NOT_CHARGED = 'Not charged: the order was cancelled';

/**
 * Whether the order waits for its card payment (awaiting it, or declined), and so is not started: the database makes
 * a card order once it is paid (set_order_status, 20250609041000_card_orders_paid_then_made.sql). Never for a cancelled order.
 */
export function cardPaymentOwed(payment: OrderPayment | null | undefined): boolean {
  return !!payment && !payment.orderCancelled && paymentStillOwed(payment.state);
}

/** The query of an order's payment: the order page starts it with the order's, so the box is there when the page is. */
export const orderPaymentQuery = (orderNumber: string) => ({
  queryKey: ['account', 'order-payment', orderNumber],
  queryFn: () => fetchOrderPayment(orderNumber),
});

/** A card order's payment on the signed-in shopper's order page: its box, with Pay now on the order's pay page. */
export function OrderPaymentState({ orderNumber }: { orderNumber: string }) {
  const { data } = useQuery(orderPaymentQuery(orderNumber));
  if (!data) return null;
  return <OrderPaymentView payment={data} payPath={`/checkout/pay/${encodeURIComponent(orderNumber)}`} />;
}

/**
 * A card order's payment on its page (issue 29): the state, the
 * provider's references, and a link to pay (`payPath`: a guest's carries the
 * order's private token) while the order waits for it (never once the order
 * is cancelled: the database refuses that payment).
 * Shows nothing for orders paid on delivery or by invoice.
 */
export function OrderPaymentView({ payment: data, payPath }: { payment: OrderPayment; payPath: string }) {
  if (!data.state) return null;
  const payable = cardPaymentOwed(data);
  const unpaid = data.state === 'awaiting_payment' || data.state === 'payment_failed' || data.state === 'cancelled';
  // given back: how much and when ("Refunded $24.00 on Sun, Nov 29"), whether the order was cancelled first or
  // delivered (a refund after delivery leaves the order delivered: the progress box still says so)
  const words = paymentGivenBack(data.state, data.refundReference)
    ? refundedWords(data.total, data.refundedAt)
    : data.orderCancelled && unpaid && !data.refundReference
      ? NOT_CHARGED
      : PAYMENT_STATE_WORDS[data.state];
  return (
    <Box aria-labelledby="order-payment-title" data-testid="order-payment">
      <h2 id="order-payment-title">Payment</h2>
      {/* the method is the Summary's (Payment: Card), as for every order */}
      <p>
        <strong>{words}</strong>
      </p>
      {data.state === 'payment_failed' && data.failure && <p>{data.failure}</p>}
      {payable && (
        <p>
          <ShopLink to={payPath}>{data.state === 'payment_failed' ? 'Try another card' : 'Pay now'}</ShopLink>
          {data.expiresAt && ` · until ${formatClockTime(data.expiresAt)}`}
        </p>
      )}
      {data.reference && <Muted>Payment reference: {data.reference}</Muted>}
      {data.refundReference && <Muted>Refund reference: {data.refundReference}</Muted>}
    </Box>
  );
}
