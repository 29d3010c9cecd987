// @vitest-environment node
/**
 * The shop's write limits over the wire (20250609055000_write_limits.sql; the rule's cases are writeLimitsCases.ts):
 * the real supabase-js client against the real backend sees the database's RAISE SQLSTATE 'PGRST' as PostgREST
 * answers it, 429 with Retry-After and the body checkout reads; the backend puts the client's address in
 * `request.headers` as hosted Supabase's gateway does (`cf-connecting-ip`), whatever the client sends in it or in
 * X-Forwarded-For; the limits are changed the database's way (shop_settings, by the service role).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestMugOverApi, mugLine, shipping, withApprovedProof } from './orderFixtures';
import { startTestBackend, uniqueEmail, type TestBackend } from './testBackend';

let backend: TestBackend;
const line = mugLine('WLW');
const ORDERS = 2;

beforeAll(async () => {
  backend = await startTestBackend();
  await insertTestMugOverApi(backend.admin, 'WLW', 'Write Limit Mug');
  // the database's own way: the shop's setting, changed by the service role (the shop allows 30 a minute)
  const set = await backend.admin.from('shop_settings').update({ orders_per_window: ORDERS }).eq('id', true);
  expect(set.error).toBeNull();
});
afterAll(async () => {
  await backend?.destroy();
});

const items = [line('WLW-MUG-11')];
const orderArgs = async (email = uniqueEmail('limited')) => ({
  items,
  shipping,
  payment_method: 'pay_on_delivery',
  idempotency_key: crypto.randomUUID(),
  details: await withApprovedProof(backend.client(), items, { email }),
});
const waitWords = (seconds: number) => `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;

describe('place_order over the limit', () => {
  it('supabase-js gets 429 over_request_rate_limit with the wait in the hint; HTTP clients get Retry-After', async () => {
    const visitor = backend.client();
    // a guest with a new e-mail address each time: the client address counts them all
    for (let i = 0; i < ORDERS; i++) {
      const { error } = await visitor.rpc('place_order', await orderArgs());
      expect(error).toBeNull();
    }
    const over = await visitor.rpc('place_order', await orderArgs());
    expect(over.status).toBe(429);
    expect(over.data).toBeNull();
    const seconds = Number(/Try again in (\d+) seconds?\./.exec(over.error?.hint ?? '')?.[1]);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(over.error).toEqual({
      code: 'over_request_rate_limit',
      details: null,
      hint: `Try again in ${waitWords(seconds)}.`,
      message: `Too many requests. Please wait ${waitWords(seconds)} and try again.`,
    });

    // the same over plain HTTP, with a forged gateway header and X-Forwarded-For: the backend says the address
    const res = await backend.api('/rest/v1/rpc/place_order', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${backend.anonKey}`,
        'CF-Connecting-IP': '203.0.113.7',
        'X-Forwarded-For': '203.0.113.8',
      },
      body: JSON.stringify(await orderArgs()),
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(seconds);
    expect(await res.json()).toMatchObject({ hint: `Try again in ${waitWords(retryAfter)}.` });
    // a browser reads Retry-After only when it is exposed: it reads the hint instead
    expect(res.headers.get('access-control-expose-headers')).not.toMatch(/retry-after/i);

    // nothing was placed by the refused calls
    const { data: placed } = await backend.admin.from('orders').select('id').like('contact_email', 'limited.%');
    expect(placed).toHaveLength(ORDERS);
    // reads are never limited
    expect((await visitor.from('categories').select('slug').limit(1)).error).toBeNull();
    // and the shop's service role is not counted
    expect((await backend.admin.rpc('place_order', await orderArgs())).error).toBeNull();
  });
});

describe('newsletter sign-ups over the limit', () => {
  it('30 a minute from one address by default, then 429; any spelling of the table reaches the same rule', async () => {
    const visitor = backend.client();
    for (let i = 0; i < 30; i++) {
      const { error } = await visitor.from('newsletter_subscribers').insert({ email: uniqueEmail('news') });
      expect(error).toBeNull();
    }
    const over = await visitor.from('newsletter_subscribers').insert({ email: uniqueEmail('news') });
    expect(over.status).toBe(429);
    expect(over.error).toMatchObject({ code: 'over_request_rate_limit', hint: expect.stringMatching(/^Try again in/) });
    for (const spelling of ['newsletter%5Fsubscribers', '/newsletter_subscribers', 'newsletter_subscribers/']) {
      const res = await backend.api(`/rest/v1/${spelling}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${backend.anonKey}` },
        body: JSON.stringify({ email: uniqueEmail('spelled') }),
      });
      expect(res.status, spelling).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    const { data } = await backend.admin.from('newsletter_subscribers').select('email').like('email', 'spelled.%');
    expect(data).toEqual([]);
  });
});
