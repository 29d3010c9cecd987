/**
 * `npm run orders -- <command> <order number> [--tracking <number>]`: the
 * shop moves an order on, with the service-role key (set_order_status in
 * 20250609003000_order_delivery.sql decides what may move where):
 *
 *   npm run orders -- show KL-100001
 *   npm run orders -- start KL-100001                         placed → in production
 *   npm run orders -- ship KL-100001 --tracking 1Z999AA10123456784   → shipped (e-mails the shipping notice)
 *   npm run orders -- deliver KL-100001                       → delivered
 *   npm run orders -- cancel KL-100001                        → cancelled (e-mails the shopper, unless an
 *                                                               unpaid card order they were never told of)
 *
 * Against a hosted Supabase project: SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY
 * in the environment (never on the command line). Without them it talks to
 * the local stack of `npm start` (SHOP_PORT_OFFSET shifts its port), signing
 * the service key with that backend's own secret (scripts/lib/localServiceKey.ts).
 */
import { createClient } from '@supabase/supabase-js';
import { WebSocket } from 'ws';
import { NoLocalStack, serviceConnection } from './lib/localServiceKey';

const commands: Record<string, string> = {
  start: 'in_production',
  ship: 'shipped',
  deliver: 'delivered',
  cancel: 'cancelled',
};
const usage =
  'Usage: npm run orders -- <show|start|ship|deliver|cancel> <order number, e.g. KL-100001> [--tracking <number>]';

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

async function connection(): Promise<{ url: string; key: string }> {
  try {
    return await serviceConnection();
  } catch (error) {
    if (error instanceof NoLocalStack) fail(error.message, 2);
    throw error;
  }
}

const args = process.argv.slice(2);
const [command, orderNumber] = args;
const trackingAt = args.indexOf('--tracking');
const tracking = trackingAt >= 0 ? args[trackingAt + 1] : undefined;
if (!command || !orderNumber || !(command === 'show' || command in commands)) fail(usage, 2);
if (trackingAt >= 0 && (!tracking || tracking.startsWith('--'))) fail('--tracking needs a number.', 2);

const { url, key } = await connection();
const supabase = createClient(url, key, {
  auth: { persistSession: false, autoRefreshToken: false },
  // Node 20 has no global WebSocket, and supabase-js builds its realtime client eagerly (unused here)
  realtime: { transport: WebSocket as never },
});

if (command === 'show') {
  const { data, error } = await supabase
    .from('orders')
    .select(
      'order_number, status, created_at, shipping_method, arrives_latest, tracking_number, total, payment_method, payment_state, refunded_at',
    )
    .eq('order_number', orderNumber.trim().toUpperCase())
    .maybeSingle();
  if (error) fail(error.message);
  if (!data) fail(`Order ${orderNumber} not found.`);
  console.log(JSON.stringify(data, null, 2));
} else {
  const { data, error } = await supabase.rpc('set_order_status', {
    order_number: orderNumber,
    status: commands[command]!,
    tracking_number: tracking ?? undefined,
  });
  if (error) fail(error.message);
  const order = data as {
    order_number: string;
    status: string;
    tracking_number: string | null;
    payment_state: string | null;
  };
  console.log(
    `${order.order_number} is ${order.status.replace('_', ' ')}` +
      (order.tracking_number ? ` (tracking ${order.tracking_number})` : '') +
      // a refunded order delivered after all (refunded on its way): its payment stays refunded
      (order.payment_state === 'refunded' ? '; its payment is refunded' : '') +
      (order.status === 'shipped' ? '. The shipping notice is in the outbox.' : '.'),
  );
}
