import styled from '@emotion/styled';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button, color, fontSize, radius, space } from '@giftshop/shared';
import { arrivesByText, formatClockTime, formatDeliveryDay } from '@giftshop/shared/domain';
import { cancelOrder, fetchOrderProgress, type OrderProgress as Progress } from '../api/orderDelivery';
import { orderStatusLabel } from './orderFormat';
import { cardPaymentOwed, orderPaymentQuery } from './OrderPaymentState';

const Box = styled.section({
  display: 'grid',
  gap: space.sm,
  margin: `0 0 ${space.lg}`,
  padding: space.md,
  background: color.surface,
  border: `1px solid ${color.line}`,
  borderRadius: radius.md,
  p: { margin: 0 },
});
const Steps = styled.ol({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: fontSize.sm,
  li: { padding: `2px ${space.sm}`, borderRadius: radius.pill, color: color.inkMuted, background: color.surfaceMuted },
  'li[aria-current="step"]': { color: color.onAccent, background: color.accent, fontWeight: 700 },
});
const Muted = styled.p({ color: color.inkMuted, fontSize: fontSize.sm });

const STEPS = ['placed', 'in_production', 'shipped', 'delivered'];

/** Whether the shopper may still cancel: placed, and production has not started (the database decides again). */
const cancellable = (order: Progress, now: number) =>
  order.status === 'placed' && order.cancellableUntil !== null && Date.parse(order.cancellableUntil) > now;

/** The query of an order's progress: the order page starts it with the order's, so the box is there when the page is. */
export const orderProgressQuery = (orderNumber: string) => ({
  queryKey: ['account', 'order-progress', orderNumber],
  queryFn: () => fetchOrderProgress(orderNumber),
});

/**
 * An order's progress on its page: the status steps, when it arrives, the
 * tracking number once it ships, and Cancel until production starts.
 */
export function OrderProgress({ orderNumber }: { orderNumber: string }) {
  const client = useQueryClient();
  const query = useQuery(orderProgressQuery(orderNumber));
  const payment = useQuery(orderPaymentQuery(orderNumber));
  if (!query.data) return null;
  return (
    <OrderProgressView
      order={query.data}
      paymentOwed={cardPaymentOwed(payment.data)}
      onCancel={async () => {
        const order = await cancelOrder(orderNumber);
        client.setQueryData(['account', 'order-progress', orderNumber], order);
        void client.invalidateQueries({ queryKey: ['account'] });
      }}
    />
  );
}

/**
 * The progress box for an order already read: the signed-in order page's
 * (cancel_order) and the guest link's (cancel_guest_order). `onCancel`
 * cancels and updates what the page shows; its error is shown as the
 * database said it.
 */
export function OrderProgressView({
  order,
  onCancel,
  paymentOwed = false,
}: {
  order: Progress;
  onCancel: () => Promise<unknown>;
  /** A card order waiting for its payment: not started until it is paid, so no arrival date is promised yet. */
  paymentOwed?: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation({ mutationFn: onCancel, onSettled: () => setConfirming(false) });
  const arrives = arrivesByText(order.arrivesLatest);
  // Each step replaces the button the shopper pressed: focus goes on with them (Keep It, the safe answer, when
  // asked; Cancel Order again after Keep It; what the cancel did, or why it could not), never to the page.
  const keep = useRef<HTMLButtonElement>(null);
  const ask = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  const refusal = useRef<HTMLParagraphElement>(null);
  const cancelled = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (confirming) keep.current?.focus();
    else if (asked.current) ask.current?.focus();
    asked.current = confirming;
  }, [confirming]);
  useEffect(() => {
    if (cancel.error) refusal.current?.focus();
  }, [cancel.error]);
  const cancelledHere = cancel.isSuccess && order.status === 'cancelled';
  useEffect(() => {
    if (cancelledHere) cancelled.current?.focus();
  }, [cancelledHere]);
  return (
    <Box aria-label="Order progress" data-testid="order-progress">
      {order.status === 'cancelled' ? (
        <p ref={cancelled} tabIndex={-1} css={{ outline: 'none' }}>
          <strong>Cancelled</strong>
          {order.cancelledAt ? ` on ${formatDeliveryDay(order.cancelledAt.slice(0, 10))}` : ''}. Nothing will be made or
          sent.
        </p>
      ) : (
        <Steps aria-label="Status">
          {STEPS.map((step) => (
            <li key={step} aria-current={step === order.status ? 'step' : undefined}>
              {orderStatusLabel(step)}
            </li>
          ))}
        </Steps>
      )}
      {paymentOwed && order.status === 'placed' ? (
        <p>
          <strong>Not started yet:</strong> we start making it once it is paid.
        </p>
      ) : (
        order.status !== 'cancelled' &&
        order.status !== 'delivered' &&
        arrives && (
          <p>
            <strong>{arrives}</strong> ({order.shippingMethod} shipping)
          </p>
        )
      )}
      {order.trackingNumber && (
        <p>
          Tracking number: <strong css={{ fontVariantNumeric: 'tabular-nums' }}>{order.trackingNumber}</strong>
        </p>
      )}
      {/* its buttons are the shop's own size, 44 px tap targets (Cancel Order was 36 px: QA sweep H-f) */}
      {cancellable(order, Date.now()) && (
        <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.sm }}>
          <Muted>
            {/* owed: no time, which could fall after the payment's own deadline (the order then expires by itself) */}
            {paymentOwed
              ? 'You can cancel it while it waits for payment.'
              : `You can cancel until ${formatClockTime(order.cancellableUntil!)}, when we start making it.`}
          </Muted>
          {confirming ? (
            <>
              <Button type="button" variant="secondary" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
                Yes, Cancel Order
              </Button>
              <Button ref={keep} type="button" variant="ghost" onClick={() => setConfirming(false)}>
                Keep It
              </Button>
            </>
          ) : (
            <Button ref={ask} type="button" variant="secondary" onClick={() => setConfirming(true)}>
              Cancel Order
            </Button>
          )}
        </div>
      )}
      {cancel.isError && (
        <p ref={refusal} tabIndex={-1} role="alert" css={{ color: color.danger, outline: 'none' }}>
          {cancel.error.message}
        </p>
      )}
    </Box>
  );
}
