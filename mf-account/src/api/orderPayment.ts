import { readOwnOrder } from './ownOrder';

/** Where a card order's payment is (orders.payment_state). */
export type PaymentState =
  'awaiting_payment' | 'paid' | 'payment_failed' | 'expired' | 'refunded' | 'cancelled' | 'refund_due';

/** A card order's money history (issue 29): null state for orders paid outside the shop (on delivery, invoice). */
export interface OrderPayment {
  method: string;
  state: PaymentState | null;
  /** The order's own status: a cancelled order is never paid, whatever its payment says. */
  orderCancelled: boolean;
  failure: string | null;
  expiresAt: string | null;
  /** The provider's reference of the payment, and of its refund. */
  reference: string | null;
  refundReference: string | null;
  /** The order's total, quoted by the server: what a full refund gave back. */
  total: number;
  /** When the payment was given back (record_card_refund); null when it was not, or not recorded then. */
  refundedAt: string | null;
}

const COLUMNS =
  'status, payment_method, payment_state, payment_failure, payment_expires_at, payment_reference, refund_reference, total, refunded_at';

type Row = {
  status: string;
  payment_method: string;
  payment_state: string | null;
  payment_failure: string | null;
  payment_expires_at: string | null;
  payment_reference: string | null;
  refund_reference: string | null;
  total: number;
  refunded_at: string | null;
};

/** An orders row's payment, as the order pages show it (the signed-in shopper's, or a guest's by its private token). */
export function toOrderPayment(row: Row): OrderPayment {
  return {
    method: row.payment_method,
    state: row.payment_state as PaymentState | null,
    orderCancelled: row.status === 'cancelled',
    failure: row.payment_failure,
    expiresAt: row.payment_expires_at,
    reference: row.payment_reference,
    refundReference: row.refund_reference,
    total: Number(row.total),
    refundedAt: row.refunded_at ?? null,
  };
}

/** The signed-in shopper's order's payment (row level security shows only their own), or null. */
export async function fetchOrderPayment(orderNumber: string): Promise<OrderPayment | null> {
  const row = await readOwnOrder(orderNumber, COLUMNS);
  return row ? toOrderPayment(row) : null;
}
