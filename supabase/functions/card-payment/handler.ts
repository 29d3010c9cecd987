import { corsHeaders, jsonAnswer, refusal } from '../_shared/http.ts';
import { RpcError, rpc } from '../_shared/rest.ts';
import { chooseProvider } from '../_shared/payments/chooseProvider.ts';
import { ProviderUnavailable, paymentKey, type PaymentProvider } from '../_shared/payments/provider.ts';

/** What the database says is due for the caller's own order (card_payment_due), or a guest's by its token. */
interface Due {
  order_id: number;
  order_number: string;
  amount_cents: number;
  currency: string;
  payment_state: string;
  expires_at: string;
}

export const PROVIDER_DOWN =
  "We couldn't reach the card service just now. Your order is saved and waiting for payment: please try again in a moment.";

/**
 * POST { order_number } as the signed-in shopper, or { order_number, guest_token }
 * for a guest's order (its private token: the token is the right to the order,
 * whoever sends it; without one, only the caller's own orders) → the provider's
 * payment for that order, created for exactly the total the database charged
 * (never a price the client sends: anything else in the body is ignored), with an idempotency key
 * derived from the order, so asking again returns the same payment. Order
 * first (its own transaction), then the provider, then the payment is attached
 * (another transaction): no provider call is made inside a transaction.
 */
export function cardPaymentHandler(provider: () => PaymentProvider = chooseProvider) {
  return async (request: Request): Promise<Response> => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
    if (request.method !== 'POST') return refusal(405, 'Use POST.');
    const authorization = request.headers.get('Authorization');
    if (!authorization) return refusal(401, 'Please sign in to pay.');
    const body = (await request.json().catch(() => null)) as { order_number?: unknown; guest_token?: unknown } | null;
    const orderNumber = body?.order_number;
    if (typeof orderNumber !== 'string' || !/^[A-Z]{2}-\d{1,12}$/.test(orderNumber))
      return refusal(400, 'Which order? Send its order_number.');
    // a guest's order: its token decides (guest_card_payment_due refuses any other token as "No such order")
    const guestToken = body?.guest_token;
    if (guestToken !== undefined && (typeof guestToken !== 'string' || guestToken.length > 200))
      return refusal(404, 'No such order.');

    let due: Due;
    try {
      due =
        guestToken === undefined
          ? await rpc<Due>('card_payment_due', { order_number: orderNumber }, { authorization })
          : await rpc<Due>(
              'guest_card_payment_due',
              { order_number: orderNumber, token: guestToken },
              { authorization },
            );
    } catch (error) {
      if (!(error instanceof RpcError)) throw error;
      if (error.code === 'P0002') return refusal(404, 'No such order.');
      if (error.status === 401 || error.status === 403) return refusal(401, 'Please sign in to pay.');
      return refusal(409, error.message, { code: error.code });
    }

    const chosen = provider();
    let payment;
    try {
      payment = await chosen.createPayment({
        amountCents: due.amount_cents,
        currency: due.currency,
        orderNumber: due.order_number,
        idempotencyKey: paymentKey(due.order_number),
      });
    } catch (error) {
      if (error instanceof ProviderUnavailable) {
        console.warn(`card-payment: provider ${chosen.name} unavailable for ${due.order_number}: ${error.message}`);
        return refusal(503, PROVIDER_DOWN, { retry: true });
      }
      throw error;
    }
    if (payment.amountCents !== due.amount_cents || payment.currency !== due.currency) {
      console.error(
        `card-payment: ${chosen.name} answered ${payment.amountCents} ${payment.currency} for ${due.order_number}`,
      );
      return refusal(502, 'The card service answered with another amount; nothing was charged. Please try again.');
    }
    await rpc(
      'attach_card_payment',
      { order_id: due.order_id, provider: chosen.name, reference: payment.reference },
      'service',
    );
    return jsonAnswer(200, {
      order_number: due.order_number,
      amount_cents: due.amount_cents,
      currency: due.currency,
      expires_at: due.expires_at,
      payment_reference: payment.reference,
      client_secret: payment.clientSecret,
      status: payment.status,
      ...chosen.browser(),
    });
  };
}
