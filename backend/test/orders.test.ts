// @vitest-environment node
/**
 * place_order and the orders tables (issue 8), through the real supabase-js
 * client against the real embedded backend: prices come from the catalogue,
 * bad lines are refused, a failing line rolls the whole order back, and
 * nobody sees another shopper's orders.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../src/index';
import { mugLine, shipping, withApprovedProof } from './orderFixtures';

let backend: Awaited<ReturnType<typeof startBackend>>;
let dataDir: string;
let service: SupabaseClient;
const client = (key: string) =>
  createClient(backend.url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });

async function shopper(): Promise<SupabaseClient> {
  const supabase = client(backend.anonKey);
  const { error } = await supabase.auth.signUp({
    email: `orders-${crypto.randomUUID()}@example.test`,
    password: 'correct-horse-9',
  });
  expect(error).toBeNull();
  return supabase;
}

const line = mugLine('ORD');
/** A design that takes a message of up to 100 characters, in two colours. */
const rose = {
  design_name: 'Rose',
  design_code: 'ORD-ROSE',
  personalization_options: {
    fields: [{ key: 'text', label: 'Message', maxLength: 100, required: true }],
    fonts: ['Classic Serif'],
    colors: [{ name: 'Navy', hex: '#22385e' }],
  },
};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'orders-test-'));
  backend = await startBackend({ port: 0, dataDir, reset: true, quiet: true });
  service = client(backend.serviceKey);
  const { data: mug, error } = await service
    .from('products')
    .insert({ sku: 'ORD-MUG', name: 'Order Test Mug', price: 20 })
    .select()
    .single();
  expect(error).toBeNull();
  const { data: retired } = await service
    .from('products')
    .insert({ sku: 'ORD-OLD', name: 'Retired Sign', price: 30, is_active: false })
    .select()
    .single();
  for (const variant of [
    {
      product_id: mug.id,
      variant_sku: 'ORD-MUG-11',
      variant_name: '11 oz',
      option1: '11 oz',
      option3: 'White',
      price: 20,
      is_active: true,
    },
    {
      product_id: mug.id,
      variant_sku: 'ORD-MUG-15',
      variant_name: '15 oz',
      option1: '15 oz',
      option3: 'White',
      price: 42.5,
      is_active: true,
    },
    {
      product_id: mug.id,
      variant_sku: 'ORD-MUG-OFF',
      variant_name: 'Discontinued',
      option1: '11 oz',
      option3: 'White',
      price: 5,
      is_active: false,
    },
    {
      product_id: retired.id,
      variant_sku: 'ORD-OLD-1',
      variant_name: 'Old',
      option1: 'Old',
      option3: 'White',
      price: 30,
      is_active: true,
    },
  ]) {
    expect((await service.from('product_variants').insert(variant)).error).toBeNull();
  }
  expect((await service.from('designs').insert(rose)).error).toBeNull();
}, 120_000);

afterAll(async () => {
  await backend?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** place_order as the checkout sends it: with the proof of its personalized lines approved (order_proof's fingerprint). */
async function placeOrder(
  supabase: SupabaseClient,
  args: { items: unknown[]; shipping: unknown; payment_method: string },
) {
  return supabase.rpc('place_order', { ...args, details: await withApprovedProof(supabase, args.items) });
}

describe('place_order', () => {
  it('prices every line from the catalogue and ignores prices sent by the browser', async () => {
    const supabase = await shopper();
    const { data, error } = await placeOrder(supabase, {
      items: [line('ORD-MUG-11', 2, { price: 0.01, unit_price: 0.01, line_total: 0.02 })],
      shipping: { ...shipping, subtotal: 0 },
      payment_method: 'pay_on_delivery',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ subtotal: 40, shipping: 6.95, total: 46.95, status: 'placed' });
    expect(data.order_number).toMatch(/^KL-\d+$/);
    const { data: items } = await supabase.from('order_items').select('*').eq('order_id', data.id);
    expect(items).toEqual([
      expect.objectContaining({
        variant_sku: 'ORD-MUG-11',
        quantity: 2,
        unit_price: 20,
        line_total: 40,
        personalization_text: 'For Grandma Rose',
      }),
    ]);
  });

  it('ships free at $75 and above', async () => {
    const supabase = await shopper();
    const { data } = await placeOrder(supabase, {
      items: [line('ORD-MUG-15', 2)],
      shipping,
      payment_method: 'pay_on_delivery',
    });
    expect(data).toMatchObject({ subtotal: 85, shipping: 0, total: 85 });
  });

  it.each([
    ['an inactive variant', line('ORD-MUG-OFF'), /no longer sold/],
    ['an inactive product', line('ORD-OLD-1', 1, { product_sku: 'ORD-OLD' }), /no longer sold/],
    ['a variant of another product', line('ORD-OLD-1'), /no longer sold|does not belong/],
    ['a variant that does not exist', line('NOPE'), /no longer sold/],
    ['a quantity of 0', line('ORD-MUG-11', 0), /1 to 99/],
    ['a quantity of 100', line('ORD-MUG-11', 100), /1 to 99/],
    [
      'personalization over 100 characters',
      line('ORD-MUG-11', 1, { personalization_text: 'x'.repeat(101) }),
      /at most 100/,
    ],
  ])('refuses %s', async (_, item, message) => {
    const supabase = await shopper();
    const { data, error } = await placeOrder(supabase, {
      items: [item],
      shipping,
      payment_method: 'pay_on_delivery',
    });
    expect(data).toBeNull();
    expect(error?.message).toMatch(message);
  });

  it('rolls back the whole order when one line fails', async () => {
    const supabase = await shopper();
    const { error } = await placeOrder(supabase, {
      items: [line('ORD-MUG-11', 1), line('ORD-MUG-OFF', 1)],
      shipping,
      payment_method: 'pay_on_delivery',
    });
    expect(error?.message).toMatch(/Line 2/);
    const { data: orders } = await supabase.from('orders').select('id');
    expect(orders).toEqual([]);
  });

  it('refuses a missing address, an unknown payment method and an invoice without an organisation', async () => {
    const supabase = await shopper();
    const items = [line('ORD-MUG-11')];
    expect(
      (await placeOrder(supabase, { items, shipping: { ...shipping, line1: ' ' }, payment_method: 'invoice' })).error
        ?.message,
    ).toMatch(/street address/);
    expect((await placeOrder(supabase, { items, shipping, payment_method: 'bitcoin' })).error?.message).toMatch(
      /payment method/,
    );
    expect((await placeOrder(supabase, { items, shipping, payment_method: 'invoice' })).error?.message).toMatch(
      /organization/,
    );
    const invoiced = await placeOrder(supabase, {
      items,
      shipping: { ...shipping, organisation: 'Lincoln Elementary PTA' },
      payment_method: 'invoice',
    });
    expect(invoiced.data).toMatchObject({ payment_method: 'invoice', organisation: 'Lincoln Elementary PTA' });
  });

  it('needs a signed-in shopper', async () => {
    const { data, error } = await placeOrder(client(backend.anonKey), {
      items: [line('ORD-MUG-11')],
      shipping,
      payment_method: 'pay_on_delivery',
    });
    expect(data).toBeNull();
    expect(error).not.toBeNull();
  });
});

describe('orders are private', () => {
  it("keeps one shopper's orders invisible to another and to visitors", async () => {
    const ann = await shopper();
    const bob = await shopper();
    const placed = await placeOrder(ann, {
      items: [line('ORD-MUG-11')],
      shipping,
      payment_method: 'pay_on_delivery',
    });
    expect(placed.error).toBeNull();
    expect((await ann.from('orders').select('order_number')).data).toEqual([
      { order_number: placed.data.order_number },
    ]);
    expect((await bob.from('orders').select('*')).data).toEqual([]);
    expect((await bob.from('order_items').select('*')).data).toEqual([]);
    expect((await client(backend.anonKey).from('orders').select('*')).error).not.toBeNull();
  });

  it('cannot be written directly, only through place_order', async () => {
    const ann = await shopper();
    const { data: user } = await ann.auth.getUser();
    const forged = await ann.from('orders').insert({
      user_id: user.user!.id,
      shipping_name: 'x',
      shipping_line1: 'x',
      shipping_city: 'x',
      shipping_postal_code: 'x',
      shipping_country: 'x',
      payment_method: 'invoice',
      subtotal: 0,
      shipping: 0,
      total: 0,
    });
    expect(forged.error).not.toBeNull();
  });
});

describe('price_cart', () => {
  it("quotes the cart at the server's prices without placing anything", async () => {
    const { data, error } = await client(backend.anonKey).rpc('price_cart', {
      items: [line('ORD-MUG-15', 1, { price: 1 }), line('ORD-MUG-OFF')],
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ subtotal: 42.5, shipping: 6.95, total: 49.45 });
    expect(data.lines[0]).toMatchObject({ unit_price: 42.5, problem: null });
    expect(data.lines[1].problem).toMatch(/no longer sold/);
  });
});
