/**
 * The "delivered" e-mail (20250609057000_order_delivered_email.sql): an order becoming delivered writes one
 * 'order_delivered' e-mail to its recipient in the same transaction, inviting a review of each product the shopper
 * may review now (one line per product; none they reviewed already; none for a guest, who cannot review); once per
 * order, whatever moves the status; never for an order cancelled, refunded or not paid. Run on PGlite
 * (deliveredEmail.database.test.ts) and PostgreSQL 15 (hosted/deliveredEmail.hosted.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedDetails, shipping } from './orderFixtures';
import type { Caller, Row, SqlDatabase } from './sqlDatabase';

const anon: Caller = { role: 'anon' };
const service: Caller = { role: 'service_role' };

export function deliveredEmailCases(engine: string, open: () => Promise<SqlDatabase>): void {
  let db: SqlDatabase;
  let shopper: Caller;
  let shopperEmail: string;
  // the PostgreSQL 15 database is shared by other test files: everything made here has its own prefix
  const run = randomUUID().slice(0, 8).toUpperCase();
  const sku = `DLE${run}`;
  // a product name with markup and a hyphen: the payload keeps it as written (the e-mail escapes it)
  const hostileName = `<b>Hand-Lettered</b> "Sign" & ${run}`;
  const line = (product: 'MUG' | 'SIGN', quantity = 1) => ({
    product_sku: `${sku}-${product}`,
    variant_sku: `${sku}-${product}-A`,
    quantity,
    personalization_text: null,
    options: {},
  });

  const place = (caller: Caller, items: unknown[], details: Record<string, unknown> = {}) =>
    db
      .as(caller, (q) =>
        q<{ placed: Row }>(
          `select to_jsonb(o) as placed from public.place_order($1::jsonb, $2::jsonb, 'pay_on_delivery', $3::uuid, null,
             ${approvedDetails('$1::jsonb', '$4::jsonb')}) o`,
          [JSON.stringify(items), JSON.stringify(shipping), randomUUID(), JSON.stringify(details)],
        ),
      )
      .then((rows) => rows[0]!.placed);
  const setStatus = (number: string, status: string, tracking: string | null = null) =>
    db.as(service, (q) => q('select public.set_order_status($1, $2, $3)', [number, status, tracking]));
  const deliver = async (number: string) => {
    await setStatus(number, 'shipped', '1Z999AA10123456784');
    await setStatus(number, 'delivered');
  };
  const delivered = (number: string) =>
    db.owner((q) =>
      q<{ recipient: string; payload: Row }>(
        `select recipient, payload from public.email_outbox
         where kind = 'order_delivered' and payload ->> 'order_number' = $1 order by id`,
        [number],
      ),
    );
  const lineIds = (orderId: number) =>
    db
      .owner((q) => q<{ id: number }>('select id from public.order_items where order_id = $1 order by id', [orderId]))
      .then((rows) => rows.map((row) => row.id));

  beforeAll(async () => {
    db = await open();
    const { version } = (await db.owner((q) => q<{ version: string }>('select version()')))[0]!;
    expect(version).toContain(engine);
    await db.owner(async (q) => {
      for (const [product, name] of [
        ['MUG', `Delivered Mug ${run}`],
        ['SIGN', hostileName],
      ] as const) {
        const [made] = await q(`insert into public.products (sku, name, price) values ($1, $2, 20) returning id`, [
          `${sku}-${product}`,
          name,
        ]);
        await q(
          `insert into public.product_variants (product_id, variant_sku, variant_name, price, is_active)
           values ($1, $2, 'One size', 20, true)`,
          [made!.id, `${sku}-${product}-A`],
        );
      }
      const [user] = await q<{ id: string; email: string }>(
        'insert into auth.users (email) values ($1) returning id, email',
        [`delivered.${run.toLowerCase()}@example.test`],
      );
      shopper = { role: 'authenticated', sub: user!.id };
      shopperEmail = user!.email;
    });
  }, 120_000);

  afterAll(async () => {
    await db?.close();
  });

  describe('an order delivered writes one e-mail, inviting a review of each product', () => {
    it('once delivered (not when shipped), to the shopper, one invitation per product, names as written', async () => {
      const placed = await place(shopper, [line('MUG'), line('SIGN'), line('MUG', 2)]);
      const number = placed.order_number as string;
      const [mugLine, signLine] = await lineIds(placed.id as number);
      await setStatus(number, 'shipped', '1Z999AA10123456784');
      expect(await delivered(number)).toEqual([]);
      await setStatus(number, 'delivered');
      const mails = await delivered(number);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.recipient).toBe(shopperEmail);
      expect(mails[0]!.payload).toMatchObject({
        order_number: number,
        status: 'delivered',
        guest: false,
        tracking_number: '1Z999AA10123456784',
        review_lines: [
          { order_item_id: mugLine, product_name: `Delivered Mug ${run}` },
          { order_item_id: signLine, product_name: hostileName },
        ],
      });
      expect((mails[0]!.payload.lines as unknown[]).length).toBe(3);
    });

    it('once per order: delivering again, or moving the status back and on behind the API, writes no second', async () => {
      const placed = await place(shopper, [line('MUG')]);
      const number = placed.order_number as string;
      await deliver(number);
      await setStatus(number, 'delivered');
      await db.owner((q) => q(`update public.orders set status = 'shipped' where id = $1`, [placed.id]));
      await db.owner((q) => q(`update public.orders set status = 'delivered' where id = $1`, [placed.id]));
      expect(await delivered(number)).toHaveLength(1);
    });

    it('a product the shopper reviewed already is not asked for again; the others are', async () => {
      const first = await place(shopper, [line('MUG')]);
      await deliver(first.order_number as string);
      const [firstLine] = await lineIds(first.id as number);
      await db.as(shopper, (q) =>
        q("select public.write_review($1, 5, 'Lovely', 'Lovely printing, thank you')", [firstLine]),
      );
      const again = await place(shopper, [line('MUG'), line('SIGN')]);
      await deliver(again.order_number as string);
      const [, signLine] = await lineIds(again.id as number);
      const [mail] = await delivered(again.order_number as string);
      expect(mail!.payload.review_lines).toEqual([{ order_item_id: signLine, product_name: hostileName }]);
    });

    it('a guest is e-mailed at their address and invited to no review (a review needs an account)', async () => {
      const guestEmail = `guest.${run.toLowerCase()}@example.test`;
      const placed = await place(anon, [line('MUG')], { email: guestEmail });
      await deliver(placed.order_number as string);
      const mails = await delivered(placed.order_number as string);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.recipient).toBe(guestEmail);
      expect(mails[0]!.payload).toMatchObject({ guest: true, review_lines: [] });
      expect(mails[0]!.payload.order_path).toMatch(/^\/orders\/guest#[0-9a-f]{64}$/);
    });
  });

  describe('never for an order cancelled, refunded or not paid', () => {
    it('a cancelled order cannot be delivered, and marked delivered behind the API it writes nothing', async () => {
      const placed = await place(shopper, [line('MUG')]);
      const number = placed.order_number as string;
      await setStatus(number, 'cancelled');
      await expect(setStatus(number, 'delivered')).rejects.toMatchObject({ code: '22023' });
      await db.owner((q) => q(`update public.orders set status = 'delivered' where id = $1`, [placed.id]));
      expect(await delivered(number)).toEqual([]);
    });

    it.each([['refunded'], ['refund_due'], ['cancelled'], ['awaiting_payment'], ['payment_failed']])(
      'a card order whose payment is %s writes nothing when marked delivered',
      async (state) => {
        const placed = await place(shopper, [line('MUG')]);
        await db.owner((q) =>
          q(
            `update public.orders set payment_method = 'card', payment_state = $2, status = 'shipped',
               tracking_number = '1Z999AA10123456784' where id = $1`,
            [placed.id, state],
          ),
        );
        await db.owner((q) => q(`update public.orders set status = 'delivered' where id = $1`, [placed.id]));
        expect(await delivered(placed.order_number as string)).toEqual([]);
      },
    );

    it('a paid card order is e-mailed like any other', async () => {
      const placed = await place(shopper, [line('SIGN')]);
      await db.owner((q) =>
        q(`update public.orders set payment_method = 'card', payment_state = 'paid' where id = $1`, [placed.id]),
      );
      await deliver(placed.order_number as string);
      const [mail] = await delivered(placed.order_number as string);
      expect(mail!.payload).toMatchObject({ payment_state: 'paid', guest: false });
      expect(mail!.payload.review_lines).toHaveLength(1);
    });
  });

  describe('hostile callers', () => {
    it('nobody but the shop moves an order to delivered, reads the outbox or calls the invitations', async () => {
      const placed = await place(shopper, [line('MUG')]);
      const number = placed.order_number as string;
      await setStatus(number, 'shipped', '1Z999AA10123456784');
      for (const caller of [anon, shopper]) {
        await expect(
          db.as(caller, (q) => q(`update public.orders set status = 'delivered' where order_number = $1`, [number])),
        ).rejects.toMatchObject({ code: '42501' });
        await expect(
          db.as(caller, (q) => q('select public.set_order_status($1, $2)', [number, 'delivered'])),
        ).rejects.toMatchObject({ code: '42501' });
        await expect(
          db.as(caller, (q) => q(`select payload from public.email_outbox where kind = 'order_delivered'`)),
        ).rejects.toMatchObject({ code: '42501' });
        await expect(
          db.as(caller, (q) =>
            q('select private.order_review_invitations(o) from public.orders o where o.order_number = $1', [number]),
          ),
        ).rejects.toMatchObject({ code: '42501' });
      }
      expect(await delivered(number)).toEqual([]);
    });
  });
}
