// @vitest-environment node
/**
 * Card payments end to end on the backend (issue 29): the Edge Functions of
 * supabase/functions served under /functions/v1 with hosted Supabase's JWT
 * rule, called with the real supabase-js `functions.invoke`; the test
 * provider's card service confirming Stripe's test cards and sending webhooks
 * signed by Stripe's own helper; the webhook's faults, each on its own.
 */
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../src/functions/testCardService';
import { mugLine, shipping, withApprovedProof } from './orderFixtures';
import { startTestBackend, uniqueEmail, type TestBackend } from './testBackend';

const WEBHOOK_SECRET = 'whsec_card_payments_test';
const secrets: Record<string, string | undefined> = { PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET };
let backend: TestBackend;
let shopper: SupabaseClient;
const line = mugLine('CPAY');

interface Started {
  order_number: string;
  amount_cents: number;
  currency: string;
  payment_reference: string;
  client_secret: string;
  provider: string;
  publicKey: string;
  status: string;
}

/** A card order, placed by the shopper (or by `client`: a guest's, with `details.email`, has a guest_token). */
async function placeCardOrder(quantity = 1, details: Record<string, unknown> = {}, client = shopper) {
  const items = [line('CPAY-MUG-11', quantity)];
  const { data, error } = await client.rpc('place_order', {
    items,
    shipping,
    payment_method: 'card',
    idempotency_key: crypto.randomUUID(),
    details: await withApprovedProof(client, items, details),
  });
  expect(error).toBeNull();
  return data as { id: number; order_number: string; total: number; payment_state: string; guest_token: string };
}

/** The card-payment function as `client` calls it (the shopper unless said): its status and answer. */
async function startPayment(orderNumber: string, extra: Record<string, unknown> = {}, client = shopper) {
  const { data, error } = await client.functions.invoke<Started>('card-payment', {
    body: { order_number: orderNumber, ...extra },
  });
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    return { status: response.status, answer: (await response.json()) as { error: string } };
  }
  expect(error).toBeNull();
  return { status: 200, answer: data! };
}

/** What the browser's card field does: confirm with the client secret only. */
const browserCall = (started: Started, action: 'confirm' | 'authenticate', body: Record<string, unknown>) =>
  fetch(`${backend.url}/test-payments/v1/payment_intents/${started.payment_reference}/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ client_secret: started.client_secret, ...body }),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));

async function order(id: number) {
  const { data } = await backend.admin.from('orders').select('*').eq('id', id).single();
  return data as Record<string, unknown>;
}

function signedEvent(
  type: string,
  intent: Record<string, unknown>,
  {
    id = `evt_${crypto.randomUUID()}`,
    secret = WEBHOOK_SECRET,
    timestamp,
  }: { id?: string; secret?: string; timestamp?: number } = {},
) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    data: { object: { object: 'payment_intent', ...intent } },
  });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp && { timestamp }) });
  return { payload, header, id };
}

const deliver = (event: { payload: string; header: string }) =>
  fetch(`${backend.url}/functions/v1/payment-webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': event.header },
    body: event.payload,
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));

const intentOf = (o: Record<string, unknown>, over: Record<string, unknown> = {}) => ({
  id: o.payment_reference ?? `pi_none_${String(o.id)}`,
  amount: Math.round(Number(o.total) * 100),
  currency: 'usd',
  metadata: { order_number: o.order_number },
  ...over,
});

beforeAll(async () => {
  backend = await startTestBackend({ rateLimit: 0, writeLimit: 1_000_000, functionSecrets: secrets });
  const { data: mug } = await backend.admin
    .from('products')
    .insert({ sku: 'CPAY-MUG', name: 'Card Pay Mug', price: 20 })
    .select()
    .single();
  await backend.admin.from('product_variants').insert({
    product_id: (mug as { id: number }).id,
    variant_sku: 'CPAY-MUG-11',
    variant_name: '11 oz',
    option1: '11 oz',
    option3: 'White',
    price: 20,
    is_active: true,
  });
  await backend.admin.from('designs').insert({
    design_name: 'Rose',
    design_code: 'CPAY-ROSE',
    personalization_options: { fields: [{ key: 'text', label: 'Message', maxLength: 100 }] },
  });
  shopper = backend.client();
  const { error } = await shopper.auth.signUp({ email: uniqueEmail('card'), password: 'correct-horse-9' });
  expect(error).toBeNull();
}, 300_000);

afterAll(async () => {
  await backend?.destroy();
});

describe('Edge Functions under /functions/v1', () => {
  it('want a valid JWT, as hosted Supabase does, except the webhook', async () => {
    const none = await fetch(`${backend.url}/functions/v1/card-payment`, { method: 'POST', body: '{}' });
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ code: 401, message: 'Missing authorization header' });
    const forged = await fetch(`${backend.url}/functions/v1/card-payment`, {
      method: 'POST',
      headers: { Authorization: 'Bearer not.a.jwt' },
    });
    expect(forged.status).toBe(401);
    const missing = await backend.api('/functions/v1/no-such-function', {
      method: 'POST',
      headers: { Authorization: `Bearer ${backend.anonKey}` },
    });
    expect(missing.status).toBe(404);
    const webhook = await fetch(`${backend.url}/functions/v1/payment-webhook`, { method: 'POST', body: '{}' });
    expect(webhook.status).toBe(400);
  });

  it('refuse hostile bodies with a clear message', async () => {
    for (const body of [
      { order_number: null },
      { order_number: 12 },
      { order_number: "KL-1' or 1=1" },
      { order_number: 'x'.repeat(5000) },
      { order_number: 'KL-9999999' },
    ]) {
      const { status, answer } = await startPayment('', body);
      expect([400, 404]).toContain(status);
      expect((answer as { error: string }).error).toMatch(/order/i);
    }
  });
});

describe('paying a card order with the test provider', () => {
  it('charges exactly the server total, whatever the client claims, and a success pays the order', async () => {
    const placed = await placeCardOrder(2, { payment_state: 'paid', total: 1 });
    expect(placed.payment_state).toBe('awaiting_payment');
    const { status, answer } = await startPayment(placed.order_number, {
      amount_cents: 1,
      currency: 'eur',
      paid: true,
    });
    expect(status).toBe(200);
    const started = answer as Started;
    expect(started).toMatchObject({ amount_cents: Math.round(placed.total * 100), currency: 'usd', provider: 'test' });
    expect(started.amount_cents).toBe(4695);
    expect(JSON.stringify(started)).not.toMatch(/sk_test|whsec|service/);
    const confirmed = await browserCall(started, 'confirm', { card_number: '4242 4242 4242 4242' });
    expect(confirmed.body).toMatchObject({ status: 'succeeded', amount: 4695 });
    expect(await order(placed.id)).toMatchObject({
      payment_state: 'paid',
      payment_reference: started.payment_reference,
    });
  });

  it('a declined card keeps the order and explains; a retry pays the same payment', async () => {
    const placed = await placeCardOrder();
    const first = (await startPayment(placed.order_number)).answer as Started;
    const declined = await browserCall(first, 'confirm', { card_number: TEST_CARDS.declined });
    expect(declined.body).toMatchObject({ last_payment_error: { message: 'Your card was declined.' } });
    expect(await order(placed.id)).toMatchObject({
      payment_state: 'payment_failed',
      payment_failure: 'Your card was declined.',
    });
    const again = (await startPayment(placed.order_number)).answer as Started;
    expect(again.payment_reference).toBe(first.payment_reference);
    await browserCall(again, 'confirm', { card_number: TEST_CARDS.succeeds });
    expect((await order(placed.id)).payment_state).toBe('paid');
  });

  it('the authentication step (3-D Secure): requires action, then paid once completed', async () => {
    const placed = await placeCardOrder();
    const started = (await startPayment(placed.order_number)).answer as Started;
    const asked = await browserCall(started, 'confirm', { card_number: TEST_CARDS.authenticate });
    expect(asked.body).toMatchObject({ status: 'requires_action', next_action: { type: 'test_authentication' } });
    expect((await order(placed.id)).payment_state).toBe('awaiting_payment');
    const done = await browserCall(started, 'authenticate', { outcome: 'complete' });
    expect(done.body.status).toBe('succeeded');
    expect((await order(placed.id)).payment_state).toBe('paid');
  });

  it('an order already paid is never charged twice', async () => {
    const placed = await placeCardOrder();
    const started = (await startPayment(placed.order_number)).answer as Started;
    await browserCall(started, 'confirm', { card_number: TEST_CARDS.succeeds });
    const again = await startPayment(placed.order_number);
    expect(again.status).toBe(409);
    expect((again.answer as { error: string }).error).toBe('This order is already paid.');
    const second = await browserCall(started, 'confirm', { card_number: TEST_CARDS.succeeds });
    expect(second.status).toBe(400);
    const { count } = await backend.admin
      .from('payment_events')
      .select('*', { count: 'exact', head: true })
      .eq('payment_reference', started.payment_reference);
    expect(count).toBe(1);
  });

  it('the provider down: a clear message, the order still awaiting payment, and a retry works', async () => {
    const placed = await placeCardOrder();
    secrets.TEST_PAYMENTS_URL = 'http://127.0.0.1:9/test-payments/v1';
    try {
      const down = await startPayment(placed.order_number);
      expect(down.status).toBe(503);
      expect((down.answer as { error: string }).error).toMatch(/couldn't reach the card service.*saved/);
      expect((await order(placed.id)).payment_state).toBe('awaiting_payment');
    } finally {
      delete secrets.TEST_PAYMENTS_URL;
    }
    const retry = await startPayment(placed.order_number);
    expect(retry.status).toBe(200);
  });
});

describe("a guest pays with the order's private token (guest_token), never with a session alone", () => {
  let guest: SupabaseClient;
  beforeAll(() => {
    guest = backend.client();
  });

  const placeGuestCardOrder = async (email = uniqueEmail('guest-card')) => ({
    ...(await placeCardOrder(1, { email }, guest)),
    email,
  });
  const start = (client: SupabaseClient, { order_number, ...extra }: Record<string, unknown>) =>
    startPayment(order_number as string, extra, client);

  it("a declined card, then the test card: paid, and the confirmation goes to the guest's e-mail", async () => {
    const placed = await placeGuestCardOrder();
    const first = await start(guest, { order_number: placed.order_number, guest_token: placed.guest_token });
    expect(first.status).toBe(200);
    const started = first.answer as Started;
    expect(Object.keys(started).sort()).toEqual([
      'amount_cents',
      'client_secret',
      'currency',
      'expires_at',
      'order_number',
      'payment_reference',
      'provider',
      'publicKey',
      'status',
    ]);
    expect(started).toMatchObject({ order_number: placed.order_number, amount_cents: 2695, currency: 'usd' });
    await browserCall(started, 'confirm', { card_number: TEST_CARDS.declined });
    expect((await order(placed.id)).payment_state).toBe('payment_failed');
    const again = (await start(guest, { order_number: placed.order_number, guest_token: placed.guest_token }))
      .answer as Started;
    expect(again.payment_reference).toBe(started.payment_reference);
    await browserCall(again, 'confirm', { card_number: TEST_CARDS.succeeds });
    expect(await order(placed.id)).toMatchObject({ payment_state: 'paid', status: 'placed', user_id: null });
    const { data: mails } = await backend.admin
      .from('email_outbox')
      .select('kind, recipient')
      .eq('payload->>order_number', placed.order_number);
    expect(mails).toEqual([{ kind: 'order_confirmation', recipient: placed.email }]);
  });

  it('refuses hostile, wrong and missing tokens, and another order\'s token, as "No such order"', async () => {
    const placed = await placeGuestCardOrder();
    const other = await placeGuestCardOrder();
    for (const guest_token of [
      null,
      12,
      ['x'],
      { $ne: '' },
      '',
      other.guest_token,
      placed.guest_token.toUpperCase(),
      `${placed.guest_token}' or '1'='1`,
      'f'.repeat(5000),
    ]) {
      const { status, answer } = await start(guest, { order_number: placed.order_number, guest_token });
      expect(status, JSON.stringify(guest_token).slice(0, 40)).toBe(404);
      expect((answer as { error: string }).error).toBe('No such order.');
    }
    // without a token a guest has no session to pay with
    expect((await start(guest, { order_number: placed.order_number })).status).toBe(401);
    expect((await order(placed.id)).payment_reference).toBeNull();
  });

  it("a signed-in shopper cannot pay a guest's order without its token, nor their own with a guest's", async () => {
    const placed = await placeGuestCardOrder();
    const without = await start(shopper, { order_number: placed.order_number });
    expect(without).toMatchObject({ status: 404, answer: { error: 'No such order.' } });
    const mine = await placeCardOrder();
    const mixed = await start(shopper, { order_number: mine.order_number, guest_token: placed.guest_token });
    expect(mixed).toMatchObject({ status: 404, answer: { error: 'No such order.' } });
    // holding the token is what pays a guest's order, signed in or not
    expect((await start(shopper, { order_number: placed.order_number, guest_token: placed.guest_token })).status).toBe(
      200,
    );
  });

  it("a guest's cancelled order cannot start a payment", async () => {
    const placed = await placeGuestCardOrder();
    const { error } = await guest.rpc('cancel_guest_order', { token: placed.guest_token });
    expect(error).toBeNull();
    const refused = await start(guest, { order_number: placed.order_number, guest_token: placed.guest_token });
    expect(refused.status).toBe(409);
    expect((refused.answer as { error: string }).error).toMatch(/was cancelled, so it can no longer be paid/);
  });
});

describe('webhook faults', () => {
  it('a bad signature is 400 and changes nothing', async () => {
    const placed = await placeCardOrder();
    const event = signedEvent('payment_intent.succeeded', intentOf(await order(placed.id)), { secret: 'whsec_wrong' });
    expect((await deliver(event)).status).toBe(400);
    expect((await order(placed.id)).payment_state).toBe('awaiting_payment');
    const tampered = signedEvent('payment_intent.succeeded', intentOf(await order(placed.id)));
    expect((await deliver({ ...tampered, payload: tampered.payload.replace('"usd"', '"USD"') })).status).toBe(400);
    const { count } = await backend.admin
      .from('payment_events')
      .select('*', { count: 'exact', head: true })
      .eq('event_id', tampered.id);
    expect(count).toBe(0);
  });

  it('a timestamp older than 5 minutes is 400 and changes nothing', async () => {
    const placed = await placeCardOrder();
    const stale = signedEvent('payment_intent.succeeded', intentOf(await order(placed.id)), {
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    expect((await deliver(stale)).status).toBe(400);
    expect((await order(placed.id)).payment_state).toBe('awaiting_payment');
  });

  it('the same webhook 10 times, shuffled with others, makes one state change', async () => {
    const a = await placeCardOrder();
    const b = await placeCardOrder();
    const success = signedEvent('payment_intent.succeeded', intentOf(await order(a.id)));
    const declineA = signedEvent('payment_intent.payment_failed', intentOf(await order(a.id)));
    const others = [signedEvent('payment_intent.payment_failed', intentOf(await order(b.id))), declineA];
    const all = [...Array.from({ length: 10 }, () => success), ...others].sort(() => Math.random() - 0.5);
    const answers = await Promise.all(all.map(deliver));
    const outcomes = answers.filter((_, i) => all[i] === success).map((r) => r.body.outcome);
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(9);
    expect((await order(a.id)).payment_state).toBe('paid');
    expect((await order(b.id)).payment_state).toBe('payment_failed');
    const { data } = await backend.admin.from('payment_events').select('outcome').eq('event_id', success.id);
    expect(data).toEqual([{ outcome: 'applied' }]);
  });

  it('an unknown order is refused and logged', async () => {
    const event = signedEvent('payment_intent.succeeded', {
      id: 'pi_unknown',
      amount: 2695,
      currency: 'usd',
      metadata: { order_number: 'KL-0' },
    });
    const answer = await deliver(event);
    expect(answer.status).toBe(422);
    const { data } = await backend.admin.from('payment_events').select('outcome, reason').eq('event_id', event.id);
    expect(data).toEqual([{ outcome: 'refused', reason: 'no card order KL-0' }]);
  });

  it('a wrong amount is refused and logged, the order unchanged', async () => {
    const placed = await placeCardOrder();
    const event = signedEvent('payment_intent.succeeded', intentOf(await order(placed.id), { amount: 100 }));
    const answer = await deliver(event);
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatch(/amount 100 usd is not the order's 2695 usd/);
    expect((await order(placed.id)).payment_state).toBe('awaiting_payment');
  });
});

describe('refunds (service key only)', () => {
  const refund = (orderNumber: string, key: string, kind = 'refunded') =>
    fetch(`${backend.url}/functions/v1/payment-refund`, {
      method: 'POST',
      headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ order_number: orderNumber, kind }),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));

  it('records the refund of a paid order with the provider reference, once', async () => {
    const placed = await placeCardOrder();
    expect((await refund(placed.order_number, backend.serviceKey)).status).toBe(409);
    const started = (await startPayment(placed.order_number)).answer as Started;
    await browserCall(started, 'confirm', { card_number: TEST_CARDS.succeeds });
    expect((await refund(placed.order_number, backend.anonKey)).status).toBe(403);
    const first = await refund(placed.order_number, backend.serviceKey);
    expect(first.body).toMatchObject({ payment_state: 'refunded', status: 'cancelled' });
    expect(first.body.refund_reference).toMatch(/^re_test_/);
    const again = await refund(placed.order_number, backend.serviceKey);
    expect(again.body.refund_reference).toBe(first.body.refund_reference);
  });

  it('refunds a shipped order through the function: the order stays shipped, its payment refunded (QA sweep H-g)', async () => {
    const placed = await placeCardOrder();
    const started = (await startPayment(placed.order_number)).answer as Started;
    await browserCall(started, 'confirm', { card_number: TEST_CARDS.succeeds });
    const shipped = await backend.admin.rpc('set_order_status', {
      order_number: placed.order_number,
      status: 'shipped',
      tracking_number: '1Z999AA10123456784',
    });
    expect(shipped.error).toBeNull();
    // `npm run payments -- cancel` after shipping gives the money back; it cannot un-send the parcel
    const refunded = await refund(placed.order_number, backend.serviceKey, 'cancelled');
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({ status: 'shipped', payment_state: 'refunded', cancelled_at: null });
    expect(refunded.body.refunded_at).toEqual(expect.any(String));
    expect(await order(placed.id)).toMatchObject({ status: 'shipped', payment_state: 'refunded' });
  });

  it('a cancelled order cannot start a payment; one paid in another tab is kept for refund, and refunded', async () => {
    const placed = await placeCardOrder();
    const started = (await startPayment(placed.order_number)).answer as Started;
    const { error } = await shopper.rpc('cancel_order', { order_number: placed.order_number });
    expect(error).toBeNull();
    const again = await startPayment(placed.order_number);
    expect(again.status).toBe(409);
    expect((again.answer as { error: string }).error).toBe(
      `Order ${placed.order_number} was cancelled, so it can no longer be paid. Nothing was charged for it.`,
    );
    await browserCall(started, 'confirm', { card_number: TEST_CARDS.succeeds });
    expect(await order(placed.id)).toMatchObject({ status: 'cancelled', payment_state: 'refund_due' });
    const refunded = await refund(placed.order_number, backend.serviceKey);
    expect(refunded.body).toMatchObject({ payment_state: 'refunded', status: 'cancelled' });
  });
});
