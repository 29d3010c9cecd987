// @vitest-environment node
/**
 * A guest order over the wire (issue 28, part 1): a visitor places an order
 * with supabase-js and no account, reads it back with the private token the
 * answer carries, and nothing with any other token, by POST and by GET alike.
 * Look-ups are not rate-limited, as on hosted Supabase (whose API limits no
 * read per client): a token is 256 bits (SHA-256 of a secret and the order's
 * key), so no number of guesses finds one, and each costs one index read. The
 * embedded backend's HTTP bucket for them is gone with the other REST buckets
 * (the shop's write limits are the database's, 20250609055000_write_limits.sql).
 * The rules themselves are proved in the database (guestCheckoutCases.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestMugOverApi, mugLine, shipping, withApprovedProof } from './orderFixtures';
import { startTestBackend, type TestBackend } from './testBackend';

let backend: TestBackend;
const line = mugLine('GOL');

beforeAll(async () => {
  backend = await startTestBackend();
  await insertTestMugOverApi(backend.admin, 'GOL', 'Guest Link Mug');
});
afterAll(async () => {
  await backend?.destroy();
});

describe('a guest order by its private link', () => {
  it('is placed without an account and read back with its token only; guesses find nothing', async () => {
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
    // the guest cancels by the same token (before production starts)
    const cancelled = await visitor.rpc('cancel_guest_order', { token });
    expect(cancelled.error).toBeNull();
    expect(cancelled.data).toMatchObject({ order: { status: 'cancelled' } });

    // 40 guesses, each answered "no such order", by POST and by GET; the right token still reads the order
    for (let i = 0; i < 40; i++) {
      // one wrong character pair at the end, never the real token by chance
      const near = token.slice(0, 62) + i.toString(16).padStart(2, '0');
      const guess = await visitor.rpc('guest_order', { token: near === token ? token.slice(0, 62) + 'zz' : near });
      expect(guess).toMatchObject({ data: null, error: null });
    }
    const byGet = await backend.api(`/rest/v1/rpc/guest_order?token=${'0'.repeat(64)}`);
    expect(byGet.status).toBe(200);
    expect(await byGet.json()).toBeNull();
    expect((await visitor.rpc('guest_order', { token })).data).toMatchObject({ order: { status: 'cancelled' } });
  });
});
