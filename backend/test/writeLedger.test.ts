/**
 * The load test's write check (bench/writeLedger.ts, bench/storedWrites.ts)
 * against a real backend: real writes through supabase-js are all found, and
 * every kind of damage done afterwards with the service key is reported as
 * exactly that — a lost insert, a lost profile update, a phantom row, a
 * mismatched order — while an unacknowledged write that landed is allowed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStoredWrites, type RunKeys } from '../bench/storedWrites';
import { checkWrites, WriteLedger, writeProblems, type WriteCheck } from '../bench/writeLedger';
import { withApprovedProof } from './orderFixtures';
import { startTestBackend, type TestBackend } from './testBackend';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.destroy();
});

const run = `t${Date.now().toString(36)}`;
const keys: RunKeys = {
  signupPrefix: `load-${run}-`,
  newsletterPrefix: `news-${run}-`,
  orderPrefix: `order-${run}-`,
  profilePrefix: `profile-${run}-`,
};
const byKind = (checks: WriteCheck[]) =>
  Object.fromEntries(checks.map((c) => [c.kind, c])) as Record<WriteCheck['kind'], WriteCheck>;

describe('write check', () => {
  it('finds every acknowledged write, and reports lost, phantom and mismatched rows exactly', async () => {
    const ledger = new WriteLedger();
    const shopper = backend.client();

    const email = `${keys.signupPrefix}1@example.com`;
    const signup = ledger.attempt('signup', email);
    const { data: session, error: signUpError } = await shopper.auth.signUp({ email, password: 'gift-wrap-42' });
    expect(signUpError).toBeNull();
    const userId = session.user!.id;
    WriteLedger.ack(signup, { id: userId });

    for (const n of [1, 2]) {
      const sub = ledger.attempt('newsletter', `${keys.newsletterPrefix}${n}@example.com`);
      expect((await shopper.from('newsletter_subscribers').insert({ email: sub.key })).error).toBeNull();
      WriteLedger.ack(sub);
    }
    // sent, but its answer never arrived: allowed to be stored
    const unanswered = ledger.attempt('newsletter', `${keys.newsletterPrefix}3@example.com`);
    expect((await shopper.from('newsletter_subscribers').insert({ email: unanswered.key })).error).toBeNull();

    for (const n of [1, 2]) {
      const update = ledger.attempt('profile', `${keys.profilePrefix}${n}`, userId);
      const { error } = await shopper.from('profiles').update({ display_name: update.key }).eq('id', userId);
      expect(error).toBeNull();
      WriteLedger.ack(update);
    }

    // a line as the product page sends it: a variant and one of the designs its product offers, with text if it takes any
    const { data: product } = await backend.admin
      .from('products')
      .select('id, sku, product_options_config')
      .eq('is_active', true)
      .limit(1)
      .single<{
        id: number;
        sku: string;
        product_options_config: { optionGroups: { type: string; designs?: string[] }[] };
      }>();
    const { data: variant } = await backend.admin
      .from('product_variants')
      .select('variant_sku')
      .eq('product_id', product!.id)
      .eq('is_active', true)
      .limit(1)
      .single<{ variant_sku: string }>();
    const offered = product!.product_options_config.optionGroups.find((g) => g.type === 'design')!.designs!;
    const { data: design } = await backend.admin
      .from('designs')
      .select('design_code, personalization_options')
      .eq('design_code', offered[0])
      .single<{ design_code: string; personalization_options: unknown }>();
    const order = ledger.attempt('order', `${keys.orderPrefix}1`);
    const items = [
      {
        product_sku: product!.sku,
        variant_sku: variant!.variant_sku,
        design_code: design!.design_code,
        personalization_text: design!.personalization_options ? 'Ada' : null,
        quantity: 2,
      },
    ];
    const { data: placed, error: orderError } = await shopper.rpc('place_order', {
      items,
      shipping: {
        full_name: 'Ada',
        line1: '1 Elm St',
        line2: order.key,
        city: 'Portland',
        region: 'OR',
        postal_code: '97205',
        country: 'US',
      },
      payment_method: 'pay_on_delivery',
      details: await withApprovedProof(shopper, items),
    });
    expect(orderError).toBeNull();
    const row = placed as { order_number: string; user_id: string; total: string };
    WriteLedger.ack(order, {
      order_number: row.order_number,
      user_id: row.user_id,
      total: Number(row.total),
      quantity: 2,
    });

    const clean = byKind(checkWrites(ledger.attempts, await readStoredWrites(backend.admin, keys)));
    expect(writeProblems(Object.values(clean))).toBe(0);
    expect(clean.signup).toMatchObject({ attempted: 1, acked: 1, stored: 1 });
    expect(clean.newsletter).toMatchObject({ attempted: 3, acked: 2, stored: 3, unackedStored: 1 });
    expect(clean.profile).toMatchObject({ attempted: 2, acked: 2, stored: 1 });
    expect(clean.order).toMatchObject({ attempted: 1, acked: 1, stored: 1 });

    // now damage what the database holds, as a lost or invented write would
    const admin = backend.admin;
    expect(
      (await admin.from('newsletter_subscribers').delete().eq('email', `${keys.newsletterPrefix}1@example.com`)).error,
    ).toBeNull();
    expect(
      (await admin.from('newsletter_subscribers').insert({ email: `${keys.newsletterPrefix}99@example.com` })).error,
    ).toBeNull();
    expect(
      (
        await admin
          .from('profiles')
          .update({ display_name: `${keys.profilePrefix}1` })
          .eq('id', userId)
      ).error,
    ).toBeNull();
    expect((await admin.from('orders').update({ total: 0 }).eq('order_number', row.order_number)).error).toBeNull();

    const damaged = byKind(checkWrites(ledger.attempts, await readStoredWrites(admin, keys)));
    expect(damaged.newsletter).toMatchObject({
      lost: [`${keys.newsletterPrefix}1@example.com`],
      phantom: [`${keys.newsletterPrefix}99@example.com`],
      mismatched: [],
    });
    expect(damaged.profile).toMatchObject({ lost: [`${keys.profilePrefix}2`], phantom: [], mismatched: [] });
    expect(damaged.order).toMatchObject({ lost: [], phantom: [], mismatched: [`${keys.orderPrefix}1`] });
    expect(damaged.signup).toMatchObject({ lost: [], phantom: [], mismatched: [] });
    expect(writeProblems(Object.values(damaged))).toBe(4);

    // a deleted account takes its sign-up with it: lost too
    expect((await admin.from('profiles').delete().eq('id', userId)).error).toBeNull();
    expect(byKind(checkWrites(ledger.attempts, await readStoredWrites(admin, keys))).signup.lost).toEqual([email]);
  });
});
