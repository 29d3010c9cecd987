/**
 * An unpaid card order the shopper left behind is cancelled when checkout drops it
 * (20250609034000_cancel_unpaid_order.sql): cancel_unpaid_order(order_number, token) cancels the caller's own
 * card order (by session, or a guest's by its private token and number) while it is placed and unpaid, with no
 * e-mail, and nothing else: someone else's order, a paid one, one paid on delivery, one being made, a wrong token
 * or none are refused and stay as they are. The same cases run on the embedded backend's PGlite
 * (unpaidOrderCancel.database.test.ts) and on PostgreSQL 15 set up like a hosted Supabase project
 * (hosted/unpaidOrderCancel.hosted.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedDetails, insertTestMug, mugLine, shipping } from './orderFixtures';
import { migrationsDir } from '../src/paths';
import { rolledBack, statements, type Caller, type Row, type SqlDatabase } from './sqlDatabase';

const migrationText = (name: string) => readFileSync(path.join(migrationsDir, name), 'utf8');
const quietCancelMigration = migrationText('20250609053000_unconfirmed_orders_cancel_quietly.sql');
/** The two functions as they were before (their last definitions until that migration). */
const before = [
  ['20250609017000_order_email_lines_and_canceller.sql', 'function private.cancel_placed_order('],
  ['20250609041000_card_orders_paid_then_made.sql', 'function public.set_order_status('],
].map(([file, name]) => statements(migrationText(file!)).find((statement) => statement.includes(name!))!);

const anon: Caller = { role: 'anon' };
const service: Caller = { role: 'service_role' };

/** `engine` is what the server's version() must say: the cases check where they run. */
export function unpaidOrderCancelCases(engine: string, open: () => Promise<SqlDatabase>): void {
  let db: SqlDatabase;
  // the PostgreSQL 15 database is shared by other test files: everything made here has its own prefix
  const prefix = `UOC${randomUUID().slice(0, 8).toUpperCase()}`;
  const line = mugLine(prefix);
  let shopper: Caller;
  let stranger: Caller;

  const place = (caller: Caller, method: 'card' | 'pay_on_delivery' = 'card') =>
    db.as(caller, (q) =>
      q<{ placed: Row }>(
        `select to_jsonb(o) as placed from public.place_order($1::jsonb, $2::jsonb, $5, $3::uuid, null, ${approvedDetails('$1::jsonb', '$4::jsonb')}) o`,
        [
          JSON.stringify([line(`${prefix}-MUG-11`)]),
          JSON.stringify(shipping),
          randomUUID(),
          JSON.stringify(caller.role === 'anon' ? { email: `guest.${randomUUID()}@example.test` } : {}),
          method,
        ],
      ).then((rows) => rows[0]!.placed),
    );
  const cancel = (caller: Caller, orderNumber: unknown, token: unknown = null) =>
    db.as(caller, (q) =>
      q<{ r: string | null }>('select public.cancel_unpaid_order($1, $2) as r', [orderNumber, token]).then(
        (rows) => rows[0]!.r,
      ),
    );
  const state = (id: unknown) =>
    db.owner((q) =>
      q<{ status: string; payment_state: string | null; cancelled_by: string | null }>(
        'select status, payment_state, cancelled_by from public.orders where id = $1',
        [id],
      ).then((rows) => rows[0]!),
    );
  const mail = (orderNumber: unknown) =>
    db.owner((q) =>
      q<{ kind: string }>(`select kind from public.email_outbox where payload ->> 'order_number' = $1 order by id`, [
        orderNumber,
      ]).then((rows) => rows.map((row) => row.kind)),
    );
  const paymentEvent = (order: Row, type: 'succeeded' | 'failed') =>
    db.as(service, (q) =>
      q('select public.record_payment_event($1, $2, $3, $4, $5, $6, $7, $8)', [
        `evt_${randomUUID()}`,
        'test',
        type,
        order.order_number,
        `pi_${order.id}`,
        Math.round(Number(order.total) * 100),
        'usd',
        type === 'failed' ? 'Your card was declined.' : null,
      ]),
    );
  const unpaid = { status: 'placed', payment_state: 'awaiting_payment', cancelled_by: null };
  const notFound = { code: 'P0002', message: 'Order not found.' };

  beforeAll(async () => {
    db = await open();
    const { version } = (await db.owner((q) => q<{ version: string }>('select version()')))[0]!;
    expect(version).toContain(engine);
    await db.owner(async (q) => {
      await insertTestMug(q, prefix, 'Unpaid Cancel Mug');
      const users = await q<{ id: string }>(
        'insert into auth.users (email, email_confirmed_at) values ($1, now()), ($2, now()) returning id',
        [`shopper.${prefix.toLowerCase()}@example.test`, `stranger.${prefix.toLowerCase()}@example.test`],
      );
      shopper = { role: 'authenticated', sub: users[0]!.id };
      stranger = { role: 'authenticated', sub: users[1]!.id };
    });
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  describe('the shopper’s own unpaid card order', () => {
    it('is cancelled by its shopper, nothing charged, with no e-mail (none was sent for it)', async () => {
      const placed = await place(shopper);
      expect(await state(placed.id)).toEqual(unpaid);
      expect(await cancel(shopper, placed.order_number)).toBe('cancelled');
      expect(await state(placed.id)).toEqual({
        status: 'cancelled',
        payment_state: 'cancelled',
        cancelled_by: 'shopper',
      });
      expect(await mail(placed.order_number)).toEqual([]);
      // asked again (the same drop twice, two tabs): the same answer, nothing else changes
      expect(await cancel(shopper, placed.order_number)).toBe('cancelled');
      expect(await mail(placed.order_number)).toEqual([]);
      // and it can no longer be paid
      await expect(
        db.as(shopper, (q) => q('select public.card_payment_due($1)', [placed.order_number])),
      ).rejects.toMatchObject({ code: '22023' });
    });

    it('a declined card leaves it unpaid: it is cancelled too', async () => {
      const placed = await place(shopper);
      await paymentEvent(placed, 'failed');
      expect((await state(placed.id)).payment_state).toBe('payment_failed');
      expect(await cancel(shopper, placed.order_number)).toBe('cancelled');
      expect(await state(placed.id)).toMatchObject({ status: 'cancelled', payment_state: 'cancelled' });
    });

    it('a payment that succeeds after it is kept to give back (refund_due), never reviving the order', async () => {
      const placed = await place(shopper);
      await cancel(shopper, placed.order_number);
      await paymentEvent(placed, 'succeeded');
      expect(await state(placed.id)).toMatchObject({ status: 'cancelled', payment_state: 'refund_due' });
    });

    it('a guest’s is cancelled with its private token and number', async () => {
      const placed = await place(anon);
      expect(await cancel(anon, placed.order_number, placed.guest_token)).toBe('cancelled');
      expect(await state(placed.id)).toEqual({
        status: 'cancelled',
        payment_state: 'cancelled',
        cancelled_by: 'shopper',
      });
      expect(await mail(placed.order_number)).toEqual([]);
    });
  });

  describe('what stays as it is', () => {
    it('a paid order is refused, and stays paid', async () => {
      const placed = await place(shopper);
      await paymentEvent(placed, 'succeeded');
      await expect(cancel(shopper, placed.order_number)).rejects.toMatchObject({
        code: '22023',
        message: `Order ${placed.order_number as string} is not waiting for its card payment, so it stays as it is.`,
      });
      expect(await state(placed.id)).toEqual({ status: 'placed', payment_state: 'paid', cancelled_by: null });
    });

    it('an order paid on delivery, or one being made, is refused (its page cancels it, by its own rule)', async () => {
      const onDelivery = await place(shopper, 'pay_on_delivery');
      await expect(cancel(shopper, onDelivery.order_number)).rejects.toMatchObject({ code: '22023' });
      expect((await state(onDelivery.id)).status).toBe('placed');
      const making = await place(shopper);
      await db.owner((q) => q(`update public.orders set status = 'in_production' where id = $1`, [making.id]));
      await expect(cancel(shopper, making.order_number)).rejects.toMatchObject({ code: '22023' });
      expect(await state(making.id)).toMatchObject({ status: 'in_production', payment_state: 'awaiting_payment' });
    });
  });

  describe('hostile callers', () => {
    it('someone else’s order, or no session, cancels nothing and says only "Order not found."', async () => {
      const placed = await place(shopper);
      await expect(cancel(stranger, placed.order_number)).rejects.toMatchObject(notFound);
      await expect(cancel(anon, placed.order_number)).rejects.toMatchObject(notFound);
      // a shopper's order has no token: no token reaches it
      await expect(cancel(anon, placed.order_number, 'f'.repeat(64))).rejects.toMatchObject(notFound);
      await expect(cancel(anon, 'KL-000000')).rejects.toMatchObject(notFound);
      expect(await state(placed.id)).toEqual(unpaid);
    });

    it('a guest’s order: a wrong, damaged or borrowed token, or none, cancels nothing', async () => {
      const placed = await place(anon);
      const other = await place(anon);
      const token = placed.guest_token as string;
      for (const guess of [
        token.slice(0, 63),
        `${token}0`,
        ` ${token}`,
        token.toUpperCase(),
        'f'.repeat(64),
        other.guest_token,
        placed.order_number,
        '',
        `' or 1=1 --`,
        'x'.repeat(100_000),
      ]) {
        await expect(cancel(anon, placed.order_number, guess)).rejects.toMatchObject(notFound);
      }
      // no token at all, signed out or signed in
      await expect(cancel(anon, placed.order_number)).rejects.toMatchObject(notFound);
      await expect(cancel(shopper, placed.order_number)).rejects.toMatchObject(notFound);
      // its right token under another order's number
      await expect(cancel(anon, other.order_number, token)).rejects.toMatchObject(notFound);
      expect(await state(placed.id)).toEqual(unpaid);
      expect(await state(other.id)).toEqual(unpaid);
    });

    it('the function is the only way in: a shopper cannot set their order cancelled directly', async () => {
      const placed = await place(shopper);
      const updated = await db
        .as(shopper, (q) => q(`update public.orders set status = 'cancelled' where id = $1 returning id`, [placed.id]))
        .catch((error: { code?: string }) => error.code);
      expect(Array.isArray(updated) ? updated.length : updated).toBeOneOf([0, '42501']);
      expect(await state(placed.id)).toEqual(unpaid);
    });
  });
  describe('an order the shopper was never told of is cancelled without an e-mail, whoever cancels it', () => {
    const cancelOrder = (caller: Caller, orderNumber: unknown) =>
      db.as(caller, (q) => q('select status from public.cancel_order($1)', [orderNumber]));
    const shopCancels = (orderNumber: unknown) =>
      db.as(service, (q) => q(`select status from public.set_order_status($1, 'cancelled')`, [orderNumber]));

    it('the order page’s Cancel of an unpaid (or declined) card order: cancelled, not charged, no e-mail', async () => {
      const placed = await place(shopper);
      expect(await cancelOrder(shopper, placed.order_number)).toEqual([{ status: 'cancelled' }]);
      expect(await state(placed.id)).toEqual({
        status: 'cancelled',
        payment_state: 'cancelled',
        cancelled_by: 'shopper',
      });
      const declined = await place(shopper);
      await paymentEvent(declined, 'failed');
      await cancelOrder(shopper, declined.order_number);
      expect(await state(declined.id)).toMatchObject({ status: 'cancelled', payment_state: 'cancelled' });
      expect(await mail(placed.order_number)).toEqual([]);
      expect(await mail(declined.order_number)).toEqual([]);
    });

    it('a guest’s Cancel from the private link, and the shop’s, send none for it either', async () => {
      const guest = await place(anon);
      await db.as(anon, (q) => q('select public.cancel_guest_order($1)', [guest.guest_token]));
      expect(await state(guest.id)).toMatchObject({ status: 'cancelled', payment_state: 'cancelled' });
      const left = await place(shopper);
      await shopCancels(left.order_number);
      expect(await state(left.id)).toMatchObject({ status: 'cancelled', cancelled_by: 'shop' });
      expect(await mail(guest.order_number)).toEqual([]);
      expect(await mail(left.order_number)).toEqual([]);
    });

    it('an order the shopper was told of is e-mailed as before: paid by card (to refund), or paid on delivery', async () => {
      const paid = await place(shopper);
      await paymentEvent(paid, 'succeeded');
      await cancelOrder(shopper, paid.order_number);
      expect(await state(paid.id)).toMatchObject({ status: 'cancelled', payment_state: 'refund_due' });
      // (the refund's own e-mail comes from orders_refund_tells_shopper, 20250609041000, as before)
      expect(await mail(paid.order_number)).toEqual(['order_confirmation', 'refund_due', 'order_cancelled']);
      const onDelivery = await place(shopper, 'pay_on_delivery');
      await cancelOrder(shopper, onDelivery.order_number);
      expect(await mail(onDelivery.order_number)).toEqual(['order_confirmation', 'order_cancelled']);
      const shopCancelled = await place(shopper, 'pay_on_delivery');
      await shopCancels(shopCancelled.order_number);
      expect(await mail(shopCancelled.order_number)).toEqual(['order_confirmation', 'order_cancelled']);
      // asked again: cancelled once, e-mailed once
      await cancelOrder(shopper, onDelivery.order_number);
      expect(await mail(onDelivery.order_number)).toEqual(['order_confirmation', 'order_cancelled']);
    });

    it('the two functions changed only where they ask it, and running the migration again changes nothing', async () => {
      const { now, again, was } = await rolledBack(db, async (q) => {
        const bodies = () =>
          q<{ body: string }>(
            `select prosrc as body from pg_proc
             where oid in ('private.cancel_placed_order(public.orders)'::regprocedure,
               'public.set_order_status(text, text, text)'::regprocedure) order by proname`,
          ).then((rows) => rows.map((row) => row.body));
        const now = await bodies();
        for (const statement of statements(quietCancelMigration)) await q(statement);
        const again = await bodies();
        for (const statement of before) await q(statement);
        return { now, again, was: await bodies() };
      });
      expect(again).toEqual(now);
      // the lines of each body not in the other (an added "end if;" is one the body already had)
      const added = now.map((body, i) => {
        const old = new Set(was[i]!.split('\n'));
        return body.split('\n').filter((line) => !old.has(line));
      });
      const removed = was.map((body, i) => {
        const kept = new Set(now[i]!.split('\n'));
        return body.split('\n').filter((line) => !kept.has(line));
      });
      expect(removed).toEqual([
        ["  perform public.queue_order_email(placed, 'order_cancelled');"],
        ["  elsif placed.status = 'cancelled' then"],
      ]);
      expect(added).toEqual([
        [
          'declare',
          '  -- whether the shopper was told of the order, as it stood before it is cancelled',
          '  told boolean := private.order_confirmation_sent(placed);',
          '  if told then',
          "    perform public.queue_order_email(placed, 'order_cancelled');",
        ],
        [
          '  -- whether the shopper was told of the order, as it stood before this change',
          '  told boolean;',
          '  told := private.order_confirmation_sent(placed);',
          "  elsif placed.status = 'cancelled' and told then",
        ],
      ]);
    });
  });
}
