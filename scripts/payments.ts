/**
 * `npm run payments -- <refund|cancel> <order number>` and `npm run payments -- expire`:
 * the shop's card payment commands, with the service-role key (issue 29).
 *
 *   refund KL-100001   refunds the paid card order in full with the provider and records it with
 *                      the provider's refund reference: an order not yet shipped is cancelled; one
 *                      shipped or delivered stays so, its payment refunded (record_card_refund)
 *   cancel KL-100001   the same, recorded as a cancellation of an order not yet shipped (after
 *                      shipping, as a refund: the parcel has left)
 *   expire             cancels the card orders not paid in time (shop_settings.card_payment_minutes)
 *
 * The provider is called by the payment-refund Edge Function, where its secret key lives. Against a
 * hosted Supabase project: SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY in the environment. Without them it
 * talks to the local stack of `npm start` (SHOP_PORT_OFFSET shifts its port), signing the service key
 * with that backend's own secret, as `npm run orders` does (scripts/lib/localServiceKey.ts).
 */
import { NoLocalStack, serviceConnection } from './lib/localServiceKey';

const usage = 'Usage: npm run payments -- <refund|cancel> <order number, e.g. KL-100001> | expire';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function connection(): Promise<{ url: string; key: string }> {
  try {
    return await serviceConnection();
  } catch (error) {
    if (error instanceof NoLocalStack) fail(error.message);
    throw error;
  }
}

const [command, orderNumber] = process.argv.slice(2);
if (!command || !['refund', 'cancel', 'expire'].includes(command)) fail(usage);
if (command !== 'expire' && !orderNumber) fail(usage);
const { url, key } = await connection();
const headers = { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' };
const response =
  command === 'expire'
    ? await fetch(`${url}/rest/v1/rpc/expire_unpaid_orders`, { method: 'POST', headers, body: '{}' })
    : await fetch(`${url}/functions/v1/payment-refund`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ order_number: orderNumber, kind: command === 'refund' ? 'refunded' : 'cancelled' }),
      });
const answer = (await response.json().catch(() => null)) as Record<string, unknown> | number | null;
if (!response.ok)
  fail(`${response.status}: ${(answer as { error?: string; message?: string })?.error ?? JSON.stringify(answer)}`);
if (command === 'expire') console.log(`${String(answer)} unpaid card order(s) expired.`);
else {
  const order = answer as { order_number: string; status: string; payment_state: string; refund_reference: string };
  // the order's status and its payment are two facts: "KL-100001 is delivered; its payment is refunded (…)"
  console.log(
    `${order.order_number} is ${order.status.replace('_', ' ')}; its payment is ${order.payment_state.replace('_', ' ')} (refund ${order.refund_reference}).`,
  );
}
