/**
 * The shop's write limits, in the database (20250609055000_write_limits.sql): orders placed and newsletter sign-ups
 * sent through the API are counted per signed-in shopper, guest e-mail address and client address (the
 * `cf-connecting-ip` header PostgREST hands over in `request.headers`), in windows of the shop's settings; over the
 * limit the call is refused with RAISE SQLSTATE 'PGRST' (HTTP 429 with Retry-After, PostgREST's body). Hostile
 * inputs: forged X-Forwarded-For, a flood of distinct e-mails from one address, a signed-in shopper switching e-mails
 * and addresses, headers that are not JSON or say no address, IPv6 neighbours. Run on PGlite
 * (writeLimits.database.test.ts) and PostgreSQL 15 (hosted/writeLimits.hosted.test.ts).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedDetails, insertTestMug, shipping } from './orderFixtures';
import type { Caller, Query, Row, SqlDatabase } from './sqlDatabase';

const anon: Caller = { role: 'anon' };
/** The limit the cases run with (the shop's is 30 a minute): small, so a burst is a few orders. */
const PER_WINDOW = 3;

/** What RAISE SQLSTATE 'PGRST' carried: the answer's body (MESSAGE) and its status and headers (DETAIL). */
interface Refusal {
  code: string;
  body: { code: string; message: string; details: string | null; hint: string | null };
  answer: { status: number; headers: Record<string, string> };
}

async function refusal(work: Promise<unknown>): Promise<Refusal> {
  try {
    await work;
  } catch (error) {
    const e = error as { code?: string; message: string; detail?: string };
    if (e.code !== 'PGRST') throw error;
    return { code: e.code, body: JSON.parse(e.message), answer: JSON.parse(e.detail ?? 'null') };
  }
  throw new Error('the call was not refused');
}

/** A random address of TEST-NET-2 (each run its own: the PostgreSQL 15 database and its counters are shared). */
const someAddress = () => `198.51.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

export function writeLimitsCases(engine: string, open: () => Promise<SqlDatabase>): void {
  let db: SqlDatabase;
  const prefix = `WL${randomUUID().slice(0, 8).toUpperCase()}`;
  const email = (name: string) => `${name}.${prefix.toLowerCase()}@example.test`;
  const line = {
    product_sku: `${prefix}-MUG`,
    variant_sku: `${prefix}-MUG-11`,
    design_code: `${prefix}-ROSE`,
    quantity: 1,
    personalization_text: 'For Grandma Rose',
    options: { Style: '11 oz', Color: 'White', Design: 'Rose' },
  };
  const users: Caller[] = [];

  /** One API request: `headers` as PostgREST sets `request.headers` (a JSON object; a string is set as it is). */
  const request = <T>(
    caller: Caller,
    headers: Record<string, unknown> | string | null,
    work: (q: Query) => Promise<T>,
  ) =>
    db.as(caller, async (q) => {
      if (headers !== null)
        await q("select set_config('request.headers', $1, true)", [
          typeof headers === 'string' ? headers : JSON.stringify(headers),
        ]);
      return work(q);
    });
  const from = (address: string, more: Record<string, unknown> = {}) => ({
    'cf-connecting-ip': address,
    'x-forwarded-for': address,
    ...more,
  });
  const place = (
    caller: Caller,
    headers: Record<string, unknown> | string | null,
    { guest = email(`guest-${randomUUID().slice(0, 6)}`), key = randomUUID(), items = [line] as unknown[] } = {},
  ) =>
    request(caller, headers, (q) =>
      q<{ placed: Row }>(
        `select to_jsonb(o) as placed from public.place_order($1::jsonb, $2::jsonb, 'pay_on_delivery', $3::uuid, null,
           ${approvedDetails('$1::jsonb', '$4::jsonb')}) o`,
        [JSON.stringify(items), JSON.stringify(shipping), key, JSON.stringify({ email: guest })],
      ).then((rows) => rows[0]!.placed),
    );
  const subscribe = (caller: Caller, headers: Record<string, unknown> | null, address = email(randomUUID())) =>
    request(caller, headers, (q) => q('insert into public.newsletter_subscribers (email) values ($1)', [address]));
  const countersOf = (action: string, key: string) =>
    db.owner((q) =>
      q<{ used: number; resets_at: string }>(
        "select used, resets_at from private.write_counts where action = $1 and key = sha256(convert_to($2, 'UTF8'))",
        [action, key],
      ),
    );

  beforeAll(async () => {
    db = await open();
    const { version } = (await db.owner((q) => q<{ version: string }>('select version()')))[0]!;
    expect(version).toContain(engine);
    await db.owner(async (q) => {
      await insertTestMug(q, prefix, 'Write Limit Test Mug');
      for (const name of ['ada', 'bo']) {
        const [user] = await q<{ id: string }>(
          'insert into auth.users (email, email_confirmed_at) values ($1, now()) returning id',
          [email(name)],
        );
        users.push({ role: 'authenticated', sub: user!.id });
      }
      // only API requests are counted (request.headers set), and no other case sets it: the shared settings may move
      await q('update public.shop_settings set orders_per_window = $1, newsletter_signups_per_window = $1', [
        PER_WINDOW,
      ]);
    });
  }, 60_000);

  afterAll(async () => {
    await db?.owner((q) =>
      q(
        'update public.shop_settings set orders_per_window = 30, newsletter_signups_per_window = 30, write_limit_window_seconds = 60',
      ),
    );
    await db?.close();
  });

  describe('place_order', () => {
    it('a flood of distinct e-mails from one address: the limit, then 429 with Retry-After and the words checkout reads', async () => {
      const address = someAddress();
      for (let i = 0; i < PER_WINDOW; i++) expect((await place(anon, from(address))).id).toBeTruthy();
      const refused = await refusal(place(anon, from(address)));
      const seconds = Number(refused.answer.headers['Retry-After']);
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds).toBeLessThanOrEqual(60);
      const wait = `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
      expect(refused).toEqual({
        code: 'PGRST',
        body: {
          code: 'over_request_rate_limit',
          message: `Too many requests. Please wait ${wait} and try again.`,
          details: null,
          hint: `Try again in ${wait}.`,
        },
        answer: { status: 429, headers: { 'Retry-After': String(seconds) } },
      });
      // nothing of the refused call was written: the address still has its limit's worth, no more
      expect(await countersOf('place_order', `address:${address}`)).toEqual([
        expect.objectContaining({ used: PER_WINDOW }),
      ]);
    });

    it('a forged X-Forwarded-For (or any header but the gateway’s) picks no fresh bucket', async () => {
      const address = someAddress();
      for (let i = 0; i < PER_WINDOW; i++) await place(anon, from(address, { 'x-forwarded-for': someAddress() }));
      await refusal(place(anon, from(address, { 'x-forwarded-for': someAddress(), 'x-real-ip': someAddress() })));
    });

    it('one guest e-mail address from many client addresses is counted as one', async () => {
      const guest = email('roaming-guest');
      for (let i = 0; i < PER_WINDOW; i++) await place(anon, from(someAddress()), { guest });
      // its spelling does not make another guest
      const refused = await refusal(place(anon, from(someAddress()), { guest: `  ${guest.toUpperCase()} ` }));
      expect(refused.answer.status).toBe(429);
    });

    it('a signed-in shopper switching e-mails and client addresses is counted as one', async () => {
      const shopper = users[0]!;
      for (let i = 0; i < PER_WINDOW; i++) await place(shopper, from(someAddress()), { guest: email(`switch-${i}`) });
      await refusal(place(shopper, from(someAddress()), { guest: email('switch-again') }));
      // another shopper at the same moment is not held up
      expect((await place(users[1]!, from(someAddress()))).id).toBeTruthy();
    });

    it('an API request that says no address, or one that is not an address, counts under one shared "unknown"', async () => {
      const unknown = await countersOf('place_order', 'address:unknown');
      const left = PER_WINDOW - (unknown[0] && new Date(unknown[0].resets_at) > new Date() ? unknown[0].used : 0);
      const vague = [
        {},
        { 'cf-connecting-ip': 'not an address' },
        { 'cf-connecting-ip': '' },
        '["a list"]',
        'not json',
      ];
      for (let i = 0; i < left; i++) await place(anon, vague[i % vague.length]!);
      for (const headers of [...vague, { 'cf-connecting-ip': null }, { 'cf-connecting-ip': 7 }])
        expect((await refusal(place(anon, headers))).answer.status).toBe(429);
    });

    it('IPv6 addresses count by their /64; an IPv4 address written as IPv6 counts as itself', async () => {
      const net = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
      for (let i = 1; i <= PER_WINDOW; i++) await place(anon, from(`${net}::${i}`));
      await refusal(place(anon, from(`${net}:ffff:ffff:ffff:ffff`)));
      const v4 = someAddress();
      for (let i = 0; i < PER_WINDOW; i++) await place(anon, from(i % 2 ? v4 : `::ffff:${v4}`));
      await refusal(place(anon, from(v4)));
    });

    it('only an order placed counts: a call refused by its checks, or the same order asked again, does not', async () => {
      const address = someAddress();
      const key = randomUUID();
      const guest = email('same-order');
      const first = await place(anon, from(address), { key, guest });
      for (let i = 0; i < PER_WINDOW + 1; i++) {
        await expect(place(anon, from(address), { items: [] })).rejects.toThrow();
        expect((await place(anon, from(address), { key, guest })).id).toBe(first.id);
      }
      expect(await countersOf('place_order', `address:${address}`)).toEqual([expect.objectContaining({ used: 1 })]);
    });

    it('the window over, the count starts afresh', async () => {
      const address = someAddress();
      for (let i = 0; i < PER_WINDOW; i++) await place(anon, from(address));
      await refusal(place(anon, from(address)));
      // as if a minute had passed (the window is the shop's write_limit_window_seconds)
      await db.owner((q) =>
        q(
          "update private.write_counts set resets_at = now() - interval '1 second' where key = sha256(convert_to($1, 'UTF8'))",
          [`address:${address}`],
        ),
      );
      expect((await place(anon, from(address))).id).toBeTruthy();
      expect(await countersOf('place_order', `address:${address}`)).toEqual([expect.objectContaining({ used: 1 })]);
    });

    it('the window is the shop’s setting, and the refusal says the wait that is left', async () => {
      await db.owner((q) => q('update public.shop_settings set write_limit_window_seconds = 3600'));
      try {
        const address = someAddress();
        for (let i = 0; i < PER_WINDOW; i++) await place(anon, from(address));
        const seconds = Number((await refusal(place(anon, from(address)))).answer.headers['Retry-After']);
        expect(seconds).toBeGreaterThan(3500);
        expect(seconds).toBeLessThanOrEqual(3600);
      } finally {
        await db.owner((q) => q('update public.shop_settings set write_limit_window_seconds = 60'));
      }
    });

    it('the shop’s own SQL and the service role are not counted', async () => {
      const address = someAddress();
      for (let i = 0; i < PER_WINDOW + 1; i++) await place(anon, null, { guest: email('no-request') });
      for (let i = 0; i < PER_WINDOW + 1; i++) await place({ role: 'service_role' }, from(address));
      expect(await countersOf('place_order', `address:${address}`)).toEqual([]);
      expect(await countersOf('place_order', `email:${email('no-request')}`)).toEqual([]);
    });
  });

  describe('newsletter sign-ups', () => {
    it('a flood of sign-ups from one address: the limit, then 429; an address already signed up counts too', async () => {
      const address = someAddress();
      const again = email('already-in');
      await subscribe(anon, from(address), again);
      for (let i = 1; i < PER_WINDOW; i++) await subscribe(anon, from(address), again);
      const refused = await refusal(subscribe(anon, from(address)));
      expect(refused.answer.status).toBe(429);
      expect(refused.body.code).toBe('over_request_rate_limit');
      // another address is not held up
      await subscribe(anon, from(someAddress()));
    });
  });

  describe('the counters and the settings', () => {
    it('old counters do not pile up: each counted write removes up to 50 whose window has ended', async () => {
      const expired = () =>
        db
          .owner((q) =>
            q<{ n: number }>('select count(*)::integer as n from private.write_counts where resets_at <= now()'),
          )
          .then((rows) => rows[0]!.n);
      await db.owner((q) =>
        q(
          `insert into private.write_counts (action, key, resets_at, used)
           select 'place_order', sha256(convert_to($1 || n, 'UTF8')), now() - interval '1 minute', 1
             from generate_series(1, 120) n`,
          [`gone-${prefix}-`],
        ),
      );
      const before = await expired();
      await place(anon, from(someAddress()));
      expect(await expired()).toBe(Math.max(0, before - 50));
      await place(anon, from(someAddress()));
      expect(await expired()).toBe(Math.max(0, before - 100));
    });

    it('nobody but the service role changes the limits, and nobody reads the counters through the API', async () => {
      for (const caller of [anon, users[0]!]) {
        await expect(
          db.as(caller, (q) => q('update public.shop_settings set orders_per_window = 1000000')),
        ).rejects.toThrow(/permission denied/);
        await expect(db.as(caller, (q) => q('select * from private.write_counts'))).rejects.toThrow(
          /permission denied/,
        );
        await expect(
          db.as(caller, (q) => q("select private.count_write('place_order', array['x'], 1)")),
        ).rejects.toThrow(/permission denied/);
      }
    });

    it('the settings refuse a limit of nothing or a window of nothing', async () => {
      for (const change of [
        'orders_per_window = 0',
        'newsletter_signups_per_window = -1',
        'write_limit_window_seconds = 0',
        'orders_per_window = null',
      ])
        await expect(db.owner((q) => q(`update public.shop_settings set ${change}`))).rejects.toThrow(
          /shop_settings_|null value/,
        );
    });
  });
}
