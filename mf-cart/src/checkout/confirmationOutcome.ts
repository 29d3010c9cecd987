import type { PaymentState } from '../api/cardPayment';

/**
 * What the confirmation says of an order, from its state as the database has it now (the page may be reached
 * again by its address, Back or Forward, long after Place Order): placed (paid, or paid on delivery or by
 * invoice), a card order still to pay, or cancelled (by the shopper or the shop), or expired unpaid, or paid and
 * refunded since without being cancelled (refunded after it shipped: 20250609059000). 'checking'
 * while that state is read, 'unknown' when it could not be read: the page then says nothing of the order's progress.
 */
export type ConfirmationOutcome = 'checking' | 'unknown' | 'placed' | 'unpaid' | 'cancelled' | 'expired' | 'refunded';

export function confirmationOutcome(payment: PaymentState | null | undefined): ConfirmationOutcome {
  if (payment === undefined) return 'checking';
  if (payment === null) return 'placed';
  if (payment.orderCancelled) return payment.state === 'expired' ? 'expired' : 'cancelled';
  if (payment.state === 'awaiting_payment' || payment.state === 'payment_failed') return 'unpaid';
  if (payment.state === 'refunded') return 'refunded';
  return 'placed';
}

/**
 * Whether the order's confirmation e-mail was sent: a card order's waits for its payment (place_order), so one still
 * unpaid, expired, or cancelled before it was paid has none. Unknown (still read) counts as sent, as before.
 */
export function confirmationEmailed(payment: PaymentState | null | undefined): boolean {
  return !['awaiting_payment', 'payment_failed', 'expired', 'cancelled'].includes(payment?.state ?? '');
}
