/**
 * A guest cancels their order from its private link (issue 28's gap;
 * 20250609006500_guest_cancel.sql): cancel_guest_order(token) finds the order
 * as guest_order(token) does and cancels it by cancel_order's rule, until
 * production starts, queuing the cancellation e-mail once. A wrong, truncated,
 * padded or another order's token, or none, cancels nothing and says only
 * "Order not found.". The same cases run on the embedded backend's PGlite
 * (guestCancel.database.test.ts) and on PostgreSQL 15 set up like a hosted
 * Supabase project (hosted/guestCancel.hosted.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedDetails, insertTestMug, mugLine, shipping } from './orderFixtures';
import type { Caller, Row, SqlDatabase } from './sqlDatabase';

const anon: Caller = { role: 'anon' };
const service: Caller = { role: 'service_role' };

/** `engine` is what the server's version() must say: the cases check where they run. */
export function guestCancelCases(engine: string, open: () => Promise<SqlDatabase>): void {
  let db: SqlDatabase;
  // the PostgreSQL 15 database is shared by other test files: everything made here has its own prefix
  const prefix = `GCX${randomUUID().slice(0, 8).toUpperCase()}`;
  const guestEmail = `guest.${prefix.toLowerCase()}@example.test`;
  const line = mugLine(prefix);
  let shopper: Caller;

  const placeAsGuest = () =>
    db.as(anon, (q) =>
      q<{ placed: Row }>(
        `select to_jsonb(o) as placed from public.place_order($1::jsonb, $2::jsonb, 'pay_on_delivery', $3::uuid, null, ${approvedDetails('$1::jsonb', '$4::jsonb')}) o`,
        [
          JSON.stringify([line(`${prefix}-MUG-11`)]),
          JSON.stringify(shipping),
          randomUUID(),
          JSON.stringify({ email: guestEmail }),
        ],
      ).then((rows) => rows[0]!.placed),
    );
  const cancel = (token: unknown, caller: Caller = anon) =>
    db.as(caller, (q) =>
      q<{ r: { order: Row; lines: Row[] } | null }>('select public.cancel_guest_order($1) as r', [token]).then(
        (rows) => rows[0]!.r,
      ),
    );
  const status = (id: unknown) =>
    db.owner((q) =>
      q<{ status: string }>('select status from public.orders where id = $1', [id]).then((rows) => rows[0]!.status),
    );
  const outbox = (orderNumber: unknown) =>
    db.owner((q) =>
      q<{ kind: string; recipient: string }>(
        `select kind, recipient from public.email_outbox where payload ->> 'order_number' = $1 order by id`,
        [orderNumber],
      ),
    );

  beforeAll(async () => {
    db = await open();
    const { version } = (await db.owner((q) => q<{ version: string }>('select version()')))[0]!;
    expect(version).toContain(engine);
    await db.owner(async (q) => {
      await insertTestMug(q, prefix, 'Guest Cancel Mug');
      const [user] = await q<{ id: string }>(
        'insert into auth.users (email, email_confirmed_at) values ($1, now()) returning id',
        [`shopper.${prefix.toLowerCase()}@example.test`],
      );
      shopper = { role: 'authenticated', sub: user!.id };
    });
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  describe('a guest cancels from the private link until production starts', () => {
    it('cancels the order, answers it as the link shows it, and e-mails the cancellation to the guest once', async () => {
      const placed = await placeAsGuest();
      const answer = await cancel(placed.guest_token);
      expect(answer?.order).toMatchObject({ order_number: placed.order_number, status: 'cancelled' });
      expect(answer?.order.cancelled_at).not.toBeNull();
      for (const hidden of ['user_id', 'guest_token_hash', 'guest_token', 'idempotency_key'])
        expect(answer?.order).not.toHaveProperty(hidden);
      expect(answer?.lines).toHaveLength(1);
      expect(await status(placed.id)).toBe('cancelled');
      expect(await outbox(placed.order_number)).toEqual([
        { kind: 'order_confirmation', recipient: guestEmail },
        { kind: 'order_cancelled', recipient: guestEmail },
      ]);
    });

    it('the cancellation e-mail says who cancelled (the guest, or the shop), and a line its own size, not the variant’s', async () => {
      const payload = (orderNumber: unknown, kind: string) =>
        db.owner((q) =>
          q<{ payload: Row }>(
            `select payload from public.email_outbox where payload ->> 'order_number' = $1 and kind = $2`,
            [orderNumber, kind],
          ).then((rows) => rows[0]!.payload),
        );
      // a mug's variant has a size ("11 oz") the shopper never chose: the order page does not show it
      await db.owner((q) =>
        q(`update public.product_variants set size = '11 oz' where variant_sku = $1`, [`${prefix}-MUG-11`]),
      );
      try {
        const byGuest = await placeAsGuest();
        await cancel(byGuest.guest_token);
        const byShop = await placeAsGuest();
        await db.as(service, (q) => q(`select public.set_order_status($1, 'cancelled')`, [byShop.order_number]));
        expect(await payload(byGuest.order_number, 'order_confirmation')).toMatchObject({
          cancelled_by: null,
          lines: [expect.objectContaining({ size: null })],
        });
        expect(await payload(byGuest.order_number, 'order_cancelled')).toMatchObject({ cancelled_by: 'shopper' });
        expect(await payload(byShop.order_number, 'order_cancelled')).toMatchObject({ cancelled_by: 'shop' });
      } finally {
        await db.owner((q) =>
          q(`update public.product_variants set size = null where variant_sku = $1`, [`${prefix}-MUG-11`]),
        );
      }
    });

    it('cancelled twice: the same answer, and no second e-mail', async () => {
      const placed = await placeAsGuest();
      const first = await cancel(placed.guest_token);
      const again = await cancel(placed.guest_token);
      expect(again?.order).toMatchObject({ status: 'cancelled', cancelled_at: first?.order.cancelled_at });
      expect((await outbox(placed.order_number)).map((m) => m.kind)).toEqual(['order_confirmation', 'order_cancelled']);
    });

    it('once production starts (after the window, or moved on by the shop) it is refused, and nothing changes', async () => {
      const late = await placeAsGuest();
      await db.owner((q) =>
        q(`update public.orders set cancellable_until = now() - interval '1 second' where id = $1`, [late.id]),
      );
      await expect(cancel(late.guest_token)).rejects.toMatchObject({
        code: '22023',
        message: `Order ${late.order_number} is already being made, so it can no longer be cancelled.`,
      });
      expect(await status(late.id)).toBe('placed');
      const started = await placeAsGuest();
      await db.as(service, (q) =>
        q(`select public.set_order_status($1, 'in_production')`, [started.order_number as string]),
      );
      await expect(cancel(started.guest_token)).rejects.toMatchObject({ code: '22023' });
      expect(await status(started.id)).toBe('in_production');
      expect((await outbox(started.order_number)).map((m) => m.kind)).not.toContain('order_cancelled');
    });
  });

  describe('hostile tokens', () => {
    it('a wrong, truncated, padded, upper-cased or borrowed token, the order number, or none cancels nothing', async () => {
      const placed = await placeAsGuest();
      const token = placed.guest_token as string;
      for (const guess of [
        token.slice(0, 63),
        token.slice(0, 8),
        `${token}0`,
        ` ${token}`,
        token.toUpperCase(),
        'f'.repeat(64),
        placed.order_number,
        String(placed.id),
        '',
        null,
        `' or 1=1 --`,
        '%',
        'x'.repeat(100_000),
      ]) {
        await expect(cancel(guess)).rejects.toMatchObject({ code: 'P0002', message: 'Order not found.' });
      }
      expect(await status(placed.id)).toBe('placed');
      expect((await outbox(placed.order_number)).map((m) => m.kind)).toEqual(['order_confirmation']);
    });

    it('another guest’s token cancels only that guest’s order', async () => {
      const mine = await placeAsGuest();
      const theirs = await placeAsGuest();
      await cancel(theirs.guest_token);
      expect(await status(theirs.id)).toBe('cancelled');
      expect(await status(mine.id)).toBe('placed');
    });

    it('a signed-in shopper’s own order has no token: cancel_guest_order cannot reach it', async () => {
      const placed = await db.as(shopper, (q) =>
        q<{ placed: Row }>(
          `select to_jsonb(o) as placed from public.place_order($1::jsonb, $2::jsonb, 'pay_on_delivery', $3::uuid, null, ${approvedDetails('$1::jsonb')}) o`,
          [JSON.stringify([line(`${prefix}-MUG-11`)]), JSON.stringify(shipping), randomUUID()],
        ).then((rows) => rows[0]!.placed),
      );
      expect(placed.guest_token ?? null).toBeNull();
      await expect(cancel(placed.order_number, shopper)).rejects.toMatchObject({ code: 'P0002' });
      expect(await status(placed.id)).toBe('placed');
    });

    it('the function is the only way in: anon cannot update an order directly', async () => {
      const placed = await placeAsGuest();
      await expect(
        db.as(anon, (q) => q(`update public.orders set status = 'cancelled' where id = $1`, [placed.id])),
      ).rejects.toMatchObject({ code: '42501' });
      expect(await status(placed.id)).toBe('placed');
    });
  });
}
