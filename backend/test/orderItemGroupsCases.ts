/**
 * A group order's name kept on the order (QA sweep defect #14;
 * 20250609018000_order_item_groups.sql): place_order writes each line's
 * `group_name` to order_items, cleaned and cut by public.order_group_name
 * (the one home of the rule), the guest's private link and the order
 * e-mails' payload carry it, and a line without one is a line on its own as
 * before. Hostile names (controls, bidi overrides, markup, very long, not
 * text, a NUL) each get a clear outcome. Run on PGlite
 * (orderItemGroups.database.test.ts) and PostgreSQL 15
 * (hosted/orderItemGroups.hosted.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopLimits } from '../../shared/src/domain/shopLimits';
import { approvedDetails, insertTestMug, mugLine, shipping } from './orderFixtures';
import type { Caller, Row, SqlDatabase } from './sqlDatabase';

export function orderItemGroupsCases(engine: string, open: () => Promise<SqlDatabase>): void {
  let db: SqlDatabase;
  const prefix = `OIG${randomUUID().slice(0, 8).toUpperCase()}`;
  const email = `coach.${prefix.toLowerCase()}@example.test`;
  const mug = mugLine(prefix);
  const line = (personalization: string, extra: Record<string, unknown> = {}) =>
    mug(`${prefix}-MUG-11`, 1, { personalization_text: personalization, ...extra });
  let shopper: Caller;

  /** place_order as `caller` (the proof approved); the order row and its lines' names and groups, in order. */
  const place = (items: unknown[], caller: Caller = shopper, details: Record<string, unknown> = {}) =>
    db.as(caller, async (q) => {
      const [row] = await q<{ placed: Row }>(
        `select to_jsonb(o) as placed from public.place_order($1::jsonb, $2::jsonb, 'pay_on_delivery', $3::uuid, null,
           ${approvedDetails('$1::jsonb', '$4::jsonb')}) o`,
        [JSON.stringify(items), JSON.stringify(shipping), randomUUID(), JSON.stringify(details)],
      );
      return row!.placed;
    });
  const linesOf = (orderNumber: string) =>
    db.owner((q) =>
      q<{ personalization_text: string; group_name: string | null }>(
        `select i.personalization_text, i.group_name from public.order_items i
         join public.orders o on o.id = i.order_id where o.order_number = $1 order by i.id`,
        [orderNumber],
      ),
    );
  const groupName = (value: string | null) =>
    db.owner((q) =>
      q<{ name: string | null }>('select public.order_group_name($1) as name', [value]).then((r) => r[0]!.name),
    );

  beforeAll(async () => {
    db = await open();
    const { version } = (await db.owner((q) => q<{ version: string }>('select version()')))[0]!;
    expect(version).toContain(engine);
    await db.owner(async (q) => {
      await insertTestMug(q, prefix, 'Group Test Mug');
      const [user] = await q<{ id: string }>(
        `insert into auth.users (email, email_confirmed_at, raw_user_meta_data) values ($1, now(), $2) returning id`,
        [email, { first_name: 'Ada', last_name: 'Lee' }],
      );
      shopper = { role: 'authenticated', sub: user!.id };
    });
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  describe('place_order keeps the group', () => {
    it("keeps each line's group name; a line without one stays on its own; the e-mail payload says it", async () => {
      const placed = await place([
        line('Ava', { group_name: 'Tigers U12 shirts' }),
        line('Ben', { group_name: 'Tigers U12 shirts' }),
        line('For Grandma Rose'),
      ]);
      expect(await linesOf(placed.order_number as string)).toEqual([
        { personalization_text: 'Ava', group_name: 'Tigers U12 shirts' },
        { personalization_text: 'Ben', group_name: 'Tigers U12 shirts' },
        { personalization_text: 'For Grandma Rose', group_name: null },
      ]);
      const [payload] = await db.owner((q) =>
        q<{ payload: Row }>(
          `select payload from public.email_outbox where kind = 'order_confirmation' and payload ->> 'order_number' = $1`,
          [placed.order_number],
        ),
      );
      expect((payload!.payload.lines as Row[]).map((l) => l.group_name)).toEqual([
        'Tigers U12 shirts',
        'Tigers U12 shirts',
        null,
      ]);
    });

    it('an order without groups is as before: every group_name null, the total unchanged by a group', async () => {
      const plain = await place([line('Ava'), line('Ben', { group_name: null })]);
      expect((await linesOf(plain.order_number as string)).map((l) => l.group_name)).toEqual([null, null]);
      const grouped = await place([line('Ava', { group_name: 'Team' }), line('Ben', { group_name: 'Team' })]);
      expect(grouped.total).toBe(plain.total);
    });

    it("a guest's order keeps it, and the guest's private link shows it", async () => {
      const placed = await place(
        [line('Ava', { group_name: 'Choir robes' }), line('Ben')],
        { role: 'anon' },
        {
          email: `guest.${prefix.toLowerCase()}@example.test`,
        },
      );
      const [answer] = await db.as({ role: 'anon' }, (q) =>
        q<{ a: Row }>('select public.guest_order($1) as a', [placed.guest_token]),
      );
      expect((answer!.a.lines as Row[]).map((l) => l.group_name)).toEqual(['Choir robes', null]);
    });
  });

  describe('a hostile group name gets a clear outcome', () => {
    it.each([
      [
        'controls, bidi overrides and zero-widths go; spaces are one',
        '\u202eTigers\u202c\u0001\u200b \t\u00a0 U12 ',
        'Tigers U12',
      ],
      [
        'markup is text, kept as typed (the pages and e-mails escape it)',
        '<img src=x onerror=alert(1)>',
        '<img src=x onerror=alert(1)>',
      ],
      ['line breaks make one line', 'Tigers\r\nU12\u2028shirts', 'Tigers U12 shirts'],
      ['a name of nothing visible is the default', '\u200b \u202e\u0007', 'Group order'],
      ['an empty name is the default', '', 'Group order'],
    ])('%s', async (_name, value, expected) => {
      const placed = await place([line('Ava', { group_name: value })]);
      expect((await linesOf(placed.order_number as string))[0]!.group_name).toBe(expected);
      expect(await groupName(value)).toBe(expected);
    });

    it(`a very long name is cut to ${shopLimits.groupName} characters, counted as the database counts them`, async () => {
      const long = `${'🦁'.repeat(shopLimits.groupName - 1)} ${'x'.repeat(5000)}`;
      const placed = await place([line('Ava', { group_name: long })]);
      const [kept] = await linesOf(placed.order_number as string);
      // the cut fell on the space: it is trimmed, never kept at the end
      expect(kept!.group_name).toBe('🦁'.repeat(shopLimits.groupName - 1));
      expect(await groupName('y'.repeat(100_000))).toBe('y'.repeat(shopLimits.groupName));
    });

    it.each([
      ['a number', 7],
      ['an object', { name: 'Tigers' }],
      ['a list', ['Tigers']],
      ['true', true],
    ])('a group name that is %s refuses the order with its line number', async (_name, value) => {
      await expect(place([line('Ava'), line('Ben', { group_name: value })])).rejects.toThrow(
        'Line 2: The group name must be text.',
      );
    });

    it('a NUL (which no text in the database can hold) refuses the call before any order is made', async () => {
      const before = await db.owner((q) => q<{ n: number }>('select count(*)::int as n from public.orders'));
      await expect(place([line('Ava', { group_name: 'Tigers\u0000' })])).rejects.toThrow();
      const after = await db.owner((q) => q<{ n: number }>('select count(*)::int as n from public.orders'));
      expect(after[0]!.n).toBe(before[0]!.n);
    });

    it('the table holds every stored name to the rule, whoever writes it', async () => {
      const placed = await place([line('Ava', { group_name: 'Team' })]);
      for (const bad of [' Team', 'Team\u200b', '', 'x'.repeat(shopLimits.groupName + 1)]) {
        await expect(
          db.owner((q) =>
            q(
              `update public.order_items i set group_name = $2 from public.orders o
               where o.id = i.order_id and o.order_number = $1`,
              [placed.order_number, bad],
            ),
          ),
        ).rejects.toMatchObject({ code: '23514' });
      }
    });

    it('order_group_name is not for callers of the API', async () => {
      await expect(db.as(shopper, (q) => q('select public.order_group_name($1)', ['a']))).rejects.toMatchObject({
        code: '42501',
      });
    });

    it('a shopper cannot write a group name onto their order behind place_order', async () => {
      const placed = await place([line('Ava')]);
      await db
        .as(shopper, (q) =>
          q(
            `update public.order_items i set group_name = 'Mine' from public.orders o
             where o.id = i.order_id and o.order_number = $1`,
            [placed.order_number],
          ),
        )
        .catch(() => undefined);
      expect((await linesOf(placed.order_number as string))[0]!.group_name).toBeNull();
    });
  });
}
