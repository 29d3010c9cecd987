// @vitest-environment node
/**
 * A guest order over the wire (issue 28, part 1): a visitor places an order
 * with supabase-js and no account, reads it back with the private token the
 * answer carries, and nothing with any other token; guesses at a token are
 * rate-limited per client address, by POST and by GET alike, like sign-in
 * (30 a minute by default); cancelling by the token (cancel_guest_order,
 * and checkout's cancel_unpaid_order) counts in the same bucket. The rules themselves are proved in the database
 * (guestCheckoutCases.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mugLine, shipping, withApprovedProof } from './orderFixtures';
import { startTestBackend, type TestBackend } from './testBackend';

let backend: TestBackend;
const line = mugLine('GOL');

beforeAll(async () => {
  backend = await startTestBackend();
  const { data: mug, error } = await backend.admin
    .from('products')
    .insert({ sku: 'GOL-MUG', name: 'Guest Link Mug', price: 20 })
    .select()
    .single();
  expect(error).toBeNull();
  await backend.admin.from('product_variants').insert([
    {
      product_id: mug.id,
      variant_sku: 'GOL-MUG-11',
      variant_name: '11 oz',
      option1: '11 oz',
      option3: 'White',
      price: 20,
    },
  ]);
  await backend.admin.from('designs').insert({
    design_name: 'Rose',
    design_code: 'GOL-ROSE',
    personalization_options: { fields: [{ key: 'text', label: 'Message', maxLength: 100 }] },
  });
});
afterAll(async () => {
  await backend?.destroy();
});

describe('a guest order by its private link', () => {
  it('is placed without an account and read back with its token only; guesses are limited', async () => {
    const visitor = backend.client();
    const items = [line('GOL-MUG-11')];
    const { data: placed, error } = await visitor.rpc('place_order', {
      items,
      shipping,
      payment_method: 'pay_on_delivery',
      idempotency_key: crypto.randomUUID(),
      details: await withApprovedProof(visitor, items, {
        email: 'guest.link@example.test',
        gift_message: '<b>Happy birthday!</b>',
      }),
    });
    expect(error).toBeNull();
    const token = (placed as { guest_token: string }).guest_token;
    expect(token).toMatch(/^[0-9a-f]{64}$/);

    const read = await visitor.rpc('guest_order', { token });
    expect(read.data).toMatchObject({
      order: {
        order_number: (placed as { order_number: string }).order_number,
        gift_message: '<b>Happy birthday!</b>',
      },
    });
    // the order is not in the table for a visitor
    expect((await visitor.from('orders').select('id')).error).not.toBeNull();
    // the guest cancels by the same token (before production starts), counted with the look-ups
    const cancelled = await visitor.rpc('cancel_guest_order', { token });
    expect(cancelled.error).toBeNull();
    expect(cancelled.data).toMatchObject({ order: { status: 'cancelled' } });

    // 27 more look-ups (30 in the minute with the two above and the GET below), each answered "no such order"
    for (let i = 0; i < 27; i++) {
      // one wrong character pair at the end, never the real token by chance
      const near = token.slice(0, 62) + i.toString(16).padStart(2, '0');
      const guess = await visitor.rpc('guest_order', { token: near === token ? token.slice(0, 62) + 'zz' : near });
      expect(guess).toMatchObject({ data: null, error: null });
    }
    const byGet = await backend.api(`/rest/v1/rpc/guest_order?token=${'0'.repeat(64)}`);
    expect(byGet.status).toBe(200);
    // the 31st, even with the right token, waits
    const over = await visitor.rpc('guest_order', { token });
    expect(over.status).toBe(429);
    expect(over.error).toMatchObject({ code: 'over_request_rate_limit' });
    expect((await backend.api(`/rest/v1/rpc/guest_order?token=${token}`)).status).toBe(429);
    // cancelling shares the bucket: no more guesses that way either
    expect((await visitor.rpc('cancel_guest_order', { token })).status).toBe(429);
    // and so does checkout's cancel of a card order left unpaid (cancel_unpaid_order takes the token too)
    const orderNumber = (placed as { order_number: string }).order_number;
    expect((await visitor.rpc('cancel_unpaid_order', { order_number: orderNumber, token })).status).toBe(429);
  });
});
