// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import { configureShop, getSupabase } from '@giftshop/shared';
import { insertAsService } from '@giftshop/shared/testing';
import { fetchLineToReview, writeReview } from './reviewsApi';

/**
 * The review form's write against the real embedded backend, through the real
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
let lineId: number;

const insert = async (table: string, row: object) => (await insertAsService(backend, table, row))[0]!;

beforeAll(async () => {
  globalThis.WebSocket ??= NodeWebSocket as unknown as typeof WebSocket;
  dataDir = mkdtempSync(join(tmpdir(), 'reviews-api-'));
  const backendPackage = '@giftshop/backend';
  const { startBackend } = (await import(backendPackage)) as {
    startBackend(options: Record<string, unknown>): Promise<Backend>;
  };
  backend = await startBackend({ port: 0, dataDir, reset: true, quiet: true });
  expect(configureShop({ supabase: { url: backend.url, anonKey: backend.anonKey } }).supabase.url).toBe(backend.url);
  // the account through the auth API without the shop client's 5 s server limit (sign-up hashes a password,
  // slow on a busy machine), then its session in the shop's one client, as after a sign-in
  const response = await fetch(`${backend.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `reviews.api.${Date.now()}@example.test`,
      password: 'correct-horse-9',
      data: { first_name: 'Ada', last_name: 'Lovelace' },
    }),
  });
  expect(response.status).toBe(200);
  const data = (await response.json()) as { access_token: string; refresh_token: string; user: { id: string } };
  const supabase = await getSupabase();
  const { error } = await supabase.auth.setSession(data);
  expect(error).toBeNull();
  const product = await insert('products', { sku: 'REVIEW-API-MUG', name: 'Review API Mug', price: 20 });
  // a delivered order, paid on delivery: a line the shopper may review
  const order = await insert('orders', {
    user_id: data.user.id,
    status: 'delivered',
    shipping_name: 'Ada Lovelace',
    shipping_line1: '1 Lane',
    shipping_city: 'Town',
    shipping_postal_code: '12345',
    shipping_country: 'US',
    payment_method: 'pay_on_delivery',
    subtotal: 20,
    shipping: 0,
    total: 20,
  });
  const line = await insert('order_items', {
    order_id: order.id,
    product_id: product.id,
    product_name: 'Review API Mug',
    variant_sku: 'REVIEW-API-V',
    variant_name: '11 oz Classic / Single-Sided / Navy',
    // as an order line keeps them: the option groups by their stored names, the lettering, a hostile value
    options: { Colour: 'Navy', Style: '11 oz Classic', Printing: 'Single-Sided', font: 'Serif', Design: '<b>x</b>' },
    quantity: 1,
    unit_price: 20,
    line_total: 20,
  });
  lineId = Number(line.id);
}, 120_000);

afterAll(async () => {
  await backend?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('fetchLineToReview', () => {
  it('reads the line with its options named as every page names them (QA sweep H-i, #3)', async () => {
    const line = await fetchLineToReview(lineId);
    expect(line).toMatchObject({ orderItemId: lineId, productName: 'Review API Mug', cannotReview: null });
    expect(line!.options.map(({ label, value }) => `${label}: ${value}`)).toEqual([
      'Style: 11 oz Classic',
      'Printing: Single-Sided',
      'Color: Navy',
      'Design: <b>x</b>',
      'Lettering: Serif',
    ]);
  });

  it('answers nothing for a line that does not exist (an id past the last, a negative one)', async () => {
    expect(await fetchLineToReview(lineId + 1000)).toBeNull();
    expect(await fetchLineToReview(-1)).toBeNull();
  });
});

describe('writeReview', () => {
  it('sends the title and body as the server keeps them: a NUL never makes the review fail', async () => {
    const review = await writeReview(lineId, {
      stars: 5,
      title: 'Lovely\u0000 mug\u202e',
      body: 'Dear\u0000 team,\r\n\r\n\r\nThe name came out crisp.',
      boughtAsGift: false,
    });
    expect(review).toMatchObject({ stars: 5, title: 'Lovely mug', body: 'Dear team,\n\nThe name came out crisp.' });
  });
});
