import { getSupabase } from '@giftshop/shared';
import { fetchGuestOrder } from './guestOrder';

/** The provider's payment for an order, as the card-payment Edge Function answers (public values only). */
export interface CardPaymentStart {
  order_number: string;
  amount_cents: number;
  currency: string;
  expires_at: string;
  payment_reference: string;
  /** Confirms this one payment with the provider's card field; never stored by the shop. */
  client_secret: string;
  status: string;
  /** 'test' (offline) or 'stripe'. */
  provider: string;
  /** Stripe's publishable key, or the test provider's address. */
  publicKey: string;
}

/** A refusal the shopper can read (the function's `error`), and whether trying again may help. */
export class CardPaymentError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
  }
}

const UNREACHABLE = "We couldn't reach the shop just now. Your order is saved: please try again in a moment.";

/**
 * Starts (or resumes) paying an order by card: the server creates the
 * provider's payment for the total it charged (this sends no amount). A
 * guest's order is paid with its private token (the signed-in shopper's own
 * orders need none).
 */
export async function startCardPayment(
  orderNumber: string,
  guestToken: string | null = null,
): Promise<CardPaymentStart> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<CardPaymentStart>('card-payment', {
    body: guestToken ? { order_number: orderNumber, guest_token: guestToken } : { order_number: orderNumber },
  });
  if (!error && data) return data;
  const context = (error as { context?: unknown } | null)?.context;
  if (context instanceof Response) {
    const answer = (await context.json().catch(() => null)) as { error?: string; retry?: boolean } | null;
    throw new CardPaymentError(answer?.error ?? UNREACHABLE, answer?.retry ?? context.status >= 500);
  }
  throw new CardPaymentError(UNREACHABLE, true);
}

/** An order's payment as the database has it (webhooks move it; the browser never does). */
export interface PaymentState {
  state: string | null;
  failure: string | null;
  /** The shopper (or the shop) cancelled the order: it can no longer be paid. */
  orderCancelled: boolean;
  /** Until when an unpaid card order waits for its payment (null for other orders). */
  expiresAt: string | null;
}

/**
 * The order's payment state as the database has it, or null when the shopper has no such order: one of the
 * signed-in shopper's by number, or a guest's through its private token (guest_order: another order's token is null).
 */
export async function fetchPaymentState(
  orderNumber: string,
  guestToken: string | null = null,
): Promise<PaymentState | null> {
  if (guestToken) {
    const guest = await fetchGuestOrder(orderNumber, guestToken);
    return guest ? paymentStateOf(guest.order) : null;
  }
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('orders')
    .select('status, payment_state, payment_failure, payment_expires_at')
    .eq('order_number', orderNumber)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data ? paymentStateOf(data) : null;
}

const paymentStateOf = (order: {
  status: string;
  payment_state: PaymentState['state'];
  payment_failure: string | null;
  payment_expires_at: string | null;
}): PaymentState => ({
  state: order.payment_state,
  failure: order.payment_failure,
  orderCancelled: order.status === 'cancelled',
  expiresAt: order.payment_expires_at,
});

/** Cancelled by the shopper or the shop, not merely expired unpaid (the database refuses its payment). */
export const wasCancelled = (payment: PaymentState | null | undefined) =>
  Boolean(payment?.orderCancelled && payment.state !== 'expired');

/**
 * Waits (briefly) for the provider's webhook to mark the order paid: 'paid',
 * 'cancelled' when the order was cancelled meanwhile (the payment is then kept
 * for refund, never applied), or 'late' when the webhook has not come yet.
 */
export async function waitUntilPaid(
  orderNumber: string,
  guestToken: string | null = null,
  timeoutMs = 20_000,
): Promise<'paid' | 'cancelled' | 'late'> {
  const until = Date.now() + timeoutMs;
  for (let delay = 250; Date.now() < until; delay = Math.min(delay * 2, 2_000)) {
    const payment = await fetchPaymentState(orderNumber, guestToken);
    if (payment?.state === 'paid') return 'paid';
    if (wasCancelled(payment) && payment?.state !== 'awaiting_payment' && payment?.state !== 'payment_failed')
      return 'cancelled';
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
  return 'late';
}
