// @vitest-environment node
/**
 * Reviews from verified buyers, attacked over the wire (issue 30, part 2):
 * every rule of reviewsCases.ts tried again through the real supabase-js
 * client against the real backend, as a visitor, a shopper who bought
 * nothing, and a shopper who bought something else would try it.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mugLine, shipping, withApprovedProof } from './orderFixtures';
import { startTestBackend, uniqueEmail, type TestBackend } from './testBackend';

let backend: TestBackend;
let buyer: SupabaseClient;
let otherBuyer: SupabaseClient;
let nonBuyer: SupabaseClient;
const productIds: Record<string, number> = {};
const lineIds: Record<string, number> = {};

async function addMug(prefix: string) {
  const { data: mug, error } = await backend.admin
    .from('products')
    .insert({ sku: `${prefix}-MUG`, name: `Review ${prefix} Mug`, price: 20 })
    .select()
    .single();
  expect(error).toBeNull();
  productIds[prefix] = mug.id;
  await backend.admin.from('product_variants').insert({
    product_id: mug.id,
    variant_sku: `${prefix}-MUG-11`,
    variant_name: '11 oz',
    option1: '11 oz',
    option3: 'White',
    price: 20,
  });
  await backend.admin.from('designs').insert({
    design_name: 'Rose',
    design_code: `${prefix}-ROSE`,
    personalization_options: { fields: [{ key: 'text', label: 'Message', maxLength: 100 }] },
  });
}

async function signedUp(): Promise<SupabaseClient> {
  const shopper = backend.client();
  const { data, error } = await shopper.auth.signUp({ email: uniqueEmail('reviewer'), password: 'correct-horse-9' });
  expect(error).toBeNull();
  expect(data.session).not.toBeNull();
  return shopper;
}

/** Places an order of one mug, paid on delivery; the shop delivers it (so it may be reviewed) unless told not to. */
async function buy(shopper: SupabaseClient, prefix: string, deliver = true): Promise<number> {
  const items = [mugLine(prefix)(`${prefix}-MUG-11`)];
  const { data: order, error } = await shopper.rpc('place_order', {
    items,
    shipping,
    payment_method: 'pay_on_delivery',
    idempotency_key: crypto.randomUUID(),
    details: await withApprovedProof(shopper, items),
  });
  expect(error).toBeNull();
  const placed = order as { id: number; order_number: string };
  if (deliver) {
    const delivered = await backend.admin.rpc('set_order_status', {
      order_number: placed.order_number,
      status: 'delivered',
      tracking_number: `1Z${placed.order_number.replace(/\D/g, '')}`,
    });
    expect(delivered.error).toBeNull();
  }
  const { data: lines } = await backend.admin.from('order_items').select('id').eq('order_id', placed.id);
  return lines![0]!.id;
}

const review = { stars: 5, title: 'Lovely lettering', body: 'The name came out crisp and straight.' };

beforeAll(async () => {
  backend = await startTestBackend();
  await addMug('RVA');
  await addMug('RVB');
  buyer = await signedUp();
  otherBuyer = await signedUp();
  nonBuyer = await signedUp();
  lineIds.RVA = await buy(buyer, 'RVA');
  lineIds.RVB = await buy(otherBuyer, 'RVB');
}, 300_000);

afterAll(async () => {
  await backend?.destroy();
});

describe('who may review what, through supabase-js', () => {
  it('refuses a visitor, a shopper who bought nothing, and a shopper reviewing a line someone else bought', async () => {
    const visitor = await backend.client().rpc('write_review', { order_item: lineIds.RVA, ...review });
    expect(visitor.error).not.toBeNull();

    const stranger = await nonBuyer.rpc('write_review', { order_item: lineIds.RVA, ...review });
    expect(stranger.error).toMatchObject({ message: 'Only the shopper who bought this item can review it.' });

    const otherLine = await otherBuyer.rpc('write_review', { order_item: lineIds.RVA, ...review });
    expect(otherLine.error).toMatchObject({ message: 'Only the shopper who bought this item can review it.' });

    // the buyer's own line of an order not delivered (so, on delivery, not paid) yet: refused, saying why
    const undelivered = await buyer.rpc('write_review', { order_item: await buy(buyer, 'RVA', false), ...review });
    expect(undelivered.error).toMatchObject({
      code: '42501',
      message: 'You can review this gift once it has been delivered.',
    });

    const { count } = await backend.admin
      .from('reviews')
      .select('id', { count: 'exact', head: true })
      .in('product_id', Object.values(productIds));
    expect(count).toBe(0);
  });

  it('takes the product from the line: a forged product id cannot be written, inserted or moved to', async () => {
    const written = await buyer.rpc('write_review', { order_item: lineIds.RVA, ...review });
    expect(written.error).toBeNull();
    expect(written.data).toMatchObject({ product_id: productIds.RVA, stars: 5 });

    const inserted = await buyer.from('reviews').insert({
      order_item_id: lineIds.RVA,
      product_id: productIds.RVB,
      user_id: (await buyer.auth.getUser()).data.user!.id,
      author_name: 'A. B.',
      stars: 5,
      title: 'Forged',
      body: 'A review of a product I did not buy.',
    });
    expect(inserted.error).not.toBeNull();

    const moved = await buyer
      .from('reviews')
      .update({ product_id: productIds.RVB, stars: 1 })
      .eq('id', (written.data as { id: number }).id);
    expect(moved.error).not.toBeNull();

    const { data: rows } = await backend.admin
      .from('reviews')
      .select('product_id, stars')
      .in('product_id', Object.values(productIds));
    expect(rows).toEqual([{ product_id: productIds.RVA, stars: 5 }]);
  });

  it('edits the first review when a line is reviewed twice, and leaves one per line', async () => {
    const again = await buyer.rpc('write_review', { order_item: lineIds.RVA, ...review, stars: 3 });
    expect(again.error).toBeNull();
    expect(again.data).toMatchObject({ stars: 3 });
    const { data: rows } = await backend.admin
      .from('reviews')
      .select('stars, edited_at')
      .eq('order_item_id', lineIds.RVA);
    expect(rows).toHaveLength(1);
    expect(rows![0]!.stars).toBe(3);
    expect(rows![0]!.edited_at).not.toBeNull();
    const { data: rating } = await backend.admin
      .from('products')
      .select('rating, review_count')
      .eq('id', productIds.RVA)
      .single();
    expect(rating).toEqual({ rating: 3, review_count: 1 });
  });

  it("lets nobody delete another shopper's review", async () => {
    const { data: before } = await backend.admin.from('reviews').select('id').eq('order_item_id', lineIds.RVA).single();
    await otherBuyer.from('reviews').delete().eq('id', before!.id);
    await nonBuyer.from('reviews').delete().eq('id', before!.id);
    await backend.client().from('reviews').delete().eq('id', before!.id);
    const { count } = await backend.admin
      .from('reviews')
      .select('id', { count: 'exact', head: true })
      .eq('id', before!.id);
    expect(count).toBe(1);
  });

  it('shows a visitor published reviews only: a hidden review is not read by anon', async () => {
    const visitor = backend.client();
    const published = await visitor.from('reviews').select('title').eq('product_id', productIds.RVA);
    expect(published.data).toEqual([{ title: 'Lovely lettering' }]);

    await backend.admin.from('reviews').update({ status: 'hidden' }).eq('product_id', productIds.RVA);
    const hidden = await visitor.from('reviews').select('title').eq('product_id', productIds.RVA);
    expect(hidden.error).toBeNull();
    expect(hidden.data).toEqual([]);
    const byOther = await otherBuyer.from('reviews').select('title').eq('product_id', productIds.RVA);
    expect(byOther.data).toEqual([]);
  });
});
