import { corsHeaders, jsonAnswer, refusal } from '../_shared/http.ts';
import { rpc } from '../_shared/rest.ts';
import { chooseProvider } from '../_shared/payments/chooseProvider.ts';
import { WebhookRefused, type PaymentProvider } from '../_shared/payments/provider.ts';

interface Recorded {
  outcome: 'applied' | 'unchanged' | 'duplicate' | 'refused';
  reason: string | null;
  payment_state?: string | null;
}

/**
 * The provider's webhook. The signature (and its timestamp, at most 5 minutes
 * old) is checked with the provider's library before anything is read: a bad
 * one is 400 and changes nothing. The event is then applied once per event id
 * by record_payment_event, which refuses (and logs) an unknown order and an
 * amount or currency other than the order's: those answer 422.
 */
export function paymentWebhookHandler(provider: () => PaymentProvider = chooseProvider) {
  return async (request: Request): Promise<Response> => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
    if (request.method !== 'POST') return refusal(405, 'Use POST.');
    const chosen = provider();
    const raw = await request.text();
    let event;
    try {
      event = await chosen.readWebhook(raw, request.headers.get('Stripe-Signature'));
    } catch (error) {
      if (!(error instanceof WebhookRefused)) throw error;
      console.warn(`payment-webhook: refused a webhook: ${error.message}`);
      return refusal(400, 'The webhook signature does not hold.');
    }
    if (event.type === 'other') return jsonAnswer(200, { received: true, outcome: 'ignored' });
    const recorded = await rpc<Recorded>(
      'record_payment_event',
      {
        event_id: event.eventId,
        provider: chosen.name,
        event_type: event.type,
        order_number: event.orderNumber,
        payment_reference: event.reference,
        amount_cents: event.amountCents,
        currency: event.currency,
        failure: event.failure,
      },
      'service',
    );
    if (recorded.outcome === 'refused') {
      console.warn(`payment-webhook: refused ${event.eventId} (${event.providerType}): ${recorded.reason}`);
      return refusal(422, `Refused: ${recorded.reason}`, { outcome: 'refused' });
    }
    return jsonAnswer(200, {
      received: true,
      outcome: recorded.outcome,
      payment_state: recorded.payment_state ?? null,
    });
  };
}
