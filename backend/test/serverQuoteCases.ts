/**
 * The server quotes every amount a shopper sees, and limits have one home
 * (issue 26, parts 2 and 3), checked in the database itself: `price_cart`'s
 * quote is exactly what `place_order` charges, for several carts and at the
 * free-shipping threshold's edges, with shop_settings as they are or changed;
 * a client cannot claim a price (prices it sends are ignored, and a shown
 * total that is no longer the quote places nothing); `shop_limits()` says what
 * the shop's UI shows (shared/src/domain/shopLimits.ts) and each limit is
 * enforced. The same cases run on the embedded backend's PGlite
 * (serverQuote.database.test.ts) and on PostgreSQL 15 set up like a hosted
 * Supabase project (hosted/serverQuote.hosted.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressLimitColumns, shopLimits } from '../../shared/src/domain/shopLimits';
import { advertisedFreeShippingThreshold } from '../../shared/src/domain/shopPromises';
import { approvedDetails, shipping } from './orderFixtures';
import type { Caller, Query, Row, SqlDatabase } from './sqlDatabase';

const anon: Caller = { role: 'anon' };

/** A line of the quote test mug in its Rose design; `style` picks the variant (SQT-MUG-<style>). */
const line = (style: string, quantity = 1, extra: Record<string, unknown> = {}) => ({
  product_sku: 'SQT-MUG',
  variant_sku: `SQT-MUG-${style}`,
  design_code: 'SQT-ROSE',
  quantity,
  personalization_text: 'For Grandma Rose',
  options: { Style: style, Color: 'White', Design: 'Rose' },
  ...extra,
});

interface Quote {
  lines: { line_no: number; unit_price: number | null; line_total: number | null; problem: string | null }[];
  subtotal: number;
  shipping: number;
  discount: number;
  total: number;
  free_shipping_threshold: number;
  flat_shipping_rate: number;
  remaining_for_free: number;
}

/** Rolls back a transaction whose work is done, carrying its result out. */
class RolledBack<T> extends Error {
  constructor(readonly result: T) {
    super('rolled back on purpose');
  }
}

/** `engine` is what the server's version() must say: the cases check where they run. */
export function serverQuoteCases(engine: string, open: () => Promise<SqlDatabase>): void {
  let db: SqlDatabase;
  let shopper: string;

  const quote = (q: Query, items: unknown) =>
    q<{ r: Quote }>('select public.price_cart($1::jsonb) as r', [JSON.stringify(items)]).then((rows) => rows[0]!.r);
  const placeOrder = (q: Query, items: unknown, quotedTotal: number | null = null, address: unknown = shipping) =>
    q<{ placed: Row }>(
      `select to_jsonb(o) as placed
       from public.place_order($1::jsonb, $2::jsonb, 'pay_on_delivery', null, $3::numeric, ${approvedDetails('$1::jsonb')}) o`,
      [JSON.stringify(items), JSON.stringify(address), quotedTotal],
    ).then((rows) => rows[0]!.placed);
  const orderLines = (q: Query, orderId: number) =>
    q<{ line_total: number }>(
      'select line_total::float8 as line_total from public.order_items where order_id = $1 order by id',
      [orderId],
    ).then((rows) => rows.map((r) => r.line_total));

  /**
   * Quote as a visitor and order as the shopper in ONE transaction that is
   * rolled back, with shop_settings changed first when asked: the PostgreSQL
   * 15 database is shared by other test files, which must never see it.
   */
  const quoteThenOrder = (
    items: unknown,
    settings?: { threshold: number; rate: number },
    quotedTotal?: 'shown' | number,
  ) =>
    db
      .owner(async (q) => {
        if (settings) {
          await q('update public.shop_settings set free_shipping_threshold = $1, flat_shipping_rate = $2', [
            settings.threshold,
            settings.rate,
          ]);
        }
        await q(`select set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role":"anon"}', true)`);
        const shown = await quote(q, items);
        await q(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify({ sub: shopper, role: 'authenticated', aud: 'authenticated' }),
        ]);
        const placed = await placeOrder(q, items, quotedTotal === 'shown' ? shown.total : (quotedTotal ?? null));
        throw new RolledBack({ shown, placed, lines: await orderLines(q, placed.id as number) });
      })
      .catch((error: unknown) => {
        if (error instanceof RolledBack) return error.result as { shown: Quote; placed: Row; lines: number[] };
        throw error;
      });

  beforeAll(async () => {
    db = await open();
    const { version } = (await db.owner((q) => q<{ version: string }>('select version()')))[0]!;
    expect(version).toContain(engine);
    await db.owner(async (q) => {
      const [mug] = await q(
        "insert into public.products (sku, name, price) values ('SQT-MUG', 'Quote Test Mug', 20) returning id",
      );
      await q(
        `insert into public.product_variants (product_id, variant_sku, variant_name, option1, option3, price, is_active) values
           ($1, 'SQT-MUG-A', 'A', 'A', 'White', 20, true),
           ($1, 'SQT-MUG-B', 'B', 'B', 'White', 37.5, true),
           ($1, 'SQT-MUG-C', 'C', 'C', 'White', 74.99, true),
           ($1, 'SQT-MUG-D', 'D', 'D', 'White', 75.01, true),
           ($1, 'SQT-MUG-E', 'E', 'E', 'White', 0.01, true)`,
        [mug!.id],
      );
      await q(
        "insert into public.designs (design_name, design_code, personalization_options) values ('Rose', 'SQT-ROSE', $1::jsonb)",
        [JSON.stringify({ fields: [{ key: 'text', label: 'Message', maxLength: 100 }] })],
      );
      const [user] = await q<{ id: string }>(
        'insert into auth.users (email, raw_user_meta_data) values ($1, $2::jsonb) returning id',
        [`quote.${crypto.randomUUID()}@example.test`, JSON.stringify({ first_name: 'Quinn' })],
      );
      shopper = user!.id;
    });
  }, 120_000);

  afterAll(async () => {
    await db?.close();
  });

  describe('the quote is what place_order charges', () => {
    it.each([
      ['one $20 line: flat shipping', [line('A')], { subtotal: 20, shipping: 6.95, total: 26.95 }],
      ['$74.99, a cent under the threshold', [line('C')], { subtotal: 74.99, shipping: 6.95, total: 81.94 }],
      ['exactly $75 (2 × $37.50): free', [line('B', 2)], { subtotal: 75, shipping: 0, total: 75 }],
      ['$75.01: free', [line('D')], { subtotal: 75.01, shipping: 0, total: 75.01 }],
      ['$74.99 + 1¢ = $75 over two lines: free', [line('C'), line('E')], { subtotal: 75, shipping: 0, total: 75 }],
      ['three lines, many of each', [line('A', 3), line('B', 2), line('E', 99)], { subtotal: 135.99, shipping: 0 }],
    ])('%s', async (_, items, expected) => {
      const { shown, placed, lines } = await quoteThenOrder(items);
      expect(shown).toMatchObject({ ...expected, discount: 0, free_shipping_threshold: 75, flat_shipping_rate: 6.95 });
      expect({ subtotal: placed.subtotal, shipping: placed.shipping, total: placed.total }).toEqual({
        subtotal: shown.subtotal,
        shipping: shown.shipping,
        total: shown.total,
      });
      expect(lines).toEqual(shown.lines.map((l) => l.line_total));
      expect(shown.remaining_for_free).toBe(Math.max(0, Math.round((75 - shown.subtotal) * 100) / 100));
    });

    it.each([
      ['$20 under a $50 threshold at $9.50', [line('A')], { threshold: 50, rate: 9.5 }, { shipping: 9.5, total: 29.5 }],
      ['$74.99 over a $50 threshold', [line('C')], { threshold: 50, rate: 9.5 }, { shipping: 0, total: 74.99 }],
      ['$20 at a $20 threshold', [line('A')], { threshold: 20, rate: 4 }, { shipping: 0, total: 20 }],
      ['$75.01 under a $100 threshold', [line('D')], { threshold: 100, rate: 12 }, { shipping: 12, total: 87.01 }],
    ])('%s: shop_settings changed, the quote and the order follow', async (_, items, settings, expected) => {
      const { shown, placed } = await quoteThenOrder(items, settings, 'shown');
      expect(shown).toMatchObject({ ...expected, free_shipping_threshold: settings.threshold });
      expect(placed).toMatchObject({ shipping: shown.shipping, total: shown.total, subtotal: shown.subtotal });
    });

    it("the banners' free-shipping threshold (shared/src/domain/shopPromises.ts) is the shop's setting", async () => {
      const shown = await db.as(anon, (q) => quote(q, [line('A')]));
      expect(shown.free_shipping_threshold).toBe(advertisedFreeShippingThreshold);
      const [settings] = await db.as(anon, (q) =>
        q('select free_shipping_threshold::float8 as threshold from public.shop_settings'),
      );
      expect(settings).toEqual({ threshold: advertisedFreeShippingThreshold });
    });

    it('a line that cannot be ordered is in the quote, with its reason, and not in the total', async () => {
      const shown = await db.as(anon, (q) => quote(q, [line('A'), line('A', 100)]));
      expect(shown).toMatchObject({ subtotal: 20, shipping: 6.95, total: 26.95 });
      expect(shown.lines[1]).toMatchObject({ line_total: null, problem: 'Quantities are from 1 to 99.' });
    });
  });

  describe('a client cannot claim a price', () => {
    it('prices and totals sent with the lines are ignored', async () => {
      const claimed = [line('C', 1, { price: 0.01, unit_price: 0.01, line_total: 0.01, subtotal: 0, total: 0 })];
      const { shown, placed } = await quoteThenOrder(claimed);
      expect(shown).toMatchObject({ subtotal: 74.99, total: 81.94 });
      expect(placed).toMatchObject({ subtotal: 74.99, shipping: 6.95, total: 81.94 });
    });

    it.each([
      ['lower', 0.01],
      ['higher', 1000],
    ])('a shown total %s than the quote places nothing and says the new total', async (_, claimedTotal) => {
      const count = () =>
        db.owner((q) => q<{ n: number }>('select count(*)::int as n from public.orders')).then((r) => r[0]!.n);
      const before = await count();
      await expect(quoteThenOrder([line('A')], undefined, claimedTotal)).rejects.toMatchObject({
        code: '22023',
        message: expect.stringContaining('Your total is now $26.95'),
      });
      expect(await count()).toBe(before);
    });

    it('the shown total, when it is the quote, places the order at it', async () => {
      const { placed } = await quoteThenOrder([line('B', 2)], undefined, 75);
      expect(placed).toMatchObject({ total: 75, shipping: 0 });
    });

    it('visitors cannot change shop_settings', async () => {
      for (const caller of [anon, { role: 'authenticated', sub: shopper } as Caller]) {
        await expect(
          db.as(caller, (q) => q('update public.shop_settings set flat_shipping_rate = 0')),
        ).rejects.toMatchObject({ code: '42501' });
      }
    });
  });

  describe('limits have one home', () => {
    it("a profile name takes the UI's limit (shopLimits.profileName), and refuses one more character", async () => {
      const me = { role: 'authenticated', sub: shopper } as Caller;
      const setName = (length: number) =>
        db.as(me, (q) =>
          q('update public.profiles set first_name = repeat($1, $2) where id = $3', ['x', length, shopper]),
        );
      await setName(shopLimits.profileName);
      await expect(setName(shopLimits.profileName + 1)).rejects.toMatchObject({ code: '23514' });
    });

    it("shop_limits() is what the shop's UI shows (shared/src/domain/shopLimits.ts), and anyone may read it", async () => {
      const limits = (await db.as(anon, (q) => q<{ r: Row }>('select public.shop_limits() as r')))[0]!.r;
      expect(limits).toEqual({
        personalization_text: shopLimits.personalizationText,
        quantity_min: shopLimits.quantityMin,
        quantity_max: shopLimits.quantityMax,
        order_lines: shopLimits.orderLines,
        group_name: shopLimits.groupName,
        address: Object.fromEntries(
          Object.entries(addressLimitColumns).map(([field, column]) => [
            column,
            shopLimits.address[field as keyof typeof addressLimitColumns],
          ]),
        ),
      });
    });

    it.each(Object.entries(addressLimitColumns))(
      'the address %s takes its limit and refuses one more character',
      async (field, column) => {
        const max = shopLimits.address[field as keyof typeof addressLimitColumns];
        const order = (value: string) =>
          db
            .as({ role: 'authenticated', sub: shopper }, (q) =>
              placeOrder(q, [line('A')], null, { ...shipping, organisation: 'Team', [column]: value }).then(() => {
                throw new RolledBack('placed');
              }),
            )
            .catch((error: unknown) => {
              if (error instanceof RolledBack) return 'placed';
              throw error;
            });
        // a street has a number and a name (address_problem); a state, postal code or country that long is no
        // real one, nor is a phone (at most 20 characters of digits and + ( ) . -: private.phone_number_problem),
        // so at the limit it is refused by its own rule, not by its length
        const text = (n: number) => (column === 'line1' ? `1 ${'x'.repeat(n - 2)}` : 'x'.repeat(n));
        if (['region', 'postal_code', 'country', 'phone'].includes(column)) {
          await expect(order(text(max))).rejects.toThrow(/^(?!.*at most)/);
        } else {
          await expect(order(text(max))).resolves.toBe('placed');
        }
        await expect(order(text(max + 1))).rejects.toMatchObject({
          code: '22023',
          message: `The shipping address's ${column.replace('_', ' ')} is at most ${max} characters.`,
        });
      },
    );

    it('a line takes the quantities and personalization the limits allow, and refuses one more', async () => {
      const problems = (items: unknown[]) =>
        db.as(anon, (q) => quote(q, items)).then((r) => r.lines.map((l) => l.problem));
      const text = (n: number) => ({ personalization_text: 'x'.repeat(n) });
      expect(
        await problems([
          line('A', shopLimits.quantityMin),
          line('A', shopLimits.quantityMax),
          line('A', 1, text(shopLimits.personalizationText)),
        ]),
      ).toEqual([null, null, null]);
      expect(
        await problems([
          line('A', shopLimits.quantityMin - 1),
          line('A', shopLimits.quantityMax + 1),
          line('A', 1, text(shopLimits.personalizationText + 1)),
        ]),
      ).toEqual([
        'Quantities are from 1 to 99.',
        'Quantities are from 1 to 99.',
        'Rose takes at most 100 characters for message.',
      ]);
    });

    it('an order takes as many lines as the limit, and refuses one more', async () => {
      const lines = (n: number) => Array.from({ length: n }, () => line('E'));
      const shown = await db.as(anon, (q) => quote(q, lines(shopLimits.orderLines)));
      expect(shown.lines).toHaveLength(shopLimits.orderLines);
      await expect(db.as(anon, (q) => quote(q, lines(shopLimits.orderLines + 1)))).rejects.toMatchObject({
        code: '22023',
        message: `An order can hold at most ${shopLimits.orderLines} lines.`,
      });
    });
  });
}
