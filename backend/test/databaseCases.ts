/**
 * What the SQL in supabase/ promises, checked in the database itself, as
 * each API role (sqlDatabase.ts): row level security and grants, place_order
 * pricing, card prices and the listing and search functions. The same cases
 * run on the embedded backend's PGlite (database.test.ts) and on a real
 * PostgreSQL 15 set up like a hosted Supabase project
 * (hosted/database.hosted.test.ts), so SQL that behaves differently on
 * hosted Postgres fails a test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller, Query, Row, SqlDatabase } from './sqlDatabase';
import { approvedDetails, mugLine, shipping } from './orderFixtures';

const anon: Caller = { role: 'anon' };
const service: Caller = { role: 'service_role' };
const shopperCaller = (sub: string): Caller => ({ role: 'authenticated', sub });

const line = mugLine('DBT');

interface Card {
  id: number;
  sku: string;
  name: string;
  price: number;
  price_from: boolean;
  default_variant_sku: string | null;
}
interface Listing {
  category: { slug: string } | null;
  total: number;
  products: Card[];
}

/** `engine` is what the server's version() must say: the cases check where they run. */
export function databaseCases(engine: string, open: () => Promise<SqlDatabase>): void {
  let db: SqlDatabase;
  let ann: string;
  let bob: string;

  const placeOrder = (
    q: Query,
    items: unknown,
    address: unknown = shipping,
    payment = 'pay_on_delivery',
    key?: string,
  ) =>
    q<{ placed: Row }>(
      `select to_jsonb(o) as placed from public.place_order($1::jsonb, $2::jsonb, $3, $4::uuid, null, ${approvedDetails('$1::jsonb')}) o`,
      [JSON.stringify(items), JSON.stringify(address), payment, key ?? null],
    ).then((rows) => rows[0]!.placed);
  const listing = (caller: Caller, args: [string | null, string | null, string, number, number]) =>
    db.as(caller, (q) =>
      q<{ r: Listing }>('select public.category_products($1, $2, $3, $4, $5) as r', args).then((rows) => rows[0]!.r),
    );
  const newShopper = (name: string) =>
    db.owner((q) =>
      q<{ id: string }>('insert into auth.users (email, raw_user_meta_data) values ($1, $2::jsonb) returning id', [
        `${name.toLowerCase()}.${crypto.randomUUID()}@example.test`,
        JSON.stringify({ first_name: name }),
      ]).then((rows) => rows[0]!.id),
    );

  beforeAll(async () => {
    db = await open();
    const { version } = (await db.owner((q) => q<{ version: string }>('select version()')))[0]!;
    expect(version).toContain(engine);
    await db.owner(async (q) => {
      const [mug] = await q(
        "insert into public.products (sku, name, price) values ('DBT-MUG', 'Database Test Mug', 20) returning id",
      );
      const [old] = await q(
        "insert into public.products (sku, name, price, is_active) values ('DBT-OLD', 'Retired Sign', 30, false) returning id",
      );
      await q(
        `insert into public.product_variants (product_id, variant_sku, variant_name, option1, option3, price, is_active) values
           ($1, 'DBT-MUG-11', '11 oz', '11 oz', 'White', 20, true),
           ($1, 'DBT-MUG-15', '15 oz', '15 oz', 'White', 42.5, true),
           ($1, 'DBT-MUG-OFF', 'Discontinued', '11 oz', 'White', 5, false),
           ($2, 'DBT-OLD-1', 'Old', 'Old', 'White', 30, true)`,
        [mug!.id, old!.id],
      );
      await q(
        "insert into public.designs (design_name, design_code, personalization_options) values ('Rose', 'DBT-ROSE', $1::jsonb)",
        [
          JSON.stringify({
            fields: [{ key: 'text', label: 'Message', maxLength: 100, required: true }],
            fonts: ['Classic Serif'],
            colors: [{ name: 'Navy', hex: '#22385e' }],
          }),
        ],
      );
    });
    ann = await newShopper('Ann');
    bob = await newShopper('Bob');
  }, 120_000);

  afterAll(async () => {
    await db?.close();
  });

  describe('row level security and grants', () => {
    it('visitors read active products, variants and designs only; the service role reads them all', async () => {
      const read = (caller: Caller) =>
        db.as(caller, async (q) => ({
          products: (await q("select sku from public.products where sku like 'DBT-%' order by sku")).map((r) => r.sku),
          view: (await q("select sku from public.products_view where sku like 'DBT-%' order by sku")).map((r) => r.sku),
          variants: (
            await q("select variant_sku from public.product_variants where variant_sku like 'DBT-%' order by 1")
          ).map((r) => r.variant_sku),
          designs: (await q("select design_code from public.designs where design_code like 'DBT-%'")).length,
        }));
      expect(await read(anon)).toEqual({
        products: ['DBT-MUG'],
        view: ['DBT-MUG'],
        variants: ['DBT-MUG-11', 'DBT-MUG-15'],
        designs: 1,
      });
      expect(await read(shopperCaller(ann))).toEqual(await read(anon));
      expect(await read(service)).toEqual({
        products: ['DBT-MUG', 'DBT-OLD'],
        view: ['DBT-MUG', 'DBT-OLD'],
        variants: ['DBT-MUG-11', 'DBT-MUG-15', 'DBT-MUG-OFF', 'DBT-OLD-1'],
        designs: 1,
      });
    });

    it('nobody but the service role writes the catalogue or recomputes prices', async () => {
      await expect(
        db.as(anon, (q) => q("insert into public.products (sku, name, price) values ('DBT-X', 'x', 1)")),
      ).rejects.toMatchObject({ code: '42501' });
      await expect(
        db.as(shopperCaller(ann), (q) => q("update public.products set price = 0 where sku = 'DBT-MUG'")),
      ).rejects.toMatchObject({ code: '42501' });
      await expect(db.as(shopperCaller(ann), (q) => q('delete from public.product_variants'))).rejects.toMatchObject({
        code: '42501',
      });
      for (const caller of [anon, shopperCaller(ann)])
        await expect(db.as(caller, (q) => q('select public.refresh_card_prices(null)'))).rejects.toMatchObject({
          code: '42501',
        });
      await db.as(service, (q) => q('select public.refresh_card_prices(null)'));
    });

    it('a shopper reads and edits only their own profile; visitors read none', async () => {
      await db.as(shopperCaller(ann), async (q) => {
        expect(await q('select id, first_name from public.profiles')).toEqual([{ id: ann, first_name: 'Ann' }]);
        expect(
          await q("update public.profiles set display_name = 'Not Bob' where id = $1 returning id", [bob]),
        ).toEqual([]);
        expect(await q("update public.profiles set display_name = 'Ann L' returning display_name")).toEqual([
          { display_name: 'Ann L' },
        ]);
      });
      await expect(
        db.as(shopperCaller(ann), (q) => q("update public.profiles set email = 'x@example.test'")),
      ).rejects.toMatchObject({ code: '42501' });
      await expect(db.as(anon, (q) => q('select * from public.profiles'))).rejects.toMatchObject({ code: '42501' });
      const [bobs] = await db.owner((q) => q('select display_name from public.profiles where id = $1', [bob]));
      expect(bobs).toEqual({ display_name: 'Bob' });
    });

    it('auth.uid(), auth.role() and auth.jwt() read the request claims; the auth tables stay private', async () => {
      expect(
        await db.as(shopperCaller(ann), (q) =>
          q("select auth.uid() as uid, auth.role() as role, auth.jwt() ->> 'aud' as aud, current_user as db_role"),
        ),
      ).toEqual([{ uid: ann, role: 'authenticated', aud: 'authenticated', db_role: 'authenticated' }]);
      expect(await db.as(anon, (q) => q('select auth.uid() as uid, auth.role() as role'))).toEqual([
        { uid: null, role: 'anon' },
      ]);
      for (const caller of [anon, shopperCaller(ann)])
        await expect(db.as(caller, (q) => q('select count(*) from auth.users'))).rejects.toMatchObject({
          code: '42501',
        });
    });

    it('anyone may subscribe to the newsletter once; nobody reads the list', async () => {
      const email = `DBT.Reader.${Date.now()}@Example.test`;
      for (let i = 0; i < 2; i += 1)
        await db.as(anon, (q) => q('insert into public.newsletter_subscribers (email) values ($1)', [email]));
      const rows = await db.owner((q) =>
        q('select email from public.newsletter_subscribers where lower(email) = lower($1)', [email]),
      );
      expect(rows).toEqual([{ email: email.toLowerCase() }]);
      await expect(db.as(anon, (q) => q('select * from public.newsletter_subscribers'))).rejects.toMatchObject({
        code: '42501',
      });
    });
  });

  describe('place_order', () => {
    it('prices every line from the catalogue and ignores prices sent by the browser', async () => {
      await db.as(shopperCaller(ann), async (q) => {
        const placed = await placeOrder(
          q,
          [line('DBT-MUG-11', 2, { price: 0.01, unit_price: 0.01, line_total: 0.02 })],
          {
            ...shipping,
            subtotal: 0,
          },
        );
        expect(placed).toMatchObject({ user_id: ann, subtotal: 40, shipping: 6.95, total: 46.95, status: 'placed' });
        expect(placed.order_number).toMatch(/^KL-\d+$/);
        expect(
          await q(
            `select variant_sku, quantity, unit_price::float8 as unit_price, line_total::float8 as line_total, personalization_text
             from public.order_items where order_id = $1`,
            [placed.id],
          ),
        ).toEqual([
          {
            variant_sku: 'DBT-MUG-11',
            quantity: 2,
            unit_price: 20,
            line_total: 40,
            personalization_text: 'For Grandma Rose',
          },
        ]);
      });
    });

    it('ships free at $75 and above', async () => {
      const placed = await db.as(shopperCaller(ann), (q) => placeOrder(q, [line('DBT-MUG-15', 2)]));
      expect(placed).toMatchObject({ subtotal: 85, shipping: 0, total: 85 });
    });

    it.each([
      ['an inactive variant', line('DBT-MUG-OFF'), /no longer sold/],
      ['an inactive product', line('DBT-OLD-1', 1, { product_sku: 'DBT-OLD' }), /no longer sold/],
      ['a variant that does not exist', line('NOPE'), /no longer sold/],
      ['a quantity of 0', line('DBT-MUG-11', 0), /1 to 99/],
      ['a quantity of 100', line('DBT-MUG-11', 100), /1 to 99/],
      [
        'personalization over 100 characters',
        line('DBT-MUG-11', 1, { personalization_text: 'x'.repeat(101) }),
        /at most 100/,
      ],
    ])('refuses %s', async (_, item, message) => {
      const error = await db
        .as(shopperCaller(ann), (q) => placeOrder(q, [item]))
        .then(
          () => null,
          (e: { code: string; message: string }) => e,
        );
      expect(error).toMatchObject({ code: '22023', message: expect.stringMatching(message) });
    });

    it('rolls back the whole order when one line fails', async () => {
      const carol = await newShopper('Carol');
      await expect(
        db.as(shopperCaller(carol), (q) => placeOrder(q, [line('DBT-MUG-11'), line('DBT-MUG-OFF')])),
      ).rejects.toMatchObject({ message: expect.stringMatching(/Line 2/) });
      expect(await db.owner((q) => q('select id from public.orders where user_id = $1', [carol]))).toEqual([]);
    });

    it('refuses a missing address, an unknown payment method and an invoice without an organisation', async () => {
      const attempt = (address: unknown, payment: string) =>
        db.as(shopperCaller(ann), (q) => placeOrder(q, [line('DBT-MUG-11')], address, payment));
      await expect(attempt({ ...shipping, line1: ' ' }, 'invoice')).rejects.toMatchObject({
        message: expect.stringMatching(/street address/),
      });
      await expect(attempt(shipping, 'bitcoin')).rejects.toMatchObject({
        message: expect.stringMatching(/payment method/),
      });
      await expect(attempt(shipping, 'invoice')).rejects.toMatchObject({
        message: expect.stringMatching(/organization/),
      });
      expect(await attempt({ ...shipping, organisation: 'Lincoln Elementary PTA' }, 'invoice')).toMatchObject({
        payment_method: 'invoice',
        organisation: 'Lincoln Elementary PTA',
      });
    });

    it('asks a visitor (a guest) for the e-mail address that gets the order', async () => {
      await expect(db.as(anon, (q) => placeOrder(q, [line('DBT-MUG-11')]))).rejects.toMatchObject({
        code: '22023',
        message: 'Enter your e-mail address, so we can send you your order.',
      });
    });

    it('answers the same idempotency key with the same order', async () => {
      const key = crypto.randomUUID();
      const first = await db.as(shopperCaller(ann), (q) =>
        placeOrder(q, [line('DBT-MUG-11')], shipping, 'pay_on_delivery', key),
      );
      const again = await db.as(shopperCaller(ann), (q) =>
        placeOrder(q, [line('DBT-MUG-15')], shipping, 'pay_on_delivery', key),
      );
      expect(again.id).toBe(first.id);
      expect(
        await db.owner((q) => q('select count(*)::int as n from public.orders where idempotency_key = $1', [key])),
      ).toEqual([{ n: 1 }]);
    });

    it("keeps one shopper's orders from another and from visitors; nobody writes orders directly", async () => {
      const mine = await db.as(shopperCaller(ann), (q) => q('select user_id from public.orders'));
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.every((o) => o.user_id === ann)).toBe(true);
      expect(await db.as(shopperCaller(bob), (q) => q('select * from public.orders'))).toEqual([]);
      expect(await db.as(shopperCaller(bob), (q) => q('select * from public.order_items'))).toEqual([]);
      await expect(db.as(anon, (q) => q('select * from public.orders'))).rejects.toMatchObject({ code: '42501' });
      await expect(
        db.as(shopperCaller(ann), (q) =>
          q(
            `insert into public.orders (user_id, shipping_name, shipping_line1, shipping_city, shipping_postal_code,
               shipping_country, payment_method, subtotal, shipping, total)
             values ($1, 'x', 'x', 'x', 'x', 'x', 'invoice', 0, 0, 0)`,
            [ann],
          ),
        ),
      ).rejects.toMatchObject({ code: '42501' });
    });

    it("price_cart quotes a visitor's cart at the server's prices", async () => {
      const { quote } = (
        await db.as(anon, (q) =>
          q<{ quote: Row }>('select public.price_cart($1::jsonb) as quote', [
            JSON.stringify([line('DBT-MUG-15', 1, { price: 1 }), line('DBT-MUG-OFF')]),
          ]),
        )
      )[0]!;
      expect(quote).toMatchObject({ subtotal: 42.5, shipping: 6.95, total: 49.45 });
      expect(quote.lines[0]).toMatchObject({ unit_price: 42.5, problem: null });
      expect(quote.lines[1].problem).toMatch(/no longer sold/);
    });
  });

  describe('card prices and the listing functions', () => {
    it("every product's card price is its cheapest active variant's, with From exactly when options differ", async () => {
      const rows = await db.as(anon, (q) =>
        q(
          `select p.sku, p.price::float8 as price, p.price_from, p.default_variant_sku,
                  min(v.price)::float8 as cheapest, count(distinct v.price)::int as prices,
                  bool_or(v.variant_sku = p.default_variant_sku and v.price = p.price) as opens_on_it
           from public.products_view p join public.product_variants v on v.product_id = p.id and v.is_active
           where p.is_active and p.price is not null
           group by p.sku, p.price, p.price_from, p.default_variant_sku`,
        ),
      );
      expect(rows.length).toBeGreaterThan(150);
      for (const r of rows) {
        expect(r.price, r.sku).toBe(r.cheapest);
        expect(r.price_from, r.sku).toBe(r.prices > 1);
        expect(r.opens_on_it, r.sku).toBe(true);
      }
      expect(rows.find((r) => r.sku === 'DBT-MUG')).toMatchObject({
        price: 20,
        price_from: true,
        default_variant_sku: 'DBT-MUG-11',
      });
    });

    it('products_view, get_all_product_cards and category_products list the same cards at the same prices', async () => {
      const view = await db.as(anon, (q) =>
        q<Card>(
          'select sku, price::float8 as price, price_from from public.products_view where is_active and price is not null order by sku',
        ),
      );
      const all = await db.as(anon, (q) =>
        q<Card>('select sku, price::float8 as price, price_from from public.get_all_product_cards() order by sku'),
      );
      expect(all).toEqual(view);
      const listed: Card[] = [];
      for (let offset = 0; ; offset += 100) {
        const page = await listing(anon, [null, null, 'price-low', 100, offset]);
        listed.push(...page.products);
        if (page.products.length < 100) {
          expect(page.total).toBe(listed.length);
          break;
        }
      }
      const prices = listed.map((c) => Number(c.price));
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(
        listed
          .map((c) => ({ sku: c.sku, price: Number(c.price), price_from: c.price_from }))
          .sort((a, b) => (a.sku < b.sku ? -1 : 1)),
      ).toEqual(view);
    });

    it("category_products lists a category's active products with its total; an unknown category is empty", async () => {
      const ornaments = await listing(anon, ['ornaments', null, 'featured', 24, 0]);
      expect(ornaments.category?.slug).toBe('ornaments');
      expect(ornaments.total).toBeGreaterThan(0);
      expect(ornaments.products.length).toBe(Math.min(24, ornaments.total));
      const linked = await db.as(anon, (q) =>
        q(
          `with recursive tree (id) as (
             select id from public.categories where slug = 'ornaments'
             union all
             select c.id from public.categories c join tree t on c.parent_id = t.id
           )
           select distinct p.sku from public.products p
           join public.product_categories pc on pc.product_id = p.id
           where pc.category_id in (select id from tree) and p.is_active and p.price is not null`,
        ),
      );
      const skus = new Set(linked.map((r) => r.sku));
      expect(ornaments.total).toBe(skus.size);
      expect(ornaments.products.every((p) => skus.has(p.sku))).toBe(true);
      expect(await listing(anon, ['no-such-category', null, 'featured', 24, 0])).toEqual({
        category: null,
        total: 0,
        products: [],
      });
      // the same answer whoever asks (a definer function applies the public rules itself)
      expect(await listing(shopperCaller(ann), ['ornaments', null, 'featured', 24, 0])).toEqual(ornaments);
    });

    it('search finds plurals and typos, every word narrows, and suggestions answer after two characters', async () => {
      for (const [text, noun] of [
        ['mugs', /\bMug\b/],
        ['ornamnet', /\bOrnament\b/],
        ['keychian', /\bKeychain\b/],
      ] as const) {
        const found = await listing(anon, [null, text, 'featured', 24, 0]);
        expect(found.total, text).toBeGreaterThan(0);
        expect(
          found.products.every((p) => noun.test(p.name)),
          text,
        ).toBe(true);
      }
      const mugs = await listing(anon, [null, 'mug', 'featured', 24, 0]);
      const dadMugs = await listing(anon, [null, 'mug for dad', 'featured', 24, 0]);
      expect(dadMugs.total).toBeGreaterThan(0);
      expect(dadMugs.total).toBeLessThan(mugs.total);
      const suggest = (text: string) =>
        db.as(anon, (q) =>
          q<{ s: { products: Card[]; categories: unknown[] } }>('select public.search_suggestions($1) as s', [text]),
        );
      const { s } = (await suggest('mug'))[0]!;
      expect(s.products.length).toBeGreaterThan(0);
      expect(s.products.length).toBeLessThanOrEqual(6);
      expect((await suggest('m'))[0]!.s).toEqual({ products: [], categories: [] });
      for (const table of ['product_search', 'search_words', 'search_synonyms'])
        await expect(db.as(anon, (q) => q(`select * from public.${table} limit 1`))).rejects.toMatchObject({
          code: '42501',
        });
    });

    it('follows variant changes: retiring the cheapest option hands the card to the next', async () => {
      const card = () =>
        db.as(anon, (q) =>
          q(
            "select price::float8 as price, price_from, default_variant_sku from public.products_view where sku = 'DBT-MUG'",
          ),
        );
      await db.as(service, (q) =>
        q("update public.product_variants set is_active = false where variant_sku = 'DBT-MUG-11'"),
      );
      expect(await card()).toEqual([{ price: 42.5, price_from: false, default_variant_sku: 'DBT-MUG-15' }]);
      await db.as(service, (q) =>
        q("update public.product_variants set is_active = true where variant_sku = 'DBT-MUG-11'"),
      );
      expect(await card()).toEqual([{ price: 20, price_from: true, default_variant_sku: 'DBT-MUG-11' }]);
    });
  });
}
