// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import { configureShop, getSupabase } from '@giftshop/shared';
import { type CartItem } from '@giftshop/shared/domain';
import { insertAsService } from '@giftshop/shared/testing';
import { OrderError } from './orderError';
import { fetchOrderProof } from './orderProof';
import { fetchPlacedOrderLines } from './placedOrderLines';
import { finishOrderAttempt, keepOrderAttempt } from '../checkout/orderAttempt';
import { placeOrderAttempt } from '../checkout/placeOrderAttempt';
import { rememberPlacedOrder } from '../checkout/placedOrders';
import { fetchGuestOrder } from './guestOrder';
import { fetchPlacedOrder, orderItemsPayload, placeOrder, toPlacedOrder } from './orders';
import { quoteCart } from './quote';

/**
 * The cart's data module against the real embedded backend, through the real
 * supabase-js client (the shop's one client, configured as in the browser).
 */
interface Backend {
  url: string;
  anonKey: string;
  serviceKey: string;
  stop(): Promise<void>;
}

let backend: Backend;
let dataDir: string;

async function insert(table: string, row: object): Promise<Record<string, unknown>> {
  return (await insertAsService(backend, table, row))[0]!;
}

const line = (over: Partial<CartItem>): CartItem => ({
  id: 'line',
  name: 'Cart Test Mug',
  price: 18.5,
  image: '',
  quantity: 1,
  customization: { Color: 'White', personalizationText: 'Gran' },
  productSku: 'CART-TEST-MUG',
  variantSku: 'CART-V-11',
  designCode: 'CART-D',
  ...over,
});

/** The address checkout sends for every order placed here. */
const shipping = {
  fullName: 'Ada Lovelace',
  line1: '418 Maple Row',
  line2: '',
  city: 'Portland',
  region: 'OR',
  postalCode: '97205',
  country: 'US',
  phone: '',
};

beforeAll(async () => {
  globalThis.WebSocket ??= NodeWebSocket as unknown as typeof WebSocket;
  dataDir = mkdtempSync(join(tmpdir(), 'cart-api-'));
  const backendPackage = '@giftshop/backend';
  const { startBackend } = (await import(backendPackage)) as {
    startBackend(options: Record<string, unknown>): Promise<Backend>;
  };
  backend = await startBackend({ port: 0, dataDir, reset: true, quiet: true });
  expect(configureShop({ supabase: { url: backend.url, anonKey: backend.anonKey } }).supabase.url).toBe(backend.url);
  const product = await insert('products', { sku: 'CART-TEST-MUG', name: 'Cart Test Mug', price: 18.5 });
  const productId = Number(product.id);
  await insert('product_variants', {
    product_id: productId,
    variant_sku: 'CART-V-11',
    option3: 'White',
    variant_name: '11 oz',
    price: 18.5,
  });
  await insert('product_variants', {
    product_id: productId,
    variant_sku: 'CART-V-15',
    option3: 'White',
    variant_name: '15 oz',
    price: 24,
  });
  await insert('product_variants', {
    product_id: productId,
    variant_sku: 'CART-V-OLD',
    option3: 'White',
    variant_name: 'Retired',
    price: 30,
    is_active: false,
  });
  await insert('designs', {
    design_code: 'CART-D',
    design_name: 'Cart Test Design',
    personalization_options: { fields: [{ key: 'name', label: 'Name', maxLength: 20 }] },
  });
});

afterAll(async () => {
  await backend?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('quoteCart (the server quotes the cart)', () => {
  it('quotes the cart at today’s prices, with shipping and the free-shipping rule, and nothing changed', async () => {
    const quote = await quoteCart([line({ quantity: 2 })]);
    expect(quote).toMatchObject({
      subtotal: 37,
      shipping: 6.95,
      discount: 0,
      total: 43.95,
      freeShippingThreshold: 75,
      remainingForFree: 38,
      freeShipping: false,
    });
    expect(quote.lines.get('line')).toEqual({ unitPrice: 18.5, lineTotal: 37, problem: null });
    expect(quote.changed.size).toBe(0);
    expect(quote.unavailable.size).toBe(0);
  });

  it('ships free from the threshold on', async () => {
    const quote = await quoteCart([line({ variantSku: 'CART-V-15', price: 24, quantity: 4 })]);
    expect(quote).toMatchObject({ subtotal: 96, shipping: 0, total: 96, freeShipping: true, progress: 1 });
  });

  it('says free shipping only for the method that ships free: Express over the threshold is charged, and no amount to add', async () => {
    // QA sweep H-f: checkout said "Your order ships free" while charging $14.95 for Express
    const big = [line({ variantSku: 'CART-V-15', price: 24, quantity: 4 })];
    expect(await quoteCart(big, { shipping_method: 'express' })).toMatchObject({
      subtotal: 96,
      shipping: 14.95,
      total: 110.95,
      shippingMethod: { code: 'express', name: 'Express' },
      freeShipping: false,
      remainingForFree: null,
    });
    expect(await quoteCart([line({})], { shipping_method: 'express' })).toMatchObject({
      freeShipping: false,
      remainingForFree: null,
    });
    expect(await quoteCart(big)).toMatchObject({ shippingMethod: { code: 'standard', name: 'Standard' } });
  });

  it('reports a line whose price changed since it was added, with today’s price, and counts today’s', async () => {
    const quote = await quoteCart([line({ id: 'a' }), line({ id: 'b', variantSku: 'CART-V-15', price: 19.99 })]);
    expect([...quote.changed]).toEqual([['b', 24]]);
    expect(quote.subtotal).toBe(42.5);
  });

  it('reports lines that can no longer be ordered, with the server’s reason, and leaves them out of the total', async () => {
    const quote = await quoteCart([
      line({ id: 'old', variantSku: 'CART-V-OLD' }),
      line({ id: 'gone', variantSku: "NO-SUCH' or 1=1 --" }),
      line({ id: 'ok' }),
    ]);
    expect([...quote.unavailable.keys()]).toEqual(['old', 'gone']);
    expect(quote.unavailable.get('gone')).toBe('This item is no longer sold.');
    expect(quote).toMatchObject({ subtotal: 18.5, total: 25.45 });
  });

  it('says an empty cart is empty (the drawer asks nothing for one)', async () => {
    await expect(quoteCart([])).rejects.toThrow('Your cart is empty.');
  });
});

/** How the signed-in shopper's order is paid and shipped, and whether it is placed, as the orders table keeps it. */
async function orderRow(orderNumber: string) {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('orders')
    .select('payment_method, payment_state, shipping_method, total, status')
    .eq('order_number', orderNumber)
    .single();
  expect(error).toBeNull();
  return data!;
}

/** Whether the signed-in shopper's order is placed or cancelled, and its card payment's state. */
const orderState = async (orderNumber: string) => {
  const { status, payment_state } = await orderRow(orderNumber);
  return { status, payment_state };
};

/** The provider's webhook says the card order is paid (as payment-webhook records it, with the service role). */
async function markPaid(orderNumber: string) {
  const supabase = await getSupabase();
  const { data: row } = await supabase.from('orders').select('id, total').eq('order_number', orderNumber).single();
  const response = await fetch(`${backend.url}/rest/v1/rpc/record_payment_event`, {
    method: 'POST',
    headers: {
      apikey: backend.serviceKey,
      Authorization: `Bearer ${backend.serviceKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      event_id: `evt_${crypto.randomUUID()}`,
      provider: 'test',
      event_type: 'succeeded',
      order_number: orderNumber,
      payment_reference: `pi_${row!.id}`,
      amount_cents: Math.round(Number(row!.total) * 100),
      currency: 'usd',
    }),
  });
  expect(response.status).toBe(200);
}

describe('placeOrder', () => {
  /** As checkout places it once "I have checked the spelling" is ticked: with the fingerprint of the proof shown. */
  const place = async (input: Parameters<typeof placeOrder>[0]) =>
    placeOrder({
      ...input,
      details: { proof_fingerprint: (await fetchOrderProof(input.items)).fingerprint ?? undefined, ...input.details },
    });
  // each call is a new attempt to order, unless a test repeats one on purpose
  const order = {
    shipping,
    payment: { method: 'pay_on_delivery' as const },
    quotedTotal: 25.45,
    get idempotencyKey() {
      return crypto.randomUUID();
    },
  };

  it('refuses, without a request, a line that lost its options', async () => {
    await expect(placeOrder({ ...order, items: [line({ designCode: undefined })] })).rejects.toThrow(
      'Cart Test Mug is missing its options. Remove it from your cart and add it again from its page.',
    );
  });

  it('asks a signed-out shopper (a guest) for their e-mail address, in words they can act on', async () => {
    const error = await placeOrder({ ...order, items: [line({})] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OrderError);
    expect((error as Error).message).toBe('Enter your e-mail address, so we can send you your order.');
  });

  it('places a signed-in shopper’s order at the server’s prices, and finds it again by number', async () => {
    const supabase = await getSupabase();
    const email = `cart-api-${Date.now()}@example.com`;
    const { error } = await supabase.auth.signUp({ email, password: 'gift-wrap-42' });
    expect(error).toBeNull();
    // The cart says 1.00 for the mug: the server charges 18.50; 2 × 24 for the 15 oz.
    const placed = await place({
      ...order,
      items: [line({ price: 1, quantity: 1 }), line({ id: 'b', variantSku: 'CART-V-15', quantity: 2 })],
      quotedTotal: 73.45,
    });
    expect(placed).toMatchObject({ subtotal: 66.5, shipping: 6.95, total: 73.45, status: 'placed' });
    expect(placed.orderNumber).toMatch(/^KL-\d+$/);
    expect(await fetchPlacedOrder(placed.orderNumber)).toMatchObject({ orderNumber: placed.orderNumber, total: 73.45 });
  });

  it('sends the gift message as the server keeps it: its lines, and no NUL to make the order fail', async () => {
    const placed = await place({
      ...order,
      items: [line({})],
      details: { gift_message: 'Dear Anna,\r\n\r\n\r\nHappy\u0000 birthday\u202e <b>x</b>' },
    });
    expect(placed.giftMessage).toBe('Dear Anna,\n\nHappy birthday <b>x</b>');
  });

  it('keeps a group order’s name on the order, cleaned as the server keeps it, beside its other lines (QA sweep #14, H-h)', async () => {
    const team = { id: 'group-1', name: 'Tigers\u0000 \u202eU12\u202c <b>shirts</b>' };
    const placed = await place({
      ...order,
      items: [
        line({ id: 'ava', group: team, customization: { Color: 'White', personalizationText: 'Ava' } }),
        line({ id: 'own' }),
        line({ id: 'ben', group: team, quantity: 2, customization: { Color: 'White', personalizationText: 'Ben' } }),
      ],
      quotedTotal: 80.95,
    });
    // every line: the group where its first line is, the line on its own after it (the confirmation listed only
    // the group)
    const [group, own, ...more] = await fetchPlacedOrderLines(placed.orderNumber, null);
    expect(more).toEqual([]);
    expect(group).toMatchObject({ kind: 'group', name: 'Tigers U12 <b>shirts</b>', itemCount: 3 });
    expect(group!.kind === 'group' && group!.lines.map((l) => [l.personalization, l.quantity, l.group])).toEqual([
      ['Ava', 1, 'Tigers U12 <b>shirts</b>'],
      ['Ben', 2, 'Tigers U12 <b>shirts</b>'],
    ]);
    expect(own).toMatchObject({ kind: 'line', line: { name: 'Cart Test Mug', quantity: 1, personalization: 'Gran' } });
    // an order without a group: its line on its own
    const plain = await place({ ...order, items: [line({})] });
    expect(await fetchPlacedOrderLines(plain.orderNumber, null)).toMatchObject([
      { kind: 'line', line: { name: 'Cart Test Mug', quantity: 1 } },
    ]);
  });

  it('answers a repeat of the same attempt (double click, retry) with the same order', async () => {
    const attempt = { ...order, items: [line({})], idempotencyKey: crypto.randomUUID() };
    const [first, second] = await Promise.all([place(attempt), place(attempt)]);
    expect(second.orderNumber).toBe(first.orderNumber);
    expect((await place(attempt)).orderNumber).toBe(first.orderNumber);
    const next = await place({ ...attempt, idempotencyKey: crypto.randomUUID() });
    expect(next.orderNumber).not.toBe(first.orderNumber);
  });

  it('places what was chosen after Back from the pay page: a card order waiting for payment keeps its key for itself alone', async () => {
    // checkout's attempt (placeOrderAttempt.ts): the card order is placed and waits on the pay page; the shopper
    // goes Back, chooses pay on delivery and express, and places again (the same key answered with the unpaid card
    // order at standard shipping, which checkout then confirmed as placed and emptied the cart)
    const items = [line({})];
    const proof = (await fetchOrderProof(items)).fingerprint ?? undefined;
    const byCard = { ...order, items, payment: { method: 'card' as const }, details: { proof_fingerprint: proof } };
    const card = await placeOrderAttempt(byCard);
    expect(await orderRow(card.placed.orderNumber)).toEqual({
      payment_method: 'card',
      payment_state: 'awaiting_payment',
      shipping_method: 'standard',
      total: 25.45,
      status: 'placed',
    });
    keepOrderAttempt(card.request, card.placed.orderNumber);
    // the same request again (Back, then Place Order unchanged) is the same order, to be paid
    expect((await placeOrderAttempt(byCard)).placed.orderNumber).toBe(card.placed.orderNumber);
    const onDelivery = {
      ...byCard,
      payment: { method: 'pay_on_delivery' as const },
      quotedTotal: 33.45,
      details: { ...byCard.details, shipping_method: 'express' },
    };
    const { placed } = await placeOrderAttempt(onDelivery);
    expect(placed.orderNumber).not.toBe(card.placed.orderNumber);
    expect(await orderRow(placed.orderNumber)).toEqual({
      payment_method: 'pay_on_delivery',
      payment_state: null,
      shipping_method: 'express',
      total: 33.45,
      status: 'placed',
    });
    // and that attempt answers its own repeats with itself
    expect((await placeOrderAttempt(onDelivery)).placed.orderNumber).toBe(placed.orderNumber);
    finishOrderAttempt();
    // the card order it left is cancelled, nothing charged: My Orders no longer offers Pay now for it (it stayed
    // awaiting payment until it expired)
    expect(await orderState(card.placed.orderNumber)).toEqual({ status: 'cancelled', payment_state: 'cancelled' });
    expect(await orderState(placed.orderNumber)).toEqual({ status: 'placed', payment_state: null });
  });

  it('leaves a card order the shopper paid meanwhile (another tab) as it is, and still places the new one', async () => {
    const items = [line({})];
    const proof = (await fetchOrderProof(items)).fingerprint ?? undefined;
    const byCard = { ...order, items, payment: { method: 'card' as const }, details: { proof_fingerprint: proof } };
    const card = await placeOrderAttempt(byCard);
    keepOrderAttempt(card.request, card.placed.orderNumber);
    await markPaid(card.placed.orderNumber);
    const { placed } = await placeOrderAttempt({ ...byCard, payment: { method: 'pay_on_delivery' as const } });
    finishOrderAttempt();
    expect(placed.orderNumber).not.toBe(card.placed.orderNumber);
    expect(await orderState(card.placed.orderNumber)).toEqual({ status: 'placed', payment_state: 'paid' });
  });

  it('places the same cart again once the order its attempt placed was cancelled (not the cancelled one again)', async () => {
    const items = [line({})];
    const proof = (await fetchOrderProof(items)).fingerprint ?? undefined;
    const byCard = { ...order, items, payment: { method: 'card' as const }, details: { proof_fingerprint: proof } };
    const first = await placeOrderAttempt(byCard);
    keepOrderAttempt(first.request, first.placed.orderNumber);
    // the shopper cancels it on its page (or it expires unpaid), comes back and places the same cart
    const supabase = await getSupabase();
    expect((await supabase.rpc('cancel_order', { order_number: first.placed.orderNumber })).error).toBeNull();
    const again = await placeOrderAttempt(byCard);
    expect(again.placed.orderNumber).not.toBe(first.placed.orderNumber);
    expect(again.placed.status).toBe('placed');
    expect(await orderRow(again.placed.orderNumber)).toMatchObject({ payment_state: 'awaiting_payment' });
    // the new attempt answers its own repeats with itself
    keepOrderAttempt(again.request, again.placed.orderNumber);
    expect((await placeOrderAttempt(byCard)).placed.orderNumber).toBe(again.placed.orderNumber);
    finishOrderAttempt();
  });

  it('is refused, with the new total, when the total shown is no longer the server’s quote', async () => {
    const error = await place({ ...order, items: [line({ price: 1 })], quotedTotal: 7.95 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OrderError);
    expect((error as Error).message).toBe(
      'Your total is now $25.45, not $7.95. Please check your order and place it again.',
    );
  });

  it('rejects the whole order when one line cannot be ordered, with the server’s reason', async () => {
    const error = await place({
      ...order,
      items: [line({}), line({ id: 'old', variantSku: 'CART-V-OLD' })],
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OrderError);
    expect((error as Error).message).toBe('Line 2: This item is no longer sold.');
  });

  it('asks for the organisation when paying by invoice', async () => {
    const error = await placeOrder({ ...order, items: [line({})], payment: { method: 'invoice' } }).catch(
      (e: unknown) => e,
    );
    expect((error as Error).message).toMatch(/name yours/);
  });
});

describe('fetchPlacedOrder', () => {
  it('is null for an order the shopper cannot see', async () => {
    expect(await fetchPlacedOrder('KL-NO-SUCH')).toBeNull();
  });
});

describe('order payloads', () => {
  it('sends choices and quantities, never a price', () => {
    const payload = orderItemsPayload([line({ quantity: 3 })]);
    expect(payload).toEqual([
      {
        product_sku: 'CART-TEST-MUG',
        variant_sku: 'CART-V-11',
        design_code: 'CART-D',
        quantity: 3,
        personalization_text: 'Gran',
        options: { Color: 'White' },
      },
    ]);
    expect(JSON.stringify(payload)).not.toContain('18.5');
  });

  it('sends a group order’s name with each of its lines, cleaned; a line on its own sends none', () => {
    const [grouped, own] = orderItemsPayload([
      line({ group: { id: 'g', name: ' Team\u0000\u200b  A ' } }),
      line({ id: 'own' }),
    ]);
    expect(grouped).toMatchObject({ group_name: 'Team A' });
    expect(own).not.toHaveProperty('group_name');
  });

  it("sends a line's size as its own field, not as an option", () => {
    const [sized] = orderItemsPayload([
      line({ customization: { Color: 'White', Size: '2XL', personalizationText: 'Gran' } }),
    ]);
    expect(sized).toMatchObject({ size: '2XL', options: { Color: 'White' } });
  });

  it('reads an order row, and refuses one without a number', () => {
    const row = { order_number: 'KL-1', created_at: '2026-11-23T10:00:00Z', status: 'placed' };
    expect(toPlacedOrder({ ...row, subtotal: 20, shipping: 6.95, total: 26.95 })).toEqual({
      orderNumber: 'KL-1',
      subtotal: 20,
      shipping: 6.95,
      total: 26.95,
      status: 'placed',
      createdAt: '2026-11-23T10:00:00Z',
    });
    expect(() => toPlacedOrder({ ...row, order_number: '', subtotal: 0, shipping: 0, total: 5 })).toThrow(OrderError);
  });
});

describe('a guest’s order lines', () => {
  it('are read through the order’s private token, as the confirmation reads them (QA sweep #14, H-h)', async () => {
    const supabase = await getSupabase();
    await supabase.auth.signOut();
    const items = [line({ group: { id: 'g', name: 'Choir robes' } }), line({ id: 'own' })];
    const placed = await placeOrder({
      items,
      shipping,
      payment: { method: 'pay_on_delivery' },
      quotedTotal: 43.95,
      idempotencyKey: crypto.randomUUID(),
      details: {
        email: `guest-${Date.now()}@example.com`,
        proof_fingerprint: (await fetchOrderProof(items)).fingerprint ?? undefined,
      },
    });
    expect(placed.guestToken).toMatch(/^[0-9a-f]{64}$/);
    const entries = await fetchPlacedOrderLines(placed.orderNumber, placed.guestToken!);
    expect(entries.map((e) => (e.kind === 'group' ? [e.name, e.itemCount, e.lines.length] : e.line.name))).toEqual([
      ['Choir robes', 1, 1],
      'Cart Test Mug',
    ]);
    // another token reads nothing
    expect(await fetchPlacedOrderLines(placed.orderNumber, 'f'.repeat(64))).toEqual([]);
    // nor does its token under another order's number (each read of a guest's order checks both: fetchGuestOrder)
    expect(await fetchPlacedOrderLines('KL-1', placed.guestToken!)).toEqual([]);
    // the order itself, as the confirmation reads it again after a reload (it showed only the number and the link)
    expect(await fetchPlacedOrder(placed.orderNumber, placed.guestToken!)).toMatchObject({
      orderNumber: placed.orderNumber,
      subtotal: 37,
      shipping: 6.95,
      total: 43.95,
    });
    expect(await fetchPlacedOrder(placed.orderNumber, 'f'.repeat(64))).toBeNull();
    expect(await fetchPlacedOrder('KL-1', placed.guestToken!)).toBeNull();
    expect(await fetchPlacedOrder(placed.orderNumber, '<script>'.repeat(30))).toBeNull();
  });
});

describe('a guest’s card order left for another choice', () => {
  it('is cancelled with its private token when the guest places the changed order (Back from the pay page)', async () => {
    const supabase = await getSupabase();
    await supabase.auth.signOut();
    const items = [line({})];
    const byCard = {
      items,
      shipping,
      payment: { method: 'card' as const },
      quotedTotal: 25.45,
      details: {
        email: `guest-card-${Date.now()}@example.com`,
        proof_fingerprint: (await fetchOrderProof(items)).fingerprint ?? undefined,
      },
    };
    const card = await placeOrderAttempt(byCard);
    // as checkout keeps it for the pay page: the attempt, and the private token (placedOrders)
    keepOrderAttempt(card.request, card.placed.orderNumber);
    rememberPlacedOrder(card.placed);
    const { placed } = await placeOrderAttempt({ ...byCard, payment: { method: 'pay_on_delivery' as const } });
    finishOrderAttempt();
    expect(placed.orderNumber).not.toBe(card.placed.orderNumber);
    const left = await fetchGuestOrder(card.placed.orderNumber, card.placed.guestToken!);
    expect(left?.order).toMatchObject({ status: 'cancelled', payment_state: 'cancelled' });
    const kept = await fetchGuestOrder(placed.orderNumber, placed.guestToken!);
    expect(kept?.order).toMatchObject({ status: 'placed', payment_method: 'pay_on_delivery' });
  });
});

describe('when the backend is down', () => {
  it('says the shop could not be reached', async () => {
    await backend.stop();
    const error = await quoteCart([line({})]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OrderError);
    expect((error as Error).message).toMatch(/couldn't reach the shop/);
  });
});
