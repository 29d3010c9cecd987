/**
 * Guest checkout, gift options, organisations and the proof (issue 28, parts
 * 1 and 3; issue 27, parts 6 and 7), checked in the database itself as the
 * API's callers reach it: a guest orders with an e-mail address and reads the
 * order only with its private token; nobody else reads it (not anon, not
 * another shopper, not someone who knows the order number); the same guest
 * order sent twice is one order; the gift message, the purchase order number
 * and the proof are checked and stored; signing in with a confirmed address
 * claims the order. The same cases run on the embedded backend's PGlite
 * (guestCheckout.database.test.ts) and on PostgreSQL 15 set up like a hosted
 * Supabase project (hosted/guestCheckout.hosted.test.ts).
 */
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameMarkupProblem } from '../../shared/src/domain/addressRules';
import { migrationsDir } from '../src/paths';
import { approvedDetails, insertTestMug, shipping } from './orderFixtures';
import { rolledBack, statements, type Caller, type Row, type SqlDatabase } from './sqlDatabase';

const invoiceMarkupMigration = readFileSync(
  path.join(migrationsDir, '20250609044000_invoice_names_without_markup.sql'),
  'utf8',
);
/** The checkout's words for markup in what an invoice is made out to (20250609044000), as shared says them. */
const ORGANISATION_MARKUP = "Enter your organization's name without < or >.";
const PO_NUMBER_MARKUP = 'Enter your purchase order number without < or >.';
const HOSTILE = [
  '<b>Riverside</b>',
  'Tigers >',
  '<script>alert(1)</script>',
  '<\u200Bimg src=x onerror=alert(1)>',
  '<',
];

const anon: Caller = { role: 'anon' };

interface PlaceArgs {
  details?: unknown;
  key?: string | null;
  payment?: string;
  address?: unknown;
  items?: unknown;
}

/** `engine` is what the server's version() must say: the cases check where they run. */
export function guestCheckoutCases(engine: string, open: () => Promise<SqlDatabase>): void {
  let db: SqlDatabase;
  // the PostgreSQL 15 database is shared by other test files: everything made here has its own prefix
  const prefix = `GCO${randomUUID().slice(0, 8).toUpperCase()}`;
  const email = (name: string) => `${name}.${prefix.toLowerCase()}@example.test`;
  const line = (text: string | null = 'For Grandma Rose') => ({
    product_sku: `${prefix}-MUG`,
    variant_sku: `${prefix}-MUG-11`,
    design_code: `${prefix}-ROSE`,
    quantity: 1,
    personalization_text: text,
    options: { Style: '11 oz', Color: 'White', Design: 'Rose' },
  });
  let shopper: Caller;
  let stranger: Caller;

  const place = (caller: Caller, { details = {}, key = randomUUID(), payment, address, items }: PlaceArgs = {}) =>
    db.as(caller, (q) =>
      q<{ placed: Row }>(
        `select to_jsonb(o) as placed from public.place_order($1::jsonb, $2::jsonb, $3, $4::uuid, null, ${approvedDetails('$1::jsonb', '$5::jsonb')}) o`,
        [
          JSON.stringify(items ?? [line()]),
          JSON.stringify(address ?? shipping),
          payment ?? 'pay_on_delivery',
          key,
          JSON.stringify(details),
        ],
      ).then((rows) => rows[0]!.placed),
    );
  const placeAsGuest = (details: Record<string, unknown> = {}, args: PlaceArgs = {}) =>
    place(anon, { ...args, details: { email: email('guest'), ...details } });
  const guestOrder = (token: unknown, caller: Caller = anon) =>
    db.as(caller, (q) =>
      q<{ r: { order: Row; lines: Row[] } | null }>('select public.guest_order($1) as r', [token]).then(
        (rows) => rows[0]!.r,
      ),
    );
  const stored = (id: number) =>
    db.owner((q) => q('select * from public.orders where id = $1', [id]).then((rows) => rows[0]!));

  beforeAll(async () => {
    db = await open();
    const { version } = (await db.owner((q) => q<{ version: string }>('select version()')))[0]!;
    expect(version).toContain(engine);
    await db.owner(async (q) => {
      await insertTestMug(q, prefix, 'Guest Test Mug');
      const users = await q<{ id: string }>(
        'insert into auth.users (email, email_confirmed_at) values ($1, now()), ($2, now()) returning id',
        [email('shopper'), email('stranger')],
      );
      shopper = { role: 'authenticated', sub: users[0]!.id };
      stranger = { role: 'authenticated', sub: users[1]!.id };
    });
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  describe('a guest orders with an e-mail address and no account', () => {
    it('the order has no shopper, the e-mail as given (lower case), and a private token that is never stored', async () => {
      const placed = await placeAsGuest({ email: `  GUEST.${prefix}@Example.TEST ` });
      expect(placed).toMatchObject({ user_id: null, contact_email: `guest.${prefix.toLowerCase()}@example.test` });
      expect(placed.guest_token).toMatch(/^[0-9a-f]{64}$/);
      const row = await stored(placed.id as number);
      expect(row.guest_token).toBeNull();
      expect(row.guest_token_hash).toBe(
        createHash('sha256')
          .update(placed.guest_token as string)
          .digest('hex'),
      );
    });

    it('the token reads the order and its lines; nothing else about it comes back', async () => {
      const placed = await placeAsGuest();
      const found = await guestOrder(placed.guest_token);
      expect(found?.order).toMatchObject({ order_number: placed.order_number, total: placed.total });
      expect(found?.lines).toEqual([
        expect.objectContaining({ personalization_text: 'For Grandma Rose', quantity: 1 }),
      ]);
      for (const hidden of ['user_id', 'guest_token_hash', 'guest_token', 'idempotency_key'])
        expect(found?.order).not.toHaveProperty(hidden);
    });

    it('a wrong, truncated, padded or borrowed token, or the order number, finds nothing', async () => {
      const placed = await placeAsGuest();
      const token = placed.guest_token as string;
      const other = (await placeAsGuest()).guest_token as string;
      for (const guess of [
        token.slice(0, 63),
        `${token}0`,
        token.toUpperCase(),
        ` ${token}`,
        'f'.repeat(64),
        placed.order_number,
        String(placed.id),
        '',
        null,
        `' or 1=1 --`,
        'x'.repeat(100_000),
      ]) {
        expect(await guestOrder(guess)).toBeNull();
      }
      expect((await guestOrder(other))?.order.order_number).not.toBe(placed.order_number);
    });

    it('row level security: anon, another shopper and a guessed order number read nothing', async () => {
      const placed = await placeAsGuest();
      await expect(
        db.as(anon, (q) => q('select * from public.orders where order_number = $1', [placed.order_number])),
      ).rejects.toMatchObject({ code: '42501' });
      await expect(db.as(anon, (q) => q('select * from public.order_items'))).rejects.toMatchObject({ code: '42501' });
      for (const caller of [shopper, stranger]) {
        expect(
          await db.as(caller, (q) => q('select id from public.orders where order_number = $1', [placed.order_number])),
        ).toEqual([]);
        expect(
          await db.as(caller, (q) => q('select id from public.order_items where order_id = $1', [placed.id])),
        ).toEqual([]);
        expect(await db.as(caller, (q) => q('select id from public.orders where user_id is null'))).toEqual([]);
      }
      // the token's makings are out of the API's reach
      await expect(db.as(anon, (q) => q('select * from private.guest_link_secret'))).rejects.toMatchObject({
        code: '42501',
      });
      await expect(
        db.as(anon, (q) => q('select public.guest_order_token($1::uuid)', [randomUUID()])),
      ).rejects.toMatchObject({ code: '42501' });
    });

    it('the same guest order sent twice is one order, with the same link', async () => {
      const key = randomUUID();
      const first = await placeAsGuest({}, { key });
      const again = await placeAsGuest({}, { key });
      expect(again.id).toBe(first.id);
      expect(again.guest_token).toBe(first.guest_token);
      const rows = await db.owner((q) => q('select id from public.orders where idempotency_key = $1', [key]));
      expect(rows).toHaveLength(1);
    });

    it('an e-mail address is required, and must be one', async () => {
      await expect(place(anon)).rejects.toThrow('Enter your e-mail address, so we can send you your order.');
      for (const bad of [
        '',
        '   ',
        'ada',
        'ada@',
        '@example.com',
        '<script>@x.y',
        'a b@example.com',
        'a'.repeat(250) + '@x.io',
      ])
        await expect(place(anon, { details: { email: bad } })).rejects.toThrow(/e-mail address/);
      await expect(place(anon, { details: { email: ['a@b.co'] } })).rejects.toThrow(
        'Your e-mail address must be text.',
      );
    });

    it('a signed-in shopper’s order keeps their account and has no token', async () => {
      const placed = await place(shopper, { details: { email: 'someone.else@example.test' } });
      expect(placed).toMatchObject({ user_id: shopper.role === 'authenticated' && shopper.sub, contact_email: null });
      expect(placed.guest_token).toBeNull();
      expect((await stored(placed.id as number)).guest_token_hash).toBeNull();
    });
  });

  describe('signing in with the e-mail address claims the order', () => {
    it('a confirmed address claims its guest orders (case aside); an unconfirmed one claims nothing', async () => {
      const address = email('claimer');
      const placed = await place(anon, { details: { email: address.toUpperCase() } });
      const [unconfirmed] = await db.owner((q) =>
        q<{ id: string }>('insert into auth.users (email) values ($1) returning id', [email('claimer-twin')]),
      );
      await db.owner((q) =>
        q('update public.orders set contact_email = $1 where id = $2', [email('claimer-twin'), placed.id]),
      );
      const twin: Caller = { role: 'authenticated', sub: unconfirmed!.id };
      expect(await db.as(twin, (q) => q<{ n: number }>('select public.claim_guest_orders() as n'))).toEqual([{ n: 0 }]);
      await db.owner((q) => q('update public.orders set contact_email = $1 where id = $2', [address, placed.id]));
      const [user] = await db.owner((q) =>
        q<{ id: string }>('insert into auth.users (email, email_confirmed_at) values ($1, now()) returning id', [
          address,
        ]),
      );
      const claimer: Caller = { role: 'authenticated', sub: user!.id };
      expect(await db.as(claimer, (q) => q<{ n: number }>('select public.claim_guest_orders() as n'))).toEqual([
        { n: 1 },
      ]);
      const mine = await db.as(claimer, (q) =>
        q('select order_number from public.orders where order_number = $1', [placed.order_number]),
      );
      expect(mine).toEqual([{ order_number: placed.order_number }]);
      // claimed once: nobody claims it again
      expect(await db.as(stranger, (q) => q<{ n: number }>('select public.claim_guest_orders() as n'))).toEqual([
        { n: 0 },
      ]);
      await expect(db.as(anon, (q) => q('select public.claim_guest_orders()'))).rejects.toMatchObject({
        code: '42501',
      });
    });
  });

  describe('gift options', () => {
    it('a message of 250 characters, a gift receipt and shipping to the recipient are stored', async () => {
      const message = `<b>Happy birthday</b> & "love" 🎂 ${'x'.repeat(250)}`.slice(0, 250);
      const placed = await placeAsGuest({ gift_message: message, gift_receipt: true, recipient: true });
      expect(placed).toMatchObject({ gift_message: message, gift_receipt: true, ship_to_recipient: true });
    });

    it('251 characters, or a message that is not text, are refused naming the field', async () => {
      await expect(placeAsGuest({ gift_message: 'x'.repeat(251) })).rejects.toThrow(
        'The gift message is at most 250 characters (this one has 251).',
      );
      await expect(placeAsGuest({ gift_message: { text: 'hi' } })).rejects.toThrow('The gift message must be text.');
      await expect(placeAsGuest({ gift_receipt: 'yes' })).rejects.toThrow(
        'The gift receipt choice must be true or false.',
      );
    });

    it('invisible characters are dropped and spaces folded before the limit is counted', async () => {
      const placed = await placeAsGuest({ gift_message: `  Love\u200b\u202e you   ${' '.repeat(300)}` });
      expect(placed.gift_message).toBe('Love you');
      const none = await placeAsGuest({ gift_message: '   ' });
      expect(none).toMatchObject({ gift_message: null, gift_receipt: false, ship_to_recipient: false });
    });
  });

  describe('organisations: the invoice names one, with an optional purchase order number', () => {
    const invoice = { ...shipping, organisation: 'Riverside Tigers' };
    it('stored with an invoice, ignored otherwise, refused over 40 characters', async () => {
      const placed = await place(shopper, {
        payment: 'invoice',
        address: invoice,
        details: { po_number: ' PO-2291 ' },
      });
      expect(placed).toMatchObject({ organisation: 'Riverside Tigers', po_number: 'PO-2291' });
      const paid = await place(shopper, { details: { po_number: 'PO-2291' } });
      expect(paid.po_number).toBeNull();
      await expect(
        place(shopper, { payment: 'invoice', address: invoice, details: { po_number: '9'.repeat(41) } }),
      ).rejects.toThrow('The purchase order number is at most 40 characters.');
      await expect(
        place(shopper, { payment: 'invoice', address: invoice, details: { po_number: 42 } }),
      ).rejects.toThrow('The purchase order number must be text.');
      const formula = await place(shopper, {
        payment: 'invoice',
        address: invoice,
        details: { po_number: '=HYPERLINK("x")' },
      });
      expect(formula.po_number).toBe('=HYPERLINK("x")');
    });
  });

  describe('what an invoice is made out to obeys the name markup rule (20250609044000)', () => {
    const invoice = { ...shipping, organisation: 'Riverside Tigers' };
    it.each(HOSTILE)(
      '%j: refused as the organisation and as the purchase order number, in the checkout’s words',
      async (text) => {
        await expect(
          place(shopper, { payment: 'invoice', address: { ...shipping, organisation: text } }),
        ).rejects.toMatchObject({ code: '22023', message: ORGANISATION_MARKUP });
        expect(nameMarkupProblem(text, "organization's name")).toBe(ORGANISATION_MARKUP);
        await expect(
          place(shopper, { payment: 'invoice', address: invoice, details: { po_number: text } }),
        ).rejects.toMatchObject({ code: '22023', message: PO_NUMBER_MARKUP });
        expect(nameMarkupProblem(text, 'purchase order number')).toBe(PO_NUMBER_MARKUP);
        // a guest's, and an organisation sent around the checkout with another way to pay: refused all the same
        await expect(
          placeAsGuest({}, { payment: 'invoice', address: { ...shipping, organisation: text } }),
        ).rejects.toMatchObject({ message: ORGANISATION_MARKUP });
        await expect(place(shopper, { address: { ...shipping, organisation: text } })).rejects.toMatchObject({
          message: ORGANISATION_MARKUP,
        });
      },
    );

    it('takes names and numbers with & \' " / # - ( ); prose printed on the gift keeps its markup as text', async () => {
      const organisation = `St Mary's & St John's (Y5/6) "Owls"`;
      const placed = await place(shopper, {
        payment: 'invoice',
        address: { ...shipping, organisation },
        details: { po_number: 'PO#2291/B-7', gift_message: 'Love you <3' },
      });
      expect(placed).toMatchObject({ organisation, po_number: 'PO#2291/B-7', gift_message: 'Love you <3' });
      expect(nameMarkupProblem(organisation, "organization's name")).toBeUndefined();
      const gift = await place(shopper, { items: [line('I <3 Gran')] });
      const [stored] = await db.owner((q) =>
        q('select personalization_text from public.order_items where order_id = $1', [gift.id]),
      );
      expect(stored).toEqual({ personalization_text: 'I <3 Gran' });
    });

    it('leaves orders stored before as they are (their status still moves), and changes nothing when run again', async () => {
      const placed = await place(shopper, { payment: 'invoice', address: invoice });
      const { before, after, moved, triggers } = await rolledBack(db, async (q) => {
        await q('alter table public.orders disable trigger orders_invoice_markup_rule');
        await q("update public.orders set organisation = '<b>Riverside</b>' where id = $1", [placed.id]);
        await q('alter table public.orders enable trigger orders_invoice_markup_rule');
        const read = () => q('select organisation, po_number from public.orders where id = $1', [placed.id]);
        const before = await read();
        for (const statement of statements(invoiceMarkupMigration)) await q(statement);
        const moved = await q("update public.orders set status = 'in_production' where id = $1 returning status", [
          placed.id,
        ]);
        const triggers = await q(
          `select tgname from pg_trigger where tgrelid = 'public.orders'::regclass and tgname like '%markup%'`,
        );
        return { before, after: await read(), moved, triggers };
      });
      expect(before).toEqual([{ organisation: '<b>Riverside</b>', po_number: null }]);
      expect(after).toEqual(before);
      expect(moved).toEqual([{ status: 'in_production' }]);
      expect(triggers).toEqual([{ tgname: 'orders_invoice_markup_rule' }]);
    });
  });

  describe('the proof of personalized lines', () => {
    const proof = (items: unknown) =>
      db.as(anon, (q) =>
        q<{ r: { lines: Row[]; fingerprint: string | null } }>('select public.order_proof($1::jsonb) as r', [
          JSON.stringify(items),
        ]).then((rows) => rows[0]!.r),
      );

    it('lists each text as printed, with its design and options, and a fingerprint', async () => {
      const shown = await proof([line('  For  Grandma\u200b Rose '), line(null)]);
      expect(shown.lines).toEqual([
        expect.objectContaining({
          line_no: 1,
          text: 'For Grandma Rose',
          design_name: 'Rose',
          options: line().options,
          size: null,
        }),
      ]);
      expect(shown.fingerprint).toMatch(/^[0-9a-f]{64}$/);
      expect((await proof([line(null)])).fingerprint).toBeNull();
    });

    it('the approved proof is stored with the order; no proof, or a proof of other text, is refused', async () => {
      const { fingerprint } = await proof([line('For Grandma Rose')]);
      const placed = await placeAsGuest({ proof_fingerprint: fingerprint });
      expect(placed).toMatchObject({ proof_fingerprint: fingerprint, proof_approved: true });
      await expect(placeAsGuest({ proof_fingerprint: null })).rejects.toThrow(
        'Please check the spelling of your personalization and approve the proof before placing the order.',
      );
      await expect(
        placeAsGuest({ proof_fingerprint: fingerprint }, { items: [line('For Grandma Ros')] }),
      ).rejects.toThrow('Your personalization changed since you checked the proof. Please check it again.');
      await expect(placeAsGuest({ proof_fingerprint: 'f'.repeat(64) })).rejects.toThrow(/check it again/);
    });
  });
}
