/**
 * Sizes and volume prices (issue 27, parts 1 and 4), checked in the database
 * itself: a sized variant needs one of its run's sizes, the upcharge is
 * priced by the server, a size the product lacks (or any size on a product
 * without sizes) is refused by the quote and by place_order; volume tiers
 * apply to the total quantity of one product across all its lines, the
 * quote's discount is what place_order charges and stores, and nothing a
 * client sends (a price, a tier, a discount) changes it. The same cases run
 * on the embedded backend's PGlite (sizesAndTiers.database.test.ts) and on
 * PostgreSQL 15 set up like a hosted Supabase project
 * (hosted/sizesAndTiers.hosted.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopLimits } from '../../shared/src/domain/shopLimits';
import { approvedDetails, shipping } from './orderFixtures';
import type { Caller, Query, Row, SqlDatabase } from './sqlDatabase';

const anon: Caller = { role: 'anon' };

/** A line of the size-test tee (adult run, $20) in its Name design. */
const tee = (size: string | null | undefined, quantity = 1, extra: Record<string, unknown> = {}) => ({
  product_sku: 'SZT-TEE',
  variant_sku: 'SZT-TEE-A',
  design_code: 'SZT-NAME',
  quantity,
  personalization_text: 'Alex',
  options: {},
  ...(size === undefined ? {} : { size }),
  ...extra,
});
/** A line of the size-test mug: no sizes, no volume prices ($10). */
const mug = (quantity = 1, extra: Record<string, unknown> = {}) => ({
  product_sku: 'SZT-MUG',
  variant_sku: 'SZT-MUG-A',
  design_code: 'SZT-NAME',
  quantity,
  personalization_text: 'Sam',
  options: {},
  ...extra,
});
/** A line of the size-test hoodie (adult run, $40, volume prices). */
const hoodie = (size: string, quantity = 1) => ({
  product_sku: 'SZT-HOD',
  variant_sku: 'SZT-HOD-A',
  design_code: 'SZT-NAME',
  quantity,
  personalization_text: 'Kim',
  options: {},
  size,
});

interface Volume {
  product_sku: string;
  quantity: number;
  percent_off: number;
  discount: number;
  unit_price: number;
  unit_price_at_tier: number;
  next_min_quantity: number | null;
  next_percent_off: number | null;
  items_to_next: number | null;
  tiers: { min_quantity: number; percent_off: number }[];
}
interface Quote {
  lines: { line_no: number; unit_price: number | null; size: string | null; problem: string | null }[];
  subtotal: number;
  shipping: number;
  discount: number;
  total: number;
  volume: Volume[];
}

/**
 * The sweep (volume tiers: one rule): prices of every cent's remainder the tiers' percentages can leave (20.00 to
 * 20.19: at 10, 15 and 20 % off, one item's price at the tier falls on, under or over a half cent), and prices of the
 * shop's own kind; quantities below, at and past each tier, and the most one line takes.
 */
const sweepPrices = [
  ...Array.from({ length: 20 }, (_, cents) => (2000 + cents) / 100),
  0.01,
  0.05,
  0.99,
  1.01,
  9.95,
  17.49,
  21.99,
  22.99,
  24.34,
  27.99,
  99.99,
  149.95,
];
const sweepQuantities = [1, 11, 12, 13, 23, 24, 25, 47, 48, 49, 73, 99];
const sweepSku = (price: number) => `SZT-SWP-${Math.round(price * 100)}`;
/** A line of the sweep's product at one of its prices. */
const sweepLine = (price: number, quantity: number) => ({
  product_sku: 'SZT-SWP',
  variant_sku: sweepSku(price),
  design_code: 'SZT-NAME',
  quantity,
  personalization_text: 'Alex',
  options: {},
});
/** Dollars as whole cents (the figures come as JSON numbers: 20.69, never a float's 20.689999). */
const cents = (dollars: number | string) => Math.round(Number(dollars) * 100);

class RolledBack<T> extends Error {
  constructor(readonly result: T) {
    super('rolled back on purpose');
  }
}

export function sizesAndTiersCases(engine: string, open: () => Promise<SqlDatabase>): void {
  let db: SqlDatabase;
  let shopper: string;

  const quote = (q: Query, items: unknown, details: unknown = {}) =>
    q<{ r: Quote }>('select public.price_cart($1::jsonb, $2::jsonb) as r', [
      JSON.stringify(items),
      JSON.stringify(details),
    ]).then((rows) => rows[0]!.r);
  const asShopper = (q: Query) =>
    q(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify({ sub: shopper, role: 'authenticated', aud: 'authenticated' }),
    ]);
  const placeOrder = (q: Query, items: unknown, quotedTotal: number | null = null, details: unknown = {}) =>
    q<{ placed: Row }>(
      `select to_jsonb(o) as placed
       from public.place_order($1::jsonb, $2::jsonb, 'pay_on_delivery', null, $3::numeric, ${approvedDetails('$1::jsonb', '$4::jsonb')}) o`,
      [JSON.stringify(items), JSON.stringify(shipping), quotedTotal, JSON.stringify(details)],
    ).then((rows) => rows[0]!.placed);

  /** Quote as a visitor, then order as the shopper at the shown total, in one transaction rolled back. */
  const quoteThenOrder = (items: unknown, details: unknown = {}) =>
    db
      .owner(async (q) => {
        await q(`select set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role":"anon"}', true)`);
        const shown = await quote(q, items, details);
        await asShopper(q);
        const placed = await placeOrder(q, items, shown.total, details);
        const lines = await q<{ size: string | null; unit_price: string; line_total: string }>(
          'select size, unit_price::text, line_total::text from public.order_items where order_id = $1 order by id',
          [placed.id],
        );
        throw new RolledBack({ shown, placed, lines });
      })
      .catch((error: unknown) => {
        if (error instanceof RolledBack)
          return error.result as { shown: Quote; placed: Row; lines: { size: string | null; unit_price: string }[] };
        throw error;
      });
  const problems = (items: unknown[]) => db.as(anon, (q) => quote(q, items)).then((r) => r.lines.map((l) => l.problem));

  beforeAll(async () => {
    db = await open();
    const { version } = (await db.owner((q) => q<{ version: string }>('select version()')))[0]!;
    expect(version).toContain(engine);
    await db.owner(async (q) => {
      const [tee] = await q(
        `insert into public.products (sku, name, price, volume_pricing)
         values ('SZT-TEE', 'Size Test Tee', 20, true) returning id`,
      );
      const [hod] = await q(
        `insert into public.products (sku, name, price, volume_pricing)
         values ('SZT-HOD', 'Size Test Hoodie', 40, true) returning id`,
      );
      const [mugRow] = await q(
        "insert into public.products (sku, name, price) values ('SZT-MUG', 'Size Test Mug', 10) returning id",
      );
      // the sweep's product: one variant at each of its prices (volumeSweep)
      const [sweep] = await q(
        `insert into public.products (sku, name, price, volume_pricing)
         values ('SZT-SWP', 'Sweep Test Mug', 20, true) returning id`,
      );
      for (const price of sweepPrices)
        await q(
          `insert into public.product_variants (product_id, variant_sku, variant_name, option1, price)
           values ($1, $2, $3, $3, $4)`,
          [sweep!.id, sweepSku(price), `At ${price}`, price],
        );
      await q(
        `insert into public.product_variants (product_id, variant_sku, variant_name, option1, price, size_run) values
           ($1, 'SZT-TEE-A', 'Adult', 'Adult', 20, 'adult'),
           ($1, 'SZT-TEE-Y', 'Youth', 'Youth', 17, 'youth'),
           ($2, 'SZT-HOD-A', 'Pullover', 'Pullover', 40, 'adult'),
           ($3, 'SZT-MUG-A', '11 oz', '11 oz', 10, null)`,
        [tee!.id, hod!.id, mugRow!.id],
      );
      await q(
        "insert into public.designs (design_name, design_code, personalization_options) values ('Name', 'SZT-NAME', $1::jsonb)",
        [JSON.stringify({ fields: [{ key: 'text', label: 'Name', maxLength: 20 }] })],
      );
      const [user] = await q<{ id: string }>(
        'insert into auth.users (email, raw_user_meta_data) values ($1, $2::jsonb) returning id',
        [`sizes.${crypto.randomUUID()}@example.test`, JSON.stringify({ first_name: 'Sasha' })],
      );
      shopper = user!.id;
    });
  }, 120_000);

  afterAll(async () => {
    await db?.close();
  });

  describe('sizes', () => {
    it('each run lists its sizes in order; anyone may read them, nobody but the owner may change them', async () => {
      const runs = await db.as(anon, (q) =>
        q<{ run_code: string; sizes: string[] }>(
          `select run_code, array_agg(size order by position) as sizes from public.size_run_sizes group by run_code order by run_code`,
        ),
      );
      expect(runs).toEqual([
        { run_code: 'adult', sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'] },
        { run_code: 'baby', sizes: ['0–3 m', '3–6 m', '6–12 m', '12–18 m', '18–24 m'] },
        { run_code: 'socks', sizes: ['S', 'M', 'L'] },
        { run_code: 'youth', sizes: ['S', 'M', 'L', 'XL'] },
      ]);
      for (const caller of [anon, { role: 'authenticated', sub: shopper } as Caller]) {
        await expect(
          db.as(caller, (q) => q("update public.size_run_sizes set upcharge = 0 where size = '3XL'")),
        ).rejects.toMatchObject({ code: '42501' });
        await expect(db.as(caller, (q) => q('delete from public.volume_tiers'))).rejects.toMatchObject({
          code: '42501',
        });
      }
    });

    it('product_sizes() gives the page its selector and size guide, and nothing for a product without sizes', async () => {
      const sizes = await db.as(anon, (q) =>
        q<{ variant_sku: string; size: string; upcharge: string; measurements: Row }>(
          "select variant_sku, size, upcharge::text, measurements from public.product_sizes((select id from public.products where sku = 'SZT-TEE'))",
        ),
      );
      expect(sizes.filter((s) => s.variant_sku === 'SZT-TEE-A').map((s) => `${s.size}+${s.upcharge}`)).toEqual([
        'XS+0.00',
        'S+0.00',
        'M+0.00',
        'L+0.00',
        'XL+0.00',
        '2XL+2.00',
        '3XL+3.00',
      ]);
      expect(sizes.find((s) => s.size === 'M')?.measurements).toMatchObject({ Chest: '38–41 in' });
      expect(
        await db.as(anon, (q) =>
          q("select * from public.product_sizes((select id from public.products where sku = 'SZT-MUG'))"),
        ),
      ).toEqual([]);
    });

    it('the server prices the upcharge (2XL +$2, 3XL +$3) and place_order charges and stores the size', async () => {
      const { shown, placed, lines } = await quoteThenOrder([tee('M'), tee('2XL'), tee('3XL', 2)]);
      expect(shown.lines.map((l) => [l.size, l.unit_price])).toEqual([
        ['M', 20],
        ['2XL', 22],
        ['3XL', 23],
      ]);
      expect(shown).toMatchObject({ subtotal: 88, discount: 0 });
      expect(placed).toMatchObject({ subtotal: 88, total: shown.total, discount: 0 });
      expect(lines.map((l) => [l.size, l.unit_price])).toEqual([
        ['M', '20.00'],
        ['2XL', '22.00'],
        ['3XL', '23.00'],
      ]);
    });

    it('a missing size, a size the variant lacks, or a size on a product without sizes is refused, by name', async () => {
      expect(
        await problems([
          tee(undefined),
          tee(''),
          tee('XXL'),
          tee('S', 1, { variant_sku: 'SZT-TEE-Y' }),
          tee('2XL', 1, { variant_sku: 'SZT-TEE-Y' }),
          mug(1, { size: 'M' }),
          tee(null),
        ]),
      ).toEqual([
        'Choose a size for Size Test Tee.',
        'Choose a size for Size Test Tee.',
        'XXL is not a size of Size Test Tee (Adult).',
        null,
        '2XL is not a size of Size Test Tee (Youth).',
        'Size Test Mug (11 oz) comes in one size.',
        'Choose a size for Size Test Tee.',
      ]);
      expect(await problems([mug(1), mug(1, { size: null }), mug(1, { size: '' })])).toEqual([null, null, null]);
    });

    it.each([
      ['a number', 42],
      ['an object', { size: 'M' }],
      ['a list', ['M']],
    ])('a size sent as %s is refused', async (_, size) => {
      expect(await problems([tee(undefined, 1, { size })])).toEqual(['The size must be text.']);
    });

    it.each([
      ['lower case', 'm'],
      ['a long text', 'M'.repeat(500)],
      ['an emoji', '👕'],
      ['SQL', "M'; drop table public.orders; --"],
      ['a formula', '=HYPERLINK("http://x")'],
    ])('a hostile size (%s) is refused with a short message', async (_, size) => {
      const [problem] = await problems([tee(size)]);
      expect(problem).toMatch(/is not a size of Size Test Tee \(Adult\)\.$/);
      expect(problem!.length).toBeLessThan(80);
    });

    it('place_order refuses a line without its size and places nothing', async () => {
      const count = () =>
        db.owner((q) => q<{ n: number }>('select count(*)::int as n from public.orders')).then((r) => r[0]!.n);
      const before = await count();
      for (const [items, message] of [
        [[tee('M'), tee(undefined)], 'Line 2: Choose a size for Size Test Tee.'],
        [[tee('4XL')], 'Line 1: 4XL is not a size of Size Test Tee (Adult).'],
      ] as const) {
        await expect(db.owner(async (q) => (await asShopper(q), placeOrder(q, items)))).rejects.toMatchObject({
          code: '22023',
          message,
        });
      }
      expect(await count()).toBe(before);
    });

    it('the size is part of a line, not a price a client can send', async () => {
      const { shown, placed } = await quoteThenOrder([tee('3XL', 1, { unit_price: 1, price: 1, upcharge: 0 })]);
      expect(shown.lines[0]).toMatchObject({ unit_price: 23, size: '3XL' });
      expect(placed).toMatchObject({ subtotal: 23 });
    });
  });

  describe('volume tiers', () => {
    it('the tiers are 12+ 10 %, 24+ 15 % and 48+ 20 %', async () => {
      const tiers = await db.as(anon, (q) =>
        q('select min_quantity, percent_off::float8 as percent_off from public.volume_tiers order by min_quantity'),
      );
      expect(tiers).toEqual([
        { min_quantity: 12, percent_off: 10 },
        { min_quantity: 24, percent_off: 15 },
        { min_quantity: 48, percent_off: 20 },
      ]);
    });

    it.each([
      [1, 0, 0, 12, 11],
      [11, 0, 0, 12, 1],
      [12, 10, 24, 24, 12],
      [23, 10, 46, 24, 1],
      [24, 15, 72, 48, 24],
      [47, 15, 141, 48, 1],
      [48, 20, 192, null, null],
      [99, 20, 396, null, null],
    ])(
      '%i shirts in one line: %i %% off, $%i discount, next tier at %s (%s more)',
      async (quantity, percent, discount, nextMin, toNext) => {
        const shown = await db.as(anon, (q) => quote(q, [tee('M', quantity)]));
        expect(shown.discount).toBe(discount);
        expect(shown.total).toBe(Math.round((shown.subtotal - discount + shown.shipping) * 100) / 100);
        expect(shown.volume).toEqual([
          expect.objectContaining({
            product_sku: 'SZT-TEE',
            quantity,
            percent_off: percent,
            discount,
            unit_price: 20,
            unit_price_at_tier: (20 * (100 - percent)) / 100,
            next_min_quantity: nextMin,
            items_to_next: toNext,
          }),
        ]);
      },
    );

    it('a tier counts one product across all its lines, whatever the sizes and names, never per line', async () => {
      // 24 people, one line each: 20 × M at $20, 2 × 2XL at $22, 2 × 3XL at $23 = $490, 15 % off
      const team = [
        ...Array.from({ length: 20 }, (_, i) => tee('M', 1, { personalization_text: `Player ${i + 1}` })),
        tee('2XL', 1, { personalization_text: 'Coach' }),
        tee('2XL', 1, { personalization_text: 'Assistant' }),
        tee('3XL', 1, { personalization_text: 'Captain' }),
        tee('3XL', 1, { personalization_text: 'Manager' }),
      ];
      const { shown, placed } = await quoteThenOrder(team);
      expect(shown).toMatchObject({ subtotal: 490, discount: 73.5, shipping: 0, total: 416.5 });
      expect(placed).toMatchObject({ subtotal: 490, discount: 73.5, total: 416.5 });
      // the hoodies and the mugs are other products: their own count, and the mug takes no volume price
      const mixed = await db.as(anon, (q) => quote(q, [...team, hoodie('L', 11), mug(30)]));
      expect(mixed.volume.map((v) => [v.product_sku, v.quantity, v.percent_off])).toEqual([
        ['SZT-TEE', 24, 15],
        ['SZT-HOD', 11, 0],
      ]);
      expect(mixed.discount).toBe(73.5);
      // 6 + 6 of one product in two lines reach the 12 tier together
      const split = await db.as(anon, (q) => quote(q, [tee('S', 6), tee('L', 6)]));
      expect(split).toMatchObject({ subtotal: 240, discount: 24 });
    });

    it('volume_price() tells the product page the tier one variant reaches, by the same rule', async () => {
      const at = (sku: string, quantity: number) =>
        db.as(anon, (q) => q<{ v: Volume }>('select v from public.volume_price($1, $2) v', [sku, quantity]));
      expect((await at('SZT-TEE-A', 30))[0]!.v).toMatchObject({
        quantity: 30,
        percent_off: 15,
        unit_price_at_tier: 17,
        next_min_quantity: 48,
        items_to_next: 18,
      });
      expect(await at('SZT-MUG-A', 30)).toEqual([]);
      expect(await at('NO-SUCH', 30)).toEqual([]);
      expect((await at('SZT-TEE-A', -5))[0]!.v).toMatchObject({ quantity: 1, items_to_next: 11 });
    });

    it('volume_price() quotes one item in the size chosen, its upcharge included, as the cart charges it (QA H-d)', async () => {
      const at = (sku: string, quantity: number, size: string | null) =>
        db.as(anon, (q) =>
          q<{ v: Volume }>('select v from public.volume_price($1, $2, $3) v', [sku, quantity, size]).then(
            (rows) => rows[0]?.v,
          ),
        );
      // what the cart's quote charges one item of 12 at 2XL: the same figure (before: the variant's $20 less 10%)
      const cart = await db.as(anon, (q) => quote(q, [tee('2XL', 12)]));
      const twoXl = await at('SZT-TEE-A', 12, '2XL');
      expect(twoXl).toMatchObject({ quantity: 12, percent_off: 10, unit_price: 22, unit_price_at_tier: 19.8 });
      expect(twoXl!.unit_price_at_tier * 12).toBeCloseTo(cart.subtotal - cart.discount, 2);
      expect(await at('SZT-TEE-A', 24, '3XL')).toMatchObject({ unit_price: 23, unit_price_at_tier: 19.55 });
      // a size without an upcharge, no size yet, a size the run lacks or hostile text: the variant's own price
      for (const size of ['M', null, 'XXL', "2XL' or '1'='1", '<script>alert(1)</script>', 'x'.repeat(10_000)])
        expect(await at('SZT-TEE-A', 12, size), String(size).slice(0, 20)).toMatchObject({ unit_price: 20 });
      // the youth run has its own sizes: an adult size named on a youth variant adds nothing
      expect(await at('SZT-TEE-Y', 12, '2XL')).toMatchObject({ unit_price: 17 });
      // a product build deployed before sizes were sent asks with two arguments, and is answered as before
      const [two] = await db.as(anon, (q) =>
        q<{ v: Volume }>('select v from public.volume_price($1, $2) v', ['SZT-TEE-A', 12]),
      );
      expect(two!.v).toMatchObject({ unit_price: 20, unit_price_at_tier: 18 });
    });

    it('lines that cannot be ordered do not count towards a tier', async () => {
      const shown = await db.as(anon, (q) => quote(q, [tee('M', 11), tee('XXL', 1)]));
      expect(shown).toMatchObject({ subtotal: 220, discount: 0 });
      expect(shown.volume[0]).toMatchObject({ quantity: 11, items_to_next: 1 });
    });

    it('a tier or a discount claimed by a client is ignored; a tampered total places nothing', async () => {
      const claims = { discount: 999, percent_off: 50, volume: [{ percent_off: 50 }], tier: 48 };
      const { shown, placed } = await quoteThenOrder([tee('M', 12, claims)], claims);
      expect(shown).toMatchObject({ subtotal: 240, discount: 24, total: 216 });
      expect(placed).toMatchObject({ discount: 24, total: 216 });
      await expect(
        db.owner(async (q) => (await asShopper(q), placeOrder(q, [tee('M', 12)], 192))),
      ).rejects.toMatchObject({ code: '22023', message: expect.stringContaining('Your total is now $216.00') });
    });

    it(`an order of ${shopLimits.orderLines} lines (a group of ${shopLimits.orderLines}) is placed; one more line is refused`, async () => {
      const group = Array.from({ length: shopLimits.orderLines }, (_, i) =>
        tee(['S', 'M', 'L', 'XL', '2XL'][i % 5]!, 1, { personalization_text: `Runner ${i + 1}` }),
      );
      const { shown, placed, lines } = await quoteThenOrder(group);
      expect(lines).toHaveLength(shopLimits.orderLines);
      expect(shown.volume[0]).toMatchObject({ quantity: shopLimits.orderLines, percent_off: 20 });
      expect(placed).toMatchObject({ total: shown.total, discount: shown.discount });
      await expect(db.as(anon, (q) => quote(q, [...group, tee('M')]))).rejects.toMatchObject({
        code: '22023',
        message: `An order can hold at most ${shopLimits.orderLines} lines.`,
      });
    });
  });

  describe('volume tiers: the page\'s "each" is what each item is charged (QA H-a)', () => {
    const pageSays = (variantSku: string, quantity: number) =>
      db
        .as(anon, (q) => q<{ v: Volume }>('select v from public.volume_price($1, $2) v', [variantSku, quantity]))
        .then((rows) => rows[0]!.v);

    it('every price × quantity: one item at the tier × the quantity is what the cart charges, to the cent', async () => {
      const asked = sweepPrices.flatMap((price) =>
        sweepQuantities.map((quantity) => ({ price, quantity, line: sweepLine(price, quantity) })),
      );
      // one statement: the page's quote (volume_price) and the cart's (price_cart) of each price and quantity
      const rows = await db.as(anon, (q) =>
        q<{ price: string; quantity: number; each: string; page_percent: string; cart_percent: string; cart: Quote }>(
          `select a.value ->> 'price' as price, (a.value ->> 'quantity')::integer as quantity,
             page.v ->> 'unit_price_at_tier' as each, page.v ->> 'percent_off' as page_percent,
             cart.r -> 'volume' -> 0 ->> 'percent_off' as cart_percent, cart.r as cart
           from jsonb_array_elements($1::jsonb) a
           cross join lateral public.volume_price(a.value -> 'line' ->> 'variant_sku', (a.value ->> 'quantity')::integer) page(v)
           cross join lateral (select public.price_cart(jsonb_build_array(a.value -> 'line')) as r) cart`,
          [JSON.stringify(asked)],
        ),
      );
      expect(rows).toHaveLength(asked.length);
      // every tier is swept (none, 10, 15 and 20 % off), and the page's tier is the cart's
      expect([...new Set(rows.map((r) => Number(r.page_percent)))].sort((a, b) => a - b)).toEqual([0, 10, 15, 20]);
      const off = rows.flatMap((r) => {
        const charged = cents(r.cart.subtotal) - cents(r.cart.discount);
        return cents(r.each) * r.quantity === charged && Number(r.page_percent) === Number(r.cart_percent)
          ? []
          : [`${r.quantity} at $${r.price}: ${r.quantity} × $${r.each} each, charged $${(charged / 100).toFixed(2)}`];
      });
      // before: 283 of the 384 differed, by up to $0.40 (12 at $22.99: 12 × $20.69 = $248.28 on the page, $248.29 charged)
      expect(off).toEqual([]);
    });

    it('one product in lines at several prices: each line at its own "each" adds up to what is charged', async () => {
      const orders: [price: number, quantity: number][][] = [
        [
          [22.99, 5],
          [20.07, 4],
          [0.99, 4],
        ], // 13 items: 10 % off
        [
          [24.34, 10],
          [20.03, 10],
          [149.95, 4],
        ], // 24: 15 %
        [
          [20.11, 1],
          [17.49, 1],
          [21.99, 46],
        ], // 48: 20 %
        [
          [20.19, 30],
          [9.95, 30],
          [27.99, 39],
        ], // 99: 20 %
        [
          [20.01, 6],
          [20.13, 5],
        ], // 11: none yet
      ];
      for (const lines of orders) {
        const items = lines.reduce((sum, [, quantity]) => sum + quantity, 0);
        const cart = await db.as(anon, (q) =>
          quote(
            q,
            lines.map(([price, quantity]) => sweepLine(price, quantity)),
          ),
        );
        const pages = await Promise.all(lines.map(([price]) => pageSays(sweepSku(price), items)));
        const each = pages.reduce((sum, page, i) => sum + cents(page.unit_price_at_tier) * lines[i]![1], 0);
        expect(each, JSON.stringify(lines)).toBe(cents(cart.subtotal) - cents(cart.discount));
        expect(cart.volume[0]).toMatchObject({ quantity: items, percent_off: pages[0]!.percent_off });
      }
    });

    it('place_order charges and stores it: 12 at $22.99, 10 % off, is 12 × $20.69 = $248.28', async () => {
      expect(await pageSays(sweepSku(22.99), 12)).toMatchObject({ percent_off: 10, unit_price_at_tier: 20.69 });
      const { shown, placed } = await quoteThenOrder([sweepLine(22.99, 12)]);
      // before: $27.59 off (10 % of $275.88, to the cent): $248.29, a cent over 12 × $20.69
      expect(shown).toMatchObject({ subtotal: 275.88, discount: 27.6, shipping: 0, total: 248.28 });
      expect(placed).toMatchObject({ subtotal: 275.88, discount: 27.6, total: 248.28 });
    });

    /** volume_price() as the REST API calls it: its arguments bound from the request's JSON (json_to_record). */
    const throughRpc = (args: Record<string, unknown>) =>
      db.as(anon, (q) =>
        q<{ v: Volume }>(
          `select v from json_to_record($1::json) as a(for_variant text, quantity integer),
             lateral public.volume_price(for_variant := a.for_variant, quantity := a.quantity) v`,
          [JSON.stringify(args)],
        ).then((rows) => rows.map((row) => row.v)),
      );

    it.each([
      ['0', 0, 1],
      ['a negative number', -12, 1],
      ['null', null, 1],
      ['10^9', 1e9, 10_000],
    ])(
      'a quantity of %s through the RPC is quoted at %i item(s), whose "each" is still exact',
      async (_, sent, counted) => {
        const [page] = await throughRpc({ for_variant: 'SZT-TEE-A', quantity: sent });
        expect(page).toMatchObject({ quantity: counted, unit_price: 20 });
        expect(cents(page!.unit_price_at_tier)).toBe(Math.round((2000 * (100 - page!.percent_off)) / 100));
      },
    );

    it.each([
      ['a fraction', 2.5, '22P02'],
      ['a number in words', 'twelve', '22P02'],
      ['SQL', '12); drop table public.orders; --', '22P02'],
      ['10^10', 1e10, '22003'],
      ['a list', [12], '22P02'],
    ])('a quantity of %s through the RPC is refused (%s), and nothing is quoted', async (_, sent, code) => {
      await expect(throughRpc({ for_variant: 'SZT-TEE-A', quantity: sent })).rejects.toMatchObject({ code });
    });
  });
}
