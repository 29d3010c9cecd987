import { requiredEnv } from '../_shared/env.ts';
import { corsHeaders, jsonAnswer, refusal } from '../_shared/http.ts';
import { RpcError, rpc } from '../_shared/rest.ts';
import { chooseProvider } from '../_shared/payments/chooseProvider.ts';
import { ProviderUnavailable, type PaymentProvider } from '../_shared/payments/provider.ts';

/**
 * POST { order_number, kind: 'refunded' | 'cancelled' } with the service-role
 * key only (`npm run payments -- refund|cancel <order>`): refunds the order's
 * card payment in full with the provider (idempotent on the order), then
 * records it with the provider's refund reference (record_card_refund).
 */
export function paymentRefundHandler(provider: () => PaymentProvider = chooseProvider) {
  return async (request: Request): Promise<Response> => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
    if (request.method !== 'POST') return refusal(405, 'Use POST.');
    if (request.headers.get('Authorization') !== `Bearer ${requiredEnv('SUPABASE_SERVICE_ROLE_KEY')}`)
      return refusal(403, 'Refunds are made with the service-role key only.');
    const body = (await request.json().catch(() => null)) as { order_number?: unknown; kind?: unknown } | null;
    const orderNumber = body?.order_number;
    const kind = body?.kind ?? 'refunded';
    if (typeof orderNumber !== 'string' || !/^[A-Z]{2}-\d{1,12}$/.test(orderNumber))
      return refusal(400, 'Which order? Send its order_number.');
    if (kind !== 'refunded' && kind !== 'cancelled') return refusal(400, "kind is 'refunded' or 'cancelled'.");
    const url = requiredEnv('SUPABASE_URL');
    const key = requiredEnv('SUPABASE_SERVICE_ROLE_KEY');
    const found = await fetch(
      `${url}/rest/v1/orders?select=payment_state,payment_reference,refund_reference&order_number=eq.${encodeURIComponent(orderNumber)}`,
      { headers: { apikey: key, Authorization: `Bearer ${key}` } },
    );
    const [order] = (await found.json()) as {
      payment_state: string | null;
      payment_reference: string | null;
      refund_reference: string | null;
    }[];
    if (!order) return refusal(404, `No order ${orderNumber}.`);
    // already refunded: record_card_refund answers the same row again (a repeated command changes nothing)
    const done = order.refund_reference && (order.payment_state === 'refunded' || order.payment_state === 'cancelled');
    // refund_due: paid for an order that was cancelled (20250609010000_cancelled_orders_unpaid.sql)
    const refundable = order.payment_state === 'paid' || order.payment_state === 'refund_due';
    if (!done && (!refundable || !order.payment_reference))
      return refusal(
        409,
        `Order ${orderNumber} is not paid by card (it is ${order.payment_state ?? 'not a card order'}).`,
      );
    let refundReference = order.refund_reference ?? '';
    try {
      if (!done)
        refundReference = await provider().refund(order.payment_reference!, `keepsake-lane-refund-${orderNumber}`);
    } catch (error) {
      if (error instanceof ProviderUnavailable)
        return refusal(503, 'The card service is not answering: nothing was refunded. Try again later.');
      throw error;
    }
    try {
      const recorded = await rpc<Record<string, unknown>>(
        'record_card_refund',
        { order_number: orderNumber, kind, reference: refundReference },
        'service',
      );
      return jsonAnswer(200, recorded);
    } catch (error) {
      if (error instanceof RpcError) return refusal(409, error.message);
      throw error;
    }
  };
}
