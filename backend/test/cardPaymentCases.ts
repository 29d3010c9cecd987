/**
 * The card order's payment states (issue 29), checked in the database itself:
 * `place_order` with 'card' places the order awaiting payment for the server's
 * total, whatever the client claims; `card_payment_due` quotes the amount in
 * cents from that order only to its shopper; `record_payment_event` applies
 * each event id once, refuses (and logs) an unknown order, a wrong amount or
 * currency, never un-pays a paid order; unpaid orders expire after
 * shop_settings.card_payment_minutes; a refund is recorded with its reference.
 * The same cases run on PGlite (cardPayment.database.test.ts) and on
 * PostgreSQL 15 (hosted/cardPayment.hosted.test.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '../../shared/src/format/money';
import { migrationsDir } from '../src/paths';
import { outboxMessage, type OutboxRow } from '../src/outbox/outboxEmails';
import { approvedDetails, shipping } from './orderFixtures';
import { runAgain, statements, type Caller, type Query, type Row, type SqlDatabase } from './sqlDatabase';

const refundMigration = readFileSync(path.join(migrationsDir, '20250609059000_refund_after_delivery.sql'), 'utf8');

const line = (quantity = 1) => ({
  product_sku: 'PAY-MUG',
  variant_sku: 'PAY-MUG-A',
  design_code: 'PAY-ROSE',
  quantity,
  personalization_text: 'For Grandma Rose',
  options: { Style: 'A', Color: 'White', Design: 'Rose' },
});

export function cardPaymentCases(engine: string, open: () => Promise<SqlDatabase>): void {
  let db: SqlDatabase;
  let shopper: string;
  let stranger: string;

  const placeCard = (details: unknown = {}, quantity = 1, user = shopper) =>
    db
      .as({ role: 'authenticated', sub: user }, (q) =>
        q<{ placed: Row }>(
          `select to_jsonb(o) as placed from public.place_order($1::jsonb, $2::jsonb, 'card', $3::uuid, null, ${approvedDetails('$1::jsonb', '$4::jsonb')}) o`,
          [JSON.stringify([line(quantity)]), JSON.stringify(shipping), crypto.randomUUID(), JSON.stringify(details)],
        ),
      )
      .then((rows) => rows[0]!.placed);
  const orderRow = (id: number) =>
    db.owner((q) => q('select *, total::float8 as total_n from public.orders where id = $1', [id])).then((r) => r[0]!);
  const event = (
    order: Row,
    type: 'succeeded' | 'failed' | 'processing',
    over: Partial<{ id: string; amount: number; currency: string; reference: string; order_number: string }> = {},
  ) =>
    db
      .as({ role: 'service_role' }, (q) =>
        q<{ r: Row }>('select public.record_payment_event($1, $2, $3, $4, $5, $6, $7, $8) as r', [
          over.id ?? `evt_${crypto.randomUUID()}`,
          'test',
          type,
          over.order_number ?? order.order_number,
          over.reference ?? `pi_${order.id}`,
          over.amount ?? Math.round(Number(order.total) * 100),
          over.currency ?? 'usd',
          type === 'failed' ? 'Your card was declined.' : null,
        ]),
      )
      .then((rows) => rows[0]!.r);
  const logged = (eventId: string) =>
    db.owner((q: Query) => q('select * from public.payment_events where event_id = $1', [eventId]));

  beforeAll(async () => {
    db = await open();
    const { version } = (await db.owner((q) => q<{ version: string }>('select version()')))[0]!;
    expect(version).toContain(engine);
    await db.owner(async (q) => {
      const [mug] = await q(
        "insert into public.products (sku, name, price) values ('PAY-MUG', 'Pay Mug', 20) returning id",
      );
      await q(
        `insert into public.product_variants (product_id, variant_sku, variant_name, option1, option3, price, is_active)
         values ($1, 'PAY-MUG-A', 'A', 'A', 'White', 20, true)`,
        [mug!.id],
      );
      await q(
        "insert into public.designs (design_name, design_code, personalization_options) values ('Rose', 'PAY-ROSE', $1::jsonb)",
        [JSON.stringify({ fields: [{ key: 'text', label: 'Message', maxLength: 100 }] })],
      );
      const users = await q<{ id: string }>(`insert into auth.users (email) values ($1), ($2) returning id`, [
        `pay.${crypto.randomUUID()}@example.test`,
        `pay.${crypto.randomUUID()}@example.test`,
      ]);
      shopper = users[0]!.id;
      stranger = users[1]!.id;
    });
  }, 120_000);

  afterAll(async () => {
    await db?.close();
  });

  describe('placing a card order', () => {
    it('is awaiting payment for the server total, with a deadline from shop_settings', async () => {
      const placed = await placeCard();
      expect(placed).toMatchObject({ payment_method: 'card', payment_state: 'awaiting_payment', status: 'placed' });
      const row = await orderRow(placed.id as number);
      const [{ minutes, left }] = (await db.owner((q) =>
        q(
          `select s.card_payment_minutes as minutes,
             extract(epoch from ($1::timestamptz - now()))::float8 / 60 as left
           from public.shop_settings s`,
          [row.payment_expires_at],
        ),
      )) as [Row];
      expect(left).toBeGreaterThan(minutes - 1);
      expect(left).toBeLessThanOrEqual(minutes);
    });

    it('ignores a client claiming a state, a price or a provider', async () => {
      const placed = await placeCard({ payment_state: 'paid', total: 0.01, amount_cents: 1, paid: true }, 2);
      expect(placed.payment_state).toBe('awaiting_payment');
      expect(Number(placed.total)).toBe(40 + 6.95);
      expect(placed.payment_reference).toBeNull();
    });

    it('a shopper cannot mark their own order paid, nor feed the webhook function', async () => {
      const placed = await placeCard();
      await expect(
        db.as({ role: 'authenticated', sub: shopper }, (q) =>
          q("update public.orders set payment_state = 'paid' where id = $1", [placed.id]),
        ),
      ).rejects.toThrow(/permission denied/);
      await expect(
        db.as({ role: 'authenticated', sub: shopper }, (q) =>
          q("select public.record_payment_event('evt_x', 'test', 'succeeded', $1, 'pi', 2695, 'usd')", [
            placed.order_number,
          ]),
        ),
      ).rejects.toThrow(/permission denied/);
      expect((await orderRow(placed.id as number)).payment_state).toBe('awaiting_payment');
    });

    it('pay on delivery has no payment state', async () => {
      const rows = await db.as({ role: 'authenticated', sub: shopper }, (q) =>
        q(
          `select o.payment_state from public.place_order($1::jsonb, $2::jsonb, 'pay_on_delivery', null, null, ${approvedDetails('$1::jsonb')}) o`,
          [JSON.stringify([line()]), JSON.stringify(shipping)],
        ),
      );
      expect(rows[0]!.payment_state).toBeNull();
    });
  });

  describe('card_payment_due', () => {
    it('quotes the order total in cents to its shopper only', async () => {
      const placed = await placeCard({}, 3);
      const due = await db.as({ role: 'authenticated', sub: shopper }, (q) =>
        q<{ d: Row }>('select public.card_payment_due($1) as d', [placed.order_number]),
      );
      expect(due[0]!.d).toMatchObject({ amount_cents: 6695, currency: 'usd', order_number: placed.order_number });
      await expect(
        db.as({ role: 'authenticated', sub: stranger }, (q) =>
          q('select public.card_payment_due($1)', [placed.order_number]),
        ),
      ).rejects.toThrow(/No such order/);
      await expect(
        db.as({ role: 'anon' }, (q) => q('select public.card_payment_due($1)', [placed.order_number])),
      ).rejects.toThrow(/permission denied/);
    });
  });

  describe("a guest pays by card, with the order's private token (guest_card_payment_due)", () => {
    const guestEmail = () => `guest.${crypto.randomUUID()}@example.test`;
    const placeGuestCard = (email = guestEmail()) =>
      db
        .as({ role: 'anon' }, (q) =>
          q<{ placed: Row }>(
            `select to_jsonb(o) as placed from public.place_order($1::jsonb, $2::jsonb, 'card', $3::uuid, null, ${approvedDetails('$1::jsonb', '$4::jsonb')}) o`,
            [JSON.stringify([line()]), JSON.stringify(shipping), crypto.randomUUID(), JSON.stringify({ email })],
          ),
        )
        .then((rows) => rows[0]!.placed);
    const guestDue = (orderNumber: unknown, token: unknown, role: Caller = { role: 'anon' }) =>
      db
        .as(role, (q) => q<{ d: Row }>('select public.guest_card_payment_due($1, $2) as d', [orderNumber, token]))
        .then((rows) => rows[0]!.d);

    it("a guest's card order is placed awaiting payment, its confirmation e-mail waiting for the payment", async () => {
      const email = guestEmail();
      const placed = await placeGuestCard(email);
      expect(placed).toMatchObject({ payment_method: 'card', payment_state: 'awaiting_payment', user_id: null });
      expect(placed.guest_token).toMatch(/^[0-9a-f]{64}$/);
      expect((await orderRow(placed.id as number)).payment_expires_at).not.toBeNull();
      const mails = await db.owner((q) =>
        q("select kind from public.email_outbox where payload ->> 'order_number' = $1", [placed.order_number]),
      );
      expect(mails).toHaveLength(0);
    });

    it("quotes the total in cents with the order's token, to anyone holding it (as a guest or signed in)", async () => {
      const placed = await placeGuestCard();
      const expected = { amount_cents: 2695, currency: 'usd', order_number: placed.order_number, order_id: placed.id };
      expect(await guestDue(placed.order_number, placed.guest_token)).toMatchObject(expected);
      expect(
        await guestDue(placed.order_number, placed.guest_token, { role: 'authenticated', sub: stranger }),
      ).toMatchObject(expected);
    });

    it("refuses a wrong, missing or hostile token, and another order's token, as a stranger is refused", async () => {
      const placed = await placeGuestCard();
      const other = await placeGuestCard();
      const token = placed.guest_token as string;
      for (const bad of [
        null,
        '',
        other.guest_token,
        token.toUpperCase(),
        token.slice(0, 63),
        `${token}0`,
        ` ${token}`,
        `${token}' or '1'='1`,
        "' or 1=1 --",
        '%',
        '*',
        'a'.repeat(10_000),
        `${token}\n`,
      ]) {
        await expect(guestDue(placed.order_number, bad), String(bad).slice(0, 40)).rejects.toThrow(/No such order/);
      }
      // another order's number with this token; the token with a number that is nobody's
      await expect(guestDue(other.order_number, token)).rejects.toThrow(/No such order/);
      await expect(guestDue('KL-0', token)).rejects.toThrow(/No such order/);
      await expect(guestDue(null, token)).rejects.toThrow(/No such order/);
    });

    it("a session is not a token: a signed-in shopper cannot quote a guest's order without it", async () => {
      const placed = await placeGuestCard();
      await expect(
        db.as({ role: 'authenticated', sub: shopper }, (q) =>
          q('select public.card_payment_due($1)', [placed.order_number]),
        ),
      ).rejects.toThrow(/No such order/);
      // nor a guest's token a signed-in shopper's order
      const mine = await placeCard();
      await expect(guestDue(mine.order_number, placed.guest_token)).rejects.toThrow(/No such order/);
    });

    it('refuses a cancelled guest order, a paid one, and one not paid by card; an expired one may still be paid', async () => {
      const cancelled = await placeGuestCard();
      await db.as({ role: 'anon' }, (q) => q('select public.cancel_guest_order($1)', [cancelled.guest_token]));
      await expect(guestDue(cancelled.order_number, cancelled.guest_token)).rejects.toThrow(
        new RegExp(`Order ${cancelled.order_number} was cancelled, so it can no longer be paid`),
      );
      const paid = await placeGuestCard();
      await event(paid, 'succeeded');
      await expect(guestDue(paid.order_number, paid.guest_token)).rejects.toThrow(/already paid/);
      const onDelivery = (
        await db.as({ role: 'anon' }, (q) =>
          q<{ placed: Row }>(
            `select to_jsonb(o) as placed from public.place_order($1::jsonb, $2::jsonb, 'pay_on_delivery', null, null, ${approvedDetails('$1::jsonb', '$3::jsonb')}) o`,
            [JSON.stringify([line()]), JSON.stringify(shipping), JSON.stringify({ email: guestEmail() })],
          ),
        )
      )[0]!.placed;
      await expect(guestDue(onDelivery.order_number, onDelivery.guest_token)).rejects.toThrow(/not paid by card/);
      const late = await placeGuestCard();
      await db.owner((q) =>
        q("update public.orders set payment_expires_at = now() - interval '1 second' where id = $1", [late.id]),
      );
      await expect(guestDue(late.order_number, late.guest_token)).rejects.toThrow(/it is expired/);
    });

    it("paid, the order is placed and its confirmation goes to the guest's e-mail address", async () => {
      const email = guestEmail();
      const placed = await placeGuestCard(email);
      expect((await event(placed, 'succeeded')).outcome).toBe('applied');
      expect(await orderRow(placed.id as number)).toMatchObject({ payment_state: 'paid', status: 'placed' });
      const mails = await db.owner((q) =>
        q<{ kind: string; recipient: string }>(
          "select kind, recipient from public.email_outbox where payload ->> 'order_number' = $1",
          [placed.order_number],
        ),
      );
      expect(mails).toEqual([{ kind: 'order_confirmation', recipient: email }]);
    });
  });

  describe('the confirmation e-mail says until when the order may be cancelled, at its real time (QA sweep R-b)', () => {
    // before: "You can cancel from your order page until we start making it (within the hour)" to every order, a
    // card order paid after its making had started too (its cancel_order refuses)
    const confirmation = async (placed: Row) => {
      const mails = await db.owner((q) =>
        q<Row>(
          "select * from public.email_outbox where kind = 'order_confirmation' and payload ->> 'order_number' = $1",
          [placed.order_number],
        ),
      );
      expect(mails).toHaveLength(1);
      const mail = mails[0] as unknown as OutboxRow;
      return {
        payload: mail.payload as Row,
        text: String(outboxMessage({ ...mail, message_id: 'm' }, { siteUrl: 'https://shop.example' }).text),
      };
    };
    const utc = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });

    it('paid in time: the time its making starts (the order’s cancellable_until), in UTC', async () => {
      const placed = await placeCard();
      await event(placed, 'succeeded');
      const until = new Date((await orderRow(placed.id as number)).cancellable_until as string);
      expect(until.getTime()).toBeGreaterThan(Date.now());
      const { payload, text } = await confirmation(placed);
      expect(new Date(payload.cancellable_until as string).getTime()).toBe(until.getTime());
      const when = `${utc({ hour: 'numeric', minute: '2-digit' }).format(until)} UTC on ${utc({ month: 'short', day: 'numeric' }).format(until)}`;
      expect(text).toContain(
        `Spotted a typo? You can cancel from your order page until we start making it at ${when}, then order again.`,
      );
      expect(text).not.toContain('within the hour');
    });

    it('the migration runs again as it is: the same payload, still the service role’s alone', async () => {
      const placed = await placeCard();
      const migration = readFileSync(
        path.join(migrationsDir, '20250609054000_order_email_cancellable_until.sql'),
        'utf8',
      );
      const { before, after } = await runAgain(db, migration, (q) =>
        q(
          `select public.order_email_payload(o) as payload,
                  has_function_privilege('anon', 'public.order_email_payload(public.orders)', 'execute') as anon,
                  has_function_privilege('authenticated', 'public.order_email_payload(public.orders)', 'execute') as shopper,
                  has_function_privilege('service_role', 'public.order_email_payload(public.orders)', 'execute') as service
             from public.orders o where o.id = $1`,
          [placed.id],
        ),
      );
      expect(after).toEqual(before);
      expect(after[0]).toMatchObject({ anon: false, shopper: false, service: true });
      expect(after[0]!.payload).toHaveProperty('cancellable_until');
    });

    it('paid late, after it had expired: nothing of cancelling, which it no longer may', async () => {
      const placed = await placeCard();
      // two hours on: its time to pay and its time to cancel are past, and it expired unpaid
      await db.owner((q) =>
        q(
          "update public.orders set payment_expires_at = now() - interval '90 minutes', cancellable_until = now() - interval '1 hour' where id = $1",
          [placed.id],
        ),
      );
      await db.as({ role: 'service_role' }, (q) => q('select public.expire_unpaid_orders()'));
      expect((await event(placed, 'succeeded')).outcome).toBe('applied');
      expect(await orderRow(placed.id as number)).toMatchObject({ payment_state: 'paid', status: 'placed' });
      await expect(
        db.as({ role: 'authenticated', sub: shopper }, (q) =>
          q('select public.cancel_order($1)', [placed.order_number]),
        ),
      ).rejects.toThrow();
      const { payload, text } = await confirmation(placed);
      expect(new Date(payload.cancellable_until as string).getTime()).toBeLessThan(Date.now());
      expect(text).toContain('Thank you for your order!');
      expect(text).not.toMatch(/cancel|within the hour/i);
    });
  });

  describe('the shop makes a card order once it is paid (set_order_status; QA sweep H-d)', () => {
    const setStatus = (orderNumber: unknown, status: string, tracking: string | null = null) =>
      db
        .as({ role: 'service_role' }, (q) =>
          q<{ o: Row }>('select to_jsonb(public.set_order_status($1, $2, $3)) as o', [orderNumber, status, tracking]),
        )
        .then((rows) => rows[0]!.o);
    const notPaid = (orderNumber: unknown) => ({
      code: '22023',
      message: `Order ${orderNumber as string} is not paid yet: its card payment must go through before it is made.`,
    });

    it('an order awaiting its payment, or declined, is not started, shipped or delivered; it may be cancelled', async () => {
      const awaiting = await placeCard();
      const declined = await placeCard();
      await event(declined, 'failed');
      for (const placed of [awaiting, declined]) {
        for (const [status, tracking] of [
          ['in_production', null],
          ['shipped', '1Z999AA10123456784'],
          ['delivered', '1Z999AA10123456784'],
        ] as const) {
          await expect(setStatus(placed.order_number, status, tracking), status).rejects.toMatchObject(
            notPaid(placed.order_number),
          );
        }
        expect(await orderRow(placed.id as number)).toMatchObject({ status: 'placed', tracking_number: null });
      }
      expect((await orderRow(declined.id as number)).payment_state).toBe('payment_failed');
      // the shop may still cancel it: nothing was charged
      expect(await setStatus(awaiting.order_number, 'cancelled')).toMatchObject({
        status: 'cancelled',
        payment_state: 'cancelled',
      });
    });

    it('once paid, it is made, shipped and delivered as any order', async () => {
      const placed = await placeCard();
      await event(placed, 'failed');
      await event(placed, 'succeeded');
      expect(await setStatus(placed.order_number, 'in_production')).toMatchObject({ status: 'in_production' });
      expect(await setStatus(placed.order_number, 'shipped', '1Z999AA10123456784')).toMatchObject({
        status: 'shipped',
      });
      expect(await setStatus(placed.order_number, 'delivered')).toMatchObject({
        status: 'delivered',
        payment_state: 'paid',
      });
    });
  });

  describe('webhook events', () => {
    it('a success pays the order; the same event ten times changes it once', async () => {
      const placed = await placeCard();
      const id = `evt_${crypto.randomUUID()}`;
      const outcomes = [];
      for (let i = 0; i < 10; i += 1) outcomes.push((await event(placed, 'succeeded', { id })).outcome);
      expect(outcomes).toEqual(['applied', ...Array<string>(9).fill('duplicate')]);
      expect((await orderRow(placed.id as number)).payment_state).toBe('paid');
      expect(await logged(id)).toHaveLength(1);
    });

    it('a decline after a success (any order) never un-pays; decline then success pays', async () => {
      const a = await placeCard();
      await event(a, 'succeeded');
      expect((await event(a, 'failed')).outcome).toBe('unchanged');
      expect((await orderRow(a.id as number)).payment_state).toBe('paid');
      const b = await placeCard();
      expect((await event(b, 'failed')).outcome).toBe('applied');
      const failed = await orderRow(b.id as number);
      expect(failed).toMatchObject({ payment_state: 'payment_failed', payment_failure: 'Your card was declined.' });
      expect((await event(b, 'succeeded')).outcome).toBe('applied');
      expect((await orderRow(b.id as number)).payment_state).toBe('paid');
    });

    it.each([
      ['an unknown order', { order_number: 'KL-0' }, /no card order KL-0/],
      ['a wrong amount', { amount: 1 }, /amount 1 usd is not the order's/],
      ['a wrong currency', { currency: 'eur' }, /is not the order's/],
    ])('refuses %s and logs it, the order unchanged', async (_name, over, reason) => {
      const placed = await placeCard();
      const id = `evt_${crypto.randomUUID()}`;
      const answer = await event(placed, 'succeeded', { id, ...over });
      expect(answer.outcome).toBe('refused');
      expect(answer.reason).toMatch(reason);
      expect((await logged(id))[0]).toMatchObject({ outcome: 'refused' });
      expect((await orderRow(placed.id as number)).payment_state).toBe('awaiting_payment');
    });

    it('refuses a payment other than the one attached to the order', async () => {
      const placed = await placeCard();
      await db.as({ role: 'service_role' }, (q) =>
        q("select public.attach_card_payment($1, 'test', 'pi_first')", [placed.id]),
      );
      await expect(
        db.as({ role: 'service_role' }, (q) =>
          q("select public.attach_card_payment($1, 'test', 'pi_other')", [placed.id]),
        ),
      ).rejects.toThrow(/already has another payment/);
      expect((await event(placed, 'succeeded', { reference: 'pi_other' })).outcome).toBe('refused');
      expect((await event(placed, 'succeeded', { reference: 'pi_first' })).outcome).toBe('applied');
    });
  });

  describe('expiry and refunds', () => {
    it('an unpaid order expires after its deadline and can no longer be paid', async () => {
      const placed = await placeCard();
      await db.owner((q) =>
        q("update public.orders set payment_expires_at = now() - interval '1 second' where id = $1", [placed.id]),
      );
      await db.as({ role: 'service_role' }, (q) => q('select public.expire_unpaid_orders()'));
      expect(await orderRow(placed.id as number)).toMatchObject({ payment_state: 'expired', status: 'cancelled' });
      await expect(
        db.as({ role: 'authenticated', sub: shopper }, (q) =>
          q('select public.card_payment_due($1)', [placed.order_number]),
        ),
      ).rejects.toThrow(/can no longer be paid \(it is expired\)/);
    });

    it('a paid order a late payment finds expired is paid and placed again', async () => {
      const placed = await placeCard();
      await db.owner((q) =>
        q("update public.orders set payment_expires_at = now() - interval '1 second' where id = $1", [placed.id]),
      );
      await db.as({ role: 'service_role' }, (q) => q('select public.expire_unpaid_orders()'));
      expect((await event(placed, 'succeeded')).outcome).toBe('applied');
      expect(await orderRow(placed.id as number)).toMatchObject({ payment_state: 'paid', status: 'placed' });
    });

    it('a refund of a paid order is recorded with the provider reference, once', async () => {
      const placed = await placeCard();
      const refund = (kind = 'refunded', ref = 're_1') =>
        db.as({ role: 'service_role' }, (q) =>
          q('select to_jsonb(public.record_card_refund($1, $2, $3)) as o', [placed.order_number, kind, ref]),
        );
      await expect(refund()).rejects.toThrow(/is not paid by card \(it is awaiting_payment\)/);
      await event(placed, 'succeeded');
      expect((await refund())[0]!.o).toMatchObject({ payment_state: 'refunded', refund_reference: 're_1' });
      expect((await refund())[0]!.o).toMatchObject({ payment_state: 'refunded', status: 'cancelled' });
      await expect(refund('refunded', '')).rejects.toThrow(/reference is required/);
    });
  });
  describe('the shopper is told of a refund (order_refunded; QA sweep H-d)', () => {
    const refundMails = (placed: Row) =>
      db.owner((q) =>
        q<{ recipient: string; payload: Row }>(
          "select recipient, payload from public.email_outbox where kind = 'order_refunded' and payload ->> 'order_number' = $1",
          [placed.order_number],
        ),
      );
    const shopperEmail = async () =>
      (await db.owner((q) => q<{ email: string }>('select email from auth.users where id = $1', [shopper])))[0]!.email;
    const refund = (placed: Row, kind = 'refunded', ref = `re_${placed.id as number}`) =>
      db.as({ role: 'service_role' }, (q) =>
        q('select public.record_card_refund($1, $2, $3)', [placed.order_number, kind, ref]),
      );
    const refundRow = (placed: Row, kind = 'refunded', ref = `re_${placed.id as number}`) =>
      db.as({ role: 'service_role' }, (q) =>
        q<{ o: Row }>('select to_jsonb(public.record_card_refund($1, $2, $3)) as o', [placed.order_number, kind, ref]),
      );
    const ship = (placed: Row) =>
      db.as({ role: 'service_role' }, (q) =>
        q("select public.set_order_status($1, 'shipped', '1Z999AA10123456784')", [placed.order_number]),
      );

    it('a paid order refunded: one e-mail to its shopper, with the amount; the same refund again writes none', async () => {
      const placed = await placeCard({}, 2);
      await event(placed, 'succeeded');
      expect(await refundMails(placed)).toEqual([]);
      await refund(placed);
      await refund(placed);
      const mails = await refundMails(placed);
      expect(mails).toHaveLength(1);
      // the refund cancelled it (by the shop), and the order knows when, as every cancelled order does
      expect(await orderRow(placed.id as number)).toMatchObject({
        status: 'cancelled',
        cancelled_by: 'shop',
        cancelled_at: expect.anything(),
      });
      expect(mails[0]!.payload).toMatchObject({ cancelled_by: 'shop' });
      expect(mails[0]!.recipient).toBe(await shopperEmail());
      expect(mails[0]!.payload).toMatchObject({
        order_number: placed.order_number,
        payment_state: 'refunded',
        total: Number(placed.total),
      });
    });

    it('cancelled, then refunded (refund_due → refunded), or cancelled with the provider: told once each', async () => {
      const cancelledFirst = await placeCard();
      await event(cancelledFirst, 'succeeded');
      await db.as({ role: 'authenticated', sub: shopper }, (q) =>
        q('select public.cancel_order($1)', [cancelledFirst.order_number]),
      );
      expect(await refundMails(cancelledFirst)).toEqual([]);
      await refund(cancelledFirst);
      expect(await refundMails(cancelledFirst)).toHaveLength(1);
      const withProvider = await placeCard();
      await event(withProvider, 'succeeded');
      await refund(withProvider, 'cancelled');
      expect((await refundMails(withProvider))[0]!.payload).toMatchObject({ payment_state: 'cancelled' });
    });

    it('a paid order refunded after it shipped is not said to be unmade and unsent (QA sweep H-f)', async () => {
      const placed = await placeCard();
      await event(placed, 'succeeded');
      await db.as({ role: 'service_role' }, (q) =>
        q("select public.set_order_status($1, 'shipped', '1Z999AA10123456784')", [placed.order_number]),
      );
      await refund(placed);
      const [mail] = await refundMails(placed);
      const text = String(
        outboxMessage(
          { ...(mail as unknown as OutboxRow), kind: 'order_refunded', message_id: 'm' },
          {
            siteUrl: 'https://shop.example',
          },
        ).text,
      );
      // it left the workshop (KL-100008 on the probe stack read "We cancelled order …: nothing from it will be made
      // or sent." after its shipping notice)
      expect(text).not.toMatch(/nothing from it will be made or sent|cancelled/i);
      expect(text).toContain(
        `We have refunded the ${formatPrice(Number(placed.total))} you paid by card for order ${placed.order_number as string}. It goes back to the card you paid with.`,
      );
    });

    it('a refund after shipping is a payment event: the order stays shipped, then delivered (QA sweep H-g)', async () => {
      const placed = await placeCard();
      await event(placed, 'succeeded');
      await ship(placed);
      const refunded = (await refundRow(placed))[0]!.o;
      expect(refunded).toMatchObject({
        status: 'shipped',
        payment_state: 'refunded',
        refund_reference: `re_${placed.id as number}`,
        cancelled_at: null,
        cancelled_by: null,
        refunded_at: expect.anything(),
      });
      // the parcel still arrives: the shop delivers it, and the payment stays refunded
      await db.as({ role: 'service_role' }, (q) =>
        q("select public.set_order_status($1, 'delivered')", [placed.order_number]),
      );
      expect(await orderRow(placed.id as number)).toMatchObject({ status: 'delivered', payment_state: 'refunded' });
      // the shopper was told once, and no cancellation was written
      const kinds = await db.owner((q) =>
        q<{ kind: string }>("select kind from public.email_outbox where payload ->> 'order_number' = $1 order by id", [
          placed.order_number,
        ]),
      );
      expect(kinds.map((k) => k.kind)).toEqual(['order_confirmation', 'order_shipped', 'order_refunded']);
    });

    it('a delivered order refunded keeps its status, asked as a refund or as a cancel; one not yet shipped is cancelled', async () => {
      const delivered = await placeCard();
      await event(delivered, 'succeeded');
      await ship(delivered);
      await db.as({ role: 'service_role' }, (q) =>
        q("select public.set_order_status($1, 'delivered')", [delivered.order_number]),
      );
      // "cancel" after delivery cannot un-send the gift: the money is given back, and that is what is recorded
      expect((await refundRow(delivered, 'cancelled'))[0]!.o).toMatchObject({
        status: 'delivered',
        payment_state: 'refunded',
        delivered_at: expect.anything(),
      });
      const making = await placeCard();
      await event(making, 'succeeded');
      await db.as({ role: 'service_role' }, (q) =>
        q("select public.set_order_status($1, 'in_production')", [making.order_number]),
      );
      expect((await refundRow(making))[0]!.o).toMatchObject({
        status: 'cancelled',
        payment_state: 'refunded',
        cancelled_by: 'shop',
        refunded_at: expect.anything(),
      });
    });

    it('hostile: a refund recorded twice, under another reference, of an unknown kind, of an unpaid or unknown order', async () => {
      const placed = await placeCard();
      await event(placed, 'succeeded');
      await ship(placed);
      const first = (await refundRow(placed, 'refunded', 're_once'))[0]!.o;
      // the same refund again (a retried command): the same row, nothing moves, no second e-mail
      expect((await refundRow(placed, 'refunded', 're_once'))[0]!.o).toEqual(first);
      expect(await refundMails(placed)).toHaveLength(1);
      // a second refund under another reference: refused, the first kept
      await expect(refundRow(placed, 'refunded', 're_twice')).rejects.toThrow(
        `Order ${placed.order_number as string} was already refunded (refund re_once).`,
      );
      const paid = await placeCard();
      await event(paid, 'succeeded');
      for (const kind of ['partial', '', null, "refunded'; --"]) {
        await expect(refundRow(paid, kind as string)).rejects.toThrow(/recorded as refunded or cancelled/);
      }
      expect(await orderRow(paid.id as number)).toMatchObject({ payment_state: 'paid', status: 'placed' });
      const unpaid = await placeCard();
      await expect(refundRow(unpaid)).rejects.toThrow(/is not paid by card \(it is awaiting_payment\)/);
      expect(await orderRow(unpaid.id as number)).toMatchObject({
        payment_state: 'awaiting_payment',
        status: 'placed',
      });
      await expect(refundRow({ ...paid, order_number: 'KL-999999999' })).rejects.toThrow(/No order KL-999999999/);
      await expect(refundRow({ ...paid, order_number: null })).rejects.toThrow(/No order/);
      expect([...(await refundMails(paid)), ...(await refundMails(unpaid))]).toEqual([]);
    });

    it('orders a refund cancelled after they shipped, before this was fixed, get their status back (migration 20250609059000)', async () => {
      const delivered = await placeCard();
      await event(delivered, 'succeeded');
      await ship(delivered);
      await db.as({ role: 'service_role' }, (q) =>
        q("select public.set_order_status($1, 'delivered')", [delivered.order_number]),
      );
      const shipped = await placeCard();
      await event(shipped, 'succeeded');
      await ship(shipped);
      const early = await placeCard();
      await event(early, 'succeeded');
      // as the old record_card_refund left them: cancelled, the shipping dates kept
      await db.owner((q) =>
        q(
          `update public.orders set status = 'cancelled', payment_state = case when id = $2 then 'cancelled' else 'refunded' end,
             refund_reference = 're_old_' || id where id = any($1::bigint[])`,
          [[delivered.id, shipped.id, early.id], shipped.id],
        ),
      );
      const mailsBefore = await db.owner((q) => q('select count(*)::int as n from public.email_outbox'));
      const backfill = statements(refundMigration).find((s) => s.includes("'delivered' else 'shipped'"))!;
      await db.owner((q) => q(backfill));
      expect(await orderRow(delivered.id as number)).toMatchObject({
        status: 'delivered',
        payment_state: 'refunded',
        cancelled_at: null,
        cancelled_by: null,
      });
      expect(await orderRow(shipped.id as number)).toMatchObject({ status: 'shipped', payment_state: 'refunded' });
      // refunded before it shipped: cancelled it stays
      expect(await orderRow(early.id as number)).toMatchObject({ status: 'cancelled', payment_state: 'refunded' });
      expect(await db.owner((q) => q('select count(*)::int as n from public.email_outbox'))).toEqual(mailsBefore);
    });

    it('nothing was taken, nothing is said: an unpaid order cancelled, or expired', async () => {
      const unpaid = await placeCard();
      await db.as({ role: 'authenticated', sub: shopper }, (q) =>
        q('select public.cancel_order($1)', [unpaid.order_number]),
      );
      expect((await orderRow(unpaid.id as number)).payment_state).toBe('cancelled');
      const late = await placeCard();
      await event(late, 'failed');
      await db.owner((q) =>
        q("update public.orders set payment_expires_at = now() - interval '1 second' where id = $1", [late.id]),
      );
      await db.as({ role: 'service_role' }, (q) => q('select public.expire_unpaid_orders()'));
      expect(await orderRow(late.id as number)).toMatchObject({
        payment_state: 'expired',
        status: 'cancelled',
        cancelled_at: expect.anything(),
      });
      expect([...(await refundMails(unpaid)), ...(await refundMails(late))]).toEqual([]);
    });
  });

  describe('a cancelled order', () => {
    const cancel = (placed: Row) =>
      db.as({ role: 'authenticated', sub: shopper }, (q) =>
        q<{ o: Row }>('select to_jsonb(public.cancel_order($1)) as o', [placed.order_number]),
      );
    const due = (placed: Row) =>
      db.as({ role: 'authenticated', sub: shopper }, (q) =>
        q('select public.card_payment_due($1)', [placed.order_number]),
      );

    it('ends its payment: no longer awaiting, and a payment cannot start', async () => {
      const placed = await placeCard();
      expect((await cancel(placed))[0]!.o).toMatchObject({ status: 'cancelled', payment_state: 'cancelled' });
      await expect(due(placed)).rejects.toThrow(
        new RegExp(`Order ${placed.order_number} was cancelled, so it can no longer be paid`),
      );
      const failed = await placeCard();
      await event(failed, 'failed');
      expect((await cancel(failed))[0]!.o).toMatchObject({ payment_state: 'cancelled' });
      await expect(due(failed)).rejects.toThrow(/was cancelled/);
    });

    it('a payment that succeeds after the cancel is kept for refund, and never revives the order', async () => {
      const placed = await placeCard();
      await db.as({ role: 'service_role' }, (q) =>
        q("select public.attach_card_payment($1, 'test', $2)", [placed.id, `pi_${placed.id}`]),
      );
      await cancel(placed);
      const answer = await event(placed, 'succeeded');
      expect(answer).toMatchObject({ outcome: 'applied', payment_state: 'refund_due' });
      expect(answer.reason).toMatch(/paid after the order was cancelled/);
      expect(await orderRow(placed.id as number)).toMatchObject({
        status: 'cancelled',
        payment_state: 'refund_due',
        payment_reference: `pi_${placed.id}`,
      });
      const mails = await db.owner((q) =>
        q("select kind from public.email_outbox where payload ->> 'order_number' = $1 order by id", [
          placed.order_number,
        ]),
      );
      expect(mails.map((m) => m.kind)).not.toContain('order_confirmation');
      const refunded = await db.as({ role: 'service_role' }, (q) =>
        q<{ o: Row }>("select to_jsonb(public.record_card_refund($1, 'refunded', 're_late')) as o", [
          placed.order_number,
        ]),
      );
      expect(refunded[0]!.o).toMatchObject({
        payment_state: 'refunded',
        status: 'cancelled',
        refund_reference: 're_late',
      });
    });

    it('a paid order the shopper cancels is due back; one the shop cancelled does not expire into a revivable one', async () => {
      const paid = await placeCard();
      await event(paid, 'succeeded');
      expect((await cancel(paid))[0]!.o).toMatchObject({ status: 'cancelled', payment_state: 'refund_due' });
      const byShop = await placeCard();
      await db.as({ role: 'service_role' }, (q) =>
        q("select public.set_order_status($1, 'cancelled')", [byShop.order_number]),
      );
      await expect(due(byShop)).rejects.toThrow(/was cancelled/);
      await db.owner((q) =>
        q("update public.orders set payment_expires_at = now() - interval '1 second' where id = $1", [byShop.id]),
      );
      await db.as({ role: 'service_role' }, (q) => q('select public.expire_unpaid_orders()'));
      expect((await orderRow(byShop.id as number)).payment_state).toBe('cancelled');
      expect((await event(byShop, 'succeeded')).payment_state).toBe('refund_due');
      expect((await orderRow(byShop.id as number)).status).toBe('cancelled');
    });

    it('a paid order the shop cancels is due back too, as one the shopper cancels (one rule for every cancel)', async () => {
      const paid = await placeCard();
      await event(paid, 'succeeded');
      await db.as({ role: 'service_role' }, (q) =>
        q("select public.set_order_status($1, 'cancelled')", [paid.order_number]),
      );
      expect(await orderRow(paid.id as number)).toMatchObject({ status: 'cancelled', payment_state: 'refund_due' });
      // unpaid, cancelled by the shop: nothing was charged, and it is no longer awaiting payment
      const unpaid = await placeCard();
      await db.as({ role: 'service_role' }, (q) =>
        q("select public.set_order_status($1, 'cancelled')", [unpaid.order_number]),
      );
      expect(await orderRow(unpaid.id as number)).toMatchObject({ status: 'cancelled', payment_state: 'cancelled' });
    });

    it('the shop is told once of each refund it owes, at its refunds inbox; nothing is owed for an unpaid cancel', async () => {
      const notices = (placed: Row) =>
        db.owner((q) =>
          q<{ recipient: string; payload: Row }>(
            "select recipient, payload from public.email_outbox where kind = 'refund_due' and payload ->> 'order_number' = $1",
            [placed.order_number],
          ),
        );
      const inbox = (await db.owner((q) => q('select refunds_email from public.shop_inboxes')))[0]!.refunds_email;
      // a paid order cancelled by the shopper, then the webhook replayed and the cancel asked again
      const paid = await placeCard();
      const success = `evt_${crypto.randomUUID()}`;
      await event(paid, 'succeeded', { id: success });
      await cancel(paid);
      await event(paid, 'succeeded', { id: success });
      await event(paid, 'succeeded');
      await cancel(paid).catch(() => undefined); // cancelling again (refused or a no-op)
      const told = await notices(paid);
      expect(told).toHaveLength(1);
      expect(told[0]!.recipient).toBe(inbox);
      expect(told[0]!.payload).toMatchObject({
        order_number: paid.order_number,
        payment_reference: `pi_${paid.id}`,
        payment_provider: 'test',
      });
      expect(Number(told[0]!.payload.total)).toBe(Number(paid.total));
      // a payment that got through after the cancel
      const late = await placeCard();
      await db.as({ role: 'service_role' }, (q) =>
        q("select public.attach_card_payment($1, 'test', $2)", [late.id, `pi_${late.id}`]),
      );
      await cancel(late);
      expect(await notices(late)).toHaveLength(0);
      await event(late, 'succeeded');
      expect(await notices(late)).toHaveLength(1);
      // refunding it tells the shop nothing more; an unpaid cancel owes nothing
      await db.as({ role: 'service_role' }, (q) =>
        q("select public.record_card_refund($1, 'refunded', 're_told')", [late.order_number]),
      );
      expect(await notices(late)).toHaveLength(1);
      const unpaid = await placeCard();
      await cancel(unpaid);
      expect(await notices(unpaid)).toHaveLength(0);
    });

    it('the refunds inbox is the service role’s alone', async () => {
      for (const role of [{ role: 'anon' }, { role: 'authenticated', sub: shopper }] as const) {
        await expect(db.as(role, (q) => q('select refunds_email from public.shop_inboxes'))).rejects.toThrow(
          /permission denied/,
        );
        await expect(
          db.as(role, (q) => q("update public.shop_inboxes set refunds_email = 'thief@evil.example'")),
        ).rejects.toThrow(/permission denied/);
      }
      await expect(
        db.as({ role: 'service_role' }, (q) => q("update public.shop_inboxes set refunds_email = 'not an address'")),
      ).rejects.toThrow(/check constraint/);
    });
  });
}
