import { formatDay, formatDeliveryDay, formatPrice } from '@giftshop/shared/domain';
import type { PaymentState } from '../api/orderPayment';

/** An order's date as the shopper reads it (e.g. "Nov 23, 2026"); an unreadable date shows as a dash. */
export function formatOrderDate(iso: string): string {
  return formatDay(iso) || '—';
}

const STATUS_WORDS: Record<string, string> = {
  placed: 'Placed',
  in_production: 'In production',
  processing: 'In production',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export function orderStatusLabel(status: string): string {
  return STATUS_WORDS[status] ?? (status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Placed');
}

/** The status once the order has moved on from being placed ("Shipped"); none while it is just placed. */
export function orderMovedOnLabel(status: string): string | null {
  const label = orderStatusLabel(status);
  return label === 'Placed' ? null : label;
}

/**
 * "Placed Nov 28, 2026", then the status when it has moved on ("· Shipped"): never "Placed … · Placed"; then
 * "· Refunded" when its card payment was given back (a gift delivered and refunded stays delivered).
 */
export function orderPlacedLine(createdAt: string, status: string, paymentState: PaymentState | null = null): string {
  const placed = `Placed ${formatOrderDate(createdAt)}`;
  const movedOn = orderMovedOnLabel(status);
  return [placed, movedOn, paymentGivenBack(paymentState) ? REFUNDED : null].filter(Boolean).join(' · ');
}

const REFUNDED = 'Refunded';

/**
 * Whether the card payment was given back: 'refunded', or 'cancelled' with the provider after it was paid
 * (record_card_refund). An order's payment and its status are two facts: a refund before shipping cancels the
 * order, one after it leaves the order shipped or delivered (20250609059000_refund_after_delivery.sql).
 */
export const paymentGivenBack = (state: PaymentState | null | undefined, refundReference?: string | null): boolean =>
  state === 'refunded' || (state === 'cancelled' && !!refundReference);

/** "Refunded $24.00 on Sun, Nov 29" (the day in UTC, as "Cancelled on …"); without the day when it was not recorded. */
export function refundedWords(total: number, refundedAt: string | null): string {
  const day = refundedAt ? formatDeliveryDay(refundedAt.slice(0, 10)) : null;
  return `${REFUNDED} ${formatPrice(total)}${day ? ` on ${day}` : ''}`;
}

/** What each card payment state means to the shopper (the order page's payment box; My Orders' unpaid orders). */
export const PAYMENT_STATE_WORDS: Record<PaymentState, string> = {
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  payment_failed: 'Payment failed',
  expired: 'Not paid in time: the order was cancelled',
  refunded: REFUNDED,
  cancelled: 'Payment cancelled',
  refund_due: 'Paid, and the order was cancelled: the payment will be refunded to your card',
};

/** A card payment still owed: waiting for the card, or the card declined (the order is made once it is paid). */
export const paymentStillOwed = (state: PaymentState | null | undefined): boolean =>
  state === 'awaiting_payment' || state === 'payment_failed';

/** Where an order is, in a word or two, and whether that is the payment it waits for. */
export interface OrderStanding {
  label: string;
  awaitsPayment: boolean;
}

/**
 * Where an order is, from what the server says of it: while a placed card order waits for its payment, that
 * ("Awaiting payment", "Payment failed": nothing is made until it is paid); else its status ("Placed",
 * "In production", "Shipped", "Cancelled"), with "· Refunded" once its payment was given back ("Delivered ·
 * Refunded": the gift arrived, the money went back). My Orders shows it on every order, a just-placed one too.
 */
export function orderStanding(status: string, paymentState: PaymentState | null): OrderStanding {
  const placed = orderStatusLabel(status) === 'Placed';
  if (placed && paymentState && paymentStillOwed(paymentState)) {
    return { label: PAYMENT_STATE_WORDS[paymentState], awaitsPayment: true };
  }
  const refunded = paymentGivenBack(paymentState) ? ` · ${REFUNDED}` : '';
  return { label: `${orderStatusLabel(status)}${refunded}`, awaitsPayment: false };
}

const PAYMENT_WORDS: Record<string, string> = {
  pay_on_delivery: 'Pay on delivery',
  invoice: 'Invoice',
  card: 'Card',
};

export function paymentMethodLabel(method: string): string {
  return PAYMENT_WORDS[method] ?? method.replace(/_/g, ' ');
}
