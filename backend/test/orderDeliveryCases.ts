/**
 * Delivery dates, shipping methods, order statuses and order e-mails (issue
 * 28, parts 2 and 4), checked in the database as each API role: dates count
 * business days and skip the shop's holidays, in the shop's time zone; a
 * holiday category's order-by day comes from the same rules; the server
 * prices the shipping method and refuses one it does not offer; placing an
 * order writes its confirmation e-mail to the outbox in the same
 * transaction (and nothing when it fails); the shopper may cancel only
 * before production starts, only the service role moves an order on, and
 * shipping (with a tracking number) writes the shipping notice. Run on
 * PGlite (orderDelivery.database.test.ts) and PostgreSQL 15
 * (hosted/orderDelivery.hosted.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedDetails, shipping } from './orderFixtures';
import type { Caller, Query, Row, SqlDatabase } from './sqlDatabase';

const anon: Caller = { role: 'anon' };
const service: Caller = { role: 'service_role' };

export function orderDeliveryCases(engine: string, open: () => Promise<SqlDatabase>): void {
  let db: SqlDatabase;
  let shopper: Caller;
  let stranger: Caller;
  let shopperEmail: string;
  const run = Math.random().toString(36).slice(2, 8);
  const sku = `DLV-${run}`.toUpperCase();
  const line = (quantity = 1, extra: Record<string, unknown> = {}) => ({
    product_sku: `${sku}-MUG`,
    variant_sku: `${sku}-MUG-11`,
    design_code: `${sku}-ROSE`,
    quantity,
    personalization_text: 'For  Grandma Rose ♥',
    options: { Style: '11 oz', Color: 'White', Design: 'Rose' },
    ...extra,
  });

  const one = async <R extends Row>(rows: Promise<R[]>) => (await rows)[0]!;
  const value = async (caller: Caller | null, sql: string, params: unknown[] = []) => {
    const work = (q: Query) => q<{ v: unknown }>(sql, params);
    return (await one(caller ? db.as(caller, work) : db.owner(work))).v;
  };
  const placeOrder = (q: Query, items: unknown, details: unknown = {}) =>
    q<{ o: Row }>(
      `select to_jsonb(o) as o from public.place_order($1::jsonb, $2::jsonb, 'pay_on_delivery', null, null, ${approvedDetails('$1::jsonb', '$3::jsonb')}) o`,
      [JSON.stringify(items), JSON.stringify(shipping), JSON.stringify(details)],
    ).then((rows) => rows[0]!.o);
  const outbox = (orderNumber: string) =>
    db.owner((q) =>
      q<{ kind: string; recipient: string; payload: Row }>(
        `select kind, recipient, payload from public.email_outbox where payload ->> 'order_number' = $1 order by id`,
        [orderNumber],
      ),
    );
  const place = async (details: unknown = {}) => db.as(shopper, (q) => placeOrder(q, [line()], details));

  beforeAll(async () => {
    db = await open();
    const { version } = (await db.owner((q) => q<{ version: string }>('select version()')))[0]!;
    expect(version).toContain(engine);
    await db.owner(async (q) => {
      const [mug] = await q(
        `insert into public.products (sku, name, price) values ($1, 'Delivery Mug', 20) returning id`,
        [`${sku}-MUG`],
      );
      await q(
        `insert into public.product_variants (product_id, variant_sku, variant_name, option1, option3, price, size, is_active)
         values ($1, $2, '11 oz', '11 oz', 'White', 20, '11 oz', true)`,
        [mug!.id, `${sku}-MUG-11`],
      );
      await q(
        `insert into public.designs (design_name, design_code, personalization_options) values ('Rose', $1, $2::jsonb)`,
        [`${sku}-ROSE`, JSON.stringify({ fields: [{ key: 'text', label: 'Message', maxLength: 100 }] })],
      );
      // a holiday category whose slowest product takes 4 business days to make
      const slug = `dlv-${run}`;
      const [holiday] = await q(`insert into public.categories (slug, name) values ($1, 'Test Holiday') returning id`, [
        slug,
      ]);
      const [slow] = await q(`insert into public.categories (slug, name) values ($1, 'Slow Things') returning id`, [
        `${slug}-slow`,
      ]);
      await q(`insert into public.product_types (category_slug, production_days) values ($1, 4)`, [`${slug}-slow`]);
      await q(`insert into public.product_categories (product_id, category_id) values ($1, $2), ($1, $3)`, [
        mug!.id,
        holiday!.id,
        slow!.id,
      ]);
      await q(`insert into public.occasions (category_slug, name, day) values ($1, 'Test Christmas', '2026-12-25')`, [
        slug,
      ]);
      const users = [];
      for (const who of ['shopper', 'stranger']) {
        const [user] = await q<{ id: string; email: string }>(
          'insert into auth.users (email) values ($1) returning id, email',
          [`delivery.${who}.${run}@example.test`],
        );
        users.push(user!);
      }
      shopper = { role: 'authenticated', sub: users[0]!.id };
      stranger = { role: 'authenticated', sub: users[1]!.id };
      shopperEmail = users[0]!.email;
    });
  }, 120_000);

  afterAll(async () => {
    await db?.close();
  });

  describe('dates count business days and skip holidays', () => {
    it.each([
      ['Fri 2026-11-20', '2026-11-20', 3, '2026-11-25'],
      ['Wed before Thanksgiving', '2026-11-25', 1, '2026-11-27'],
      ['Christmas Eve, over Christmas and the weekend', '2026-12-24', 1, '2026-12-28'],
      ['a Saturday', '2026-11-28', 1, '2026-11-30'],
      ['zero days', '2026-11-28', 0, '2026-11-28'],
    ])('%s', async (_, start, days, expected) => {
      expect(await value(anon, 'select public.add_business_days($1::date, $2)::text as v', [start, days])).toBe(
        expected,
      );
    });

    it('counting back skips the same days', async () => {
      const back = (day: string, n: number) =>
        value(anon, 'select public.subtract_business_days($1::date, $2)::text as v', [day, n]);
      expect(await back('2026-12-28', 1)).toBe('2026-12-24');
      expect(await back('2026-11-27', 1)).toBe('2026-11-25');
      expect(await back('2026-12-24', 11)).toBe('2026-12-09');
      expect(await back('2026-12-24', 0)).toBe('2026-12-24');
    });

    it('an order made in 2 days ships, then travels by standard (5–7) or express (2–3), in the shop’s time zone', async () => {
      const windowOf = (method: string, at: string) =>
        one(
          db.as(anon, (q) =>
            q(
              `select arrives_earliest::text as earliest, arrives_latest::text as latest
               from public.delivery_window(2, $1, $2::timestamptz)`,
              [method, at],
            ),
          ),
        );
      // Monday Dec 14: made by Wed 16; standard 5–7 business days over Christmas
      expect(await windowOf('standard', '2026-12-14T15:00:00Z')).toEqual({
        earliest: '2026-12-23',
        latest: '2026-12-28',
      });
      expect(await windowOf('express', '2026-12-14T15:00:00Z')).toEqual({
        earliest: '2026-12-18',
        latest: '2026-12-21',
      });
      // 03:00 UTC on the 15th is still the 14th in New York
      expect(await windowOf('express', '2026-12-15T03:00:00Z')).toEqual({
        earliest: '2026-12-18',
        latest: '2026-12-21',
      });
      expect(await windowOf('express', '2026-12-15T06:00:00Z')).toEqual({
        earliest: '2026-12-21',
        latest: '2026-12-22',
      });
    });

    it('a holiday category shows its order-by day from the same rules, and none once it has passed', async () => {
      const orderBy = (at: string) =>
        value(anon, 'select public.occasion_order_by($1, $2::timestamptz) as v', [`dlv-${run}`, at]);
      // 4 days to make + 7 in transit = 11 business days, arriving by Thu Dec 24
      expect(await orderBy('2026-11-26T12:00:00Z')).toEqual({
        name: 'Test Christmas',
        occasion_day: '2026-12-25',
        order_by: '2026-12-09',
      });
      expect(await orderBy('2026-12-09T20:00:00Z')).toMatchObject({ order_by: '2026-12-09' });
      expect(await orderBy('2026-12-10T15:00:00Z')).toBeNull();
      expect(await value(anon, `select public.occasion_order_by('no-such-category') as v`)).toBeNull();
    });

    it('the product page’s dates use the product’s type (4 days to make)', async () => {
      const productId = await value(null, 'select id as v from public.products where sku = $1', [`${sku}-MUG`]);
      const options = (await value(anon, 'select public.product_delivery($1) as v', [productId])) as Row[];
      expect(options.map((o) => o.code)).toEqual(['standard', 'express']);
      const expected = await one(
        db.as(anon, (q) => q(`select arrives_latest::text as latest from public.delivery_window(4, 'express')`)),
      );
      expect(options[1]!.arrives_latest).toBe(expected.latest);
      expect(await value(anon, 'select public.product_delivery(-1) as v')).toEqual([]);
    });
  });

  describe('shipping methods are priced by the server', () => {
    const quote = (items: unknown, details: unknown) =>
      value(anon, 'select public.price_cart($1::jsonb, $2::jsonb) as v', [
        JSON.stringify(items),
        JSON.stringify(details),
      ]) as Promise<Row>;

    it('standard is the flat rate and free over the threshold; express is always charged', async () => {
      expect(await quote([line()], {})).toMatchObject({ subtotal: 20, shipping: 6.95, total: 26.95 });
      expect(await quote([line()], { shipping_method: 'standard' })).toMatchObject({ shipping: 6.95 });
      expect(await quote([line()], { shipping_method: 'express' })).toMatchObject({ shipping: 14.95, total: 34.95 });
      expect(await quote([line(4)], { shipping_method: 'standard' })).toMatchObject({ subtotal: 80, shipping: 0 });
      expect(await quote([line(4)], { shipping_method: 'express' })).toMatchObject({ shipping: 14.95, total: 94.95 });
    });

    it('says free shipping only for the method that ships free, and how much more only where it could', async () => {
      // QA sweep H-f: checkout said "Your order ships free" while charging $14.95 for Express
      const standard = { code: 'standard', name: 'Standard' };
      const express = { code: 'express', name: 'Express' };
      expect(await quote([line(4)], {})).toMatchObject({
        shipping_method: standard,
        ships_free: true,
        remaining_for_free: 0,
      });
      expect(await quote([line(4)], { shipping_method: 'express' })).toMatchObject({
        shipping: 14.95,
        shipping_method: express,
        ships_free: false,
        remaining_for_free: null,
      });
      expect(await quote([line()], { shipping_method: 'standard' })).toMatchObject({
        ships_free: false,
        remaining_for_free: 55,
      });
      expect(await quote([line()], { shipping_method: 'express' })).toMatchObject({
        ships_free: false,
        remaining_for_free: null,
      });
      // null details and a null method are standard
      expect(await quote([line(4)], { shipping_method: null })).toMatchObject({
        shipping_method: standard,
        ships_free: true,
      });
      expect(
        await value(anon, 'select public.price_cart($1::jsonb, null) as v', [JSON.stringify([line()])]),
      ).toMatchObject({ shipping_method: standard, ships_free: false, remaining_for_free: 55 });
    });

    it('the threshold comes from the shop settings and the method’s own rule, for every method', async () => {
      await db.owner((q) => q(`update public.shipping_methods set free_over_threshold = true where code = 'express'`));
      try {
        expect(await quote([line(4)], { shipping_method: 'express' })).toMatchObject({
          shipping: 0,
          ships_free: true,
          remaining_for_free: 0,
        });
        expect(await quote([line()], { shipping_method: 'express' })).toMatchObject({ remaining_for_free: 55 });
      } finally {
        await db.owner((q) =>
          q(`update public.shipping_methods set free_over_threshold = false where code = 'express'`),
        );
      }
    });

    it.each([['overnight'], ['EXPRESS'], [5], [{ code: 'express' }], [['express']], ["express'; drop table x"]])(
      'a tampered method (%j) is refused, naming the choices',
      async (method) => {
        await expect(quote([line()], { shipping_method: method })).rejects.toMatchObject({
          code: '22023',
          message: 'Choose a shipping method: standard or express.',
        });
        await expect(place({ shipping_method: method })).rejects.toMatchObject({ code: '22023' });
      },
    );

    it('hostile carts get the line problem, not dates', async () => {
      for (const items of ['"not a list"', '{"a":1}', JSON.stringify([{ variant_sku: 'NOPE', quantity: 1 }])]) {
        const answer = await value(anon, 'select public.shipping_options($1::jsonb) as v', [items]).catch(
          (error: { code?: string }) => error,
        );
        // either refused with a clear code, or every method still answers (an unknown line is priced as a problem)
        if (Array.isArray(answer)) expect((answer as Row[]).map((o) => o.code)).toEqual(['standard', 'express']);
        else expect((answer as { code?: string }).code).toBe('22023');
      }
    });

    it('the chooser’s options carry price_cart’s price and the dates', async () => {
      const options = (await value(anon, 'select public.shipping_options($1::jsonb) as v', [
        JSON.stringify([line()]),
      ])) as Row[];
      expect(options.map((o) => [o.code, o.price])).toEqual([
        ['standard', 6.95],
        ['express', 14.95],
      ]);
      expect(options[1]!.arrives_latest < options[0]!.arrives_latest).toBe(true);
    });
  });

  describe('placing an order writes its confirmation e-mail in the same transaction', () => {
    it('with the method charged, the dates, and every line exactly as printed', async () => {
      const placed = await place({ shipping_method: 'express' });
      expect(placed).toMatchObject({ shipping_method: 'express', shipping: 14.95, total: 34.95, status: 'placed' });
      const delivery = (await value(
        shopper,
        `select public.order_delivery($1::jsonb, '{"shipping_method":"express"}') as v`,
        [JSON.stringify([line()])],
      )) as Row;
      expect(placed.arrives_latest).toBe(delivery.arrives_latest);
      const mails = await outbox(placed.order_number as string);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ kind: 'order_confirmation', recipient: shopperEmail });
      expect(mails[0]!.payload).toMatchObject({
        order_number: placed.order_number,
        order_path: `/orders/${placed.order_number}`,
        total: 34.95,
        shipping: 14.95,
        shipping_method: 'Express',
        arrives_latest: placed.arrives_latest,
        address: { full_name: 'Ada Lee', line1: '12 Elm Street', city: 'Portland', postal_code: '97205' },
        lines: [
          {
            product_name: 'Delivery Mug',
            design_name: 'Rose',
            // the line's own size, as its order page shows it: a mug has none (its variant's "11 oz" is its Style)
            size: null,
            quantity: 1,
            options: { Style: '11 oz', Color: 'White', Design: 'Rose' },
          },
        ],
      });
      // the text as the order line stores it (what is printed)
      const printed = await value(
        null,
        'select personalization_text as v from public.order_items where order_id = $1',
        [placed.id],
      );
      expect((mails[0]!.payload.lines as Row[])[0]!.personalization_text).toBe(printed);
    });

    it('an order that fails writes no e-mail; a repeated submission writes one', async () => {
      const before = await value(null, 'select count(*)::int as v from public.email_outbox');
      await expect(
        db.as(shopper, (q) => placeOrder(q, [line(1, { variant_sku: 'NOPE' })], { shipping_method: 'express' })),
      ).rejects.toThrow();
      expect(await value(null, 'select count(*)::int as v from public.email_outbox')).toBe(before);
      const key = crypto.randomUUID();
      const twice = () =>
        db.as(shopper, (q) =>
          q<{ n: string }>(
            `select o.order_number as n from public.place_order($1::jsonb, $2::jsonb, 'pay_on_delivery', $3::uuid, null, ${approvedDetails('$1::jsonb')}) o`,
            [JSON.stringify([line()]), JSON.stringify(shipping), key],
          ),
        );
      const [first] = await twice();
      const [second] = await twice();
      expect(second!.n).toBe(first!.n);
      expect(await outbox(first!.n)).toHaveLength(1);
    });

    it('nobody but the service role writes order e-mails or reads their payloads', async () => {
      const placed = await place();
      for (const caller of [anon, shopper]) {
        await expect(
          db.as(caller, (q) =>
            q(`select public.queue_order_email(o, 'order_shipped') from public.orders o where o.order_number = $1`, [
              placed.order_number,
            ]),
          ),
        ).rejects.toMatchObject({ code: '42501' });
      }
    });
  });

  describe('status changes: the shopper cancels before production, the shop moves orders on', () => {
    const cancel = (caller: Caller, orderNumber: string) =>
      db
        .as(caller, (q) => q<{ o: Row }>('select to_jsonb(public.cancel_order($1)) as o', [orderNumber]))
        .then((rows) => rows[0]!.o);
    const setStatus = (caller: Caller, orderNumber: string, status: unknown, tracking: string | null = null) =>
      db
        .as(caller, (q) =>
          q<{ o: Row }>('select to_jsonb(public.set_order_status($1, $2, $3)) as o', [orderNumber, status, tracking]),
        )
        .then((rows) => rows[0]!.o);

    it('the shopper cancels within the hour; a stranger and anon cannot; the cancellation is e-mailed', async () => {
      const placed = await place();
      const window = await value(null, 'select production_starts_after::text as v from public.shop_settings');
      expect(window).toBe('01:00:00');
      await expect(cancel(stranger, placed.order_number as string)).rejects.toMatchObject({
        code: 'P0002',
        message: 'Order not found.',
      });
      await expect(cancel(anon, placed.order_number as string)).rejects.toMatchObject({ code: '42501' });
      const cancelled = await cancel(shopper, placed.order_number as string);
      expect(cancelled).toMatchObject({ status: 'cancelled' });
      expect(cancelled.cancelled_at).not.toBeNull();
      expect((await outbox(placed.order_number as string)).map((m) => m.kind)).toEqual([
        'order_confirmation',
        'order_cancelled',
      ]);
      // again: harmless, no second e-mail
      await cancel(shopper, placed.order_number as string);
      expect(await outbox(placed.order_number as string)).toHaveLength(2);
      await expect(
        setStatus(service, placed.order_number as string, 'shipped', '1Z999AA10123456784'),
      ).rejects.toMatchObject({
        code: '22023',
      });
    });

    it('hostile order numbers find nothing and say only "Order not found."', async () => {
      for (const bad of ['x'.repeat(10_000), "KL-1' or '1'='1", '', '%', 'kl-100001\u0000']) {
        await expect(cancel(shopper, bad.replace('\u0000', ''))).rejects.toMatchObject({
          code: 'P0002',
          message: 'Order not found.',
        });
      }
      await expect(setStatus(service, "KL-1' or '1'='1", 'delivered')).rejects.toMatchObject({ code: 'P0002' });
    });

    it('once production starts (after the window, or moved on by the shop) the shopper cannot cancel', async () => {
      const late = await place();
      await db.owner((q) =>
        q(`update public.orders set cancellable_until = now() - interval '1 second' where id = $1`, [late.id]),
      );
      await expect(cancel(shopper, late.order_number as string)).rejects.toMatchObject({
        code: '22023',
        message: `Order ${late.order_number} is already being made, so it can no longer be cancelled.`,
      });
      const started = await place();
      await setStatus(service, started.order_number as string, 'in_production');
      await expect(cancel(shopper, started.order_number as string)).rejects.toMatchObject({ code: '22023' });
    });

    it('only the service role moves an order on; shipping needs a tracking number and sends one notice', async () => {
      const placed = await place();
      const number = placed.order_number as string;
      for (const caller of [anon, shopper]) {
        await expect(setStatus(caller, number, 'shipped', '1Z999AA10123456784')).rejects.toMatchObject({
          code: '42501',
        });
        await expect(
          db.as(caller, (q) => q(`update public.orders set status = 'shipped' where order_number = $1`, [number])),
        ).rejects.toMatchObject({ code: '42501' });
      }
      await expect(setStatus(service, number, 'shipped')).rejects.toMatchObject({
        code: '22023',
        message: 'Shipping needs a tracking number: 7 to 40 letters, digits or dashes.',
      });
      for (const bad of ['<b>1Z</b>', '12', 'x'.repeat(60), '1Z99\u200b9AA1']) {
        await expect(setStatus(service, number, 'shipped', bad)).rejects.toMatchObject({ code: '22023' });
      }
      await expect(setStatus(service, number, 'lost')).rejects.toMatchObject({ code: '22023' });
      await expect(setStatus(service, 'KL-0', 'shipped', '1Z999AA10123456784')).rejects.toMatchObject({
        code: 'P0002',
      });
      const shipped = await setStatus(service, number.toLowerCase(), 'shipped', '1z 999 aa1 0123456784');
      expect(shipped).toMatchObject({ status: 'shipped', tracking_number: '1Z999AA10123456784' });
      expect(shipped.shipped_at).not.toBeNull();
      await setStatus(service, number, 'shipped', '1Z999AA10123456784');
      const mails = await outbox(number);
      expect(mails.map((m) => m.kind)).toEqual(['order_confirmation', 'order_shipped']);
      expect(mails[1]!.payload).toMatchObject({ tracking_number: '1Z999AA10123456784', status: 'shipped' });
      await expect(setStatus(service, number, 'placed')).rejects.toMatchObject({
        code: '22023',
        message: `Order ${number} is shipped, it cannot go back to placed.`,
      });
      await expect(setStatus(service, number, 'cancelled')).rejects.toMatchObject({ code: '22023' });
      expect(await setStatus(service, number, 'delivered')).toMatchObject({ status: 'delivered' });
      // the shopper reads the status and tracking number of their own order
      const seen = await one(
        db.as(shopper, (q) => q('select status, tracking_number from public.orders where order_number = $1', [number])),
      );
      expect(seen).toEqual({ status: 'delivered', tracking_number: '1Z999AA10123456784' });
      expect(await db.as(stranger, (q) => q('select 1 from public.orders where order_number = $1', [number]))).toEqual(
        [],
      );
    });
  });
}
