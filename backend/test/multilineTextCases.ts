/**
 * Line breaks in the two fields a shopper writes in several lines, the gift
 * message and a review's body (QA sweep defect #8;
 * 20250609013000_multiline_text.sql): public.clean_multiline_text keeps
 * them (\r\n and \r become \n, U+2028 and U+2029 are line breaks), keeps at
 * most one blank line between paragraphs, and cleans each line as
 * clean_text does (bidi overrides, zero-width characters, controls gone);
 * the one-line fields (names, addresses, personalization, a PO number, a
 * review's title) stay one line. The order confirmation's payload carries
 * the gift message, the payment method and the PO number
 * (20250609014000_order_email_gift_and_payment.sql). Run on PGlite
 * (multilineText.database.test.ts) and PostgreSQL 15
 * (hosted/multilineText.hosted.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedDetails, insertTestMug, shipping } from './orderFixtures';
import type { Caller, Row, SqlDatabase } from './sqlDatabase';

/** A hostile gift message: Windows line breaks, 50 blank lines, a line separator, a bidi override, zero-widths. */
const hostile =
  'Dear Anna,\r\n\r\n' +
  'Happy\u200b birthday \u202eyadhtrib\u202c!\u2066\u2069' +
  '\n'.repeat(51) +
  'Love,\u2028  Ada\u200f\r\n\r\n\r\n\u00ad'.concat('\t \u00a0');

export function multilineTextCases(engine: string, open: () => Promise<SqlDatabase>): void {
  let db: SqlDatabase;
  const prefix = `MLT${randomUUID().slice(0, 8).toUpperCase()}`;
  const email = `shopper.${prefix.toLowerCase()}@example.test`;
  let shopper: Caller;
  const line = (personalization = 'For Grandma Rose') => ({
    product_sku: `${prefix}-MUG`,
    variant_sku: `${prefix}-MUG-11`,
    design_code: `${prefix}-ROSE`,
    quantity: 1,
    personalization_text: personalization,
    options: { Style: '11 oz', Color: 'White', Design: 'Rose' },
  });
  const place = (
    details: unknown,
    { payment = 'pay_on_delivery', address = shipping as unknown, items = [line()] } = {},
  ) =>
    db.as(shopper, (q) =>
      q<{ placed: Row }>(
        `select to_jsonb(o) as placed from public.place_order($1::jsonb, $2::jsonb, $3, $4::uuid, null, ${approvedDetails('$1::jsonb', '$5::jsonb')}) o`,
        [JSON.stringify(items), JSON.stringify(address), payment, randomUUID(), JSON.stringify(details)],
      ).then((rows) => rows[0]!.placed),
    );
  const clean = (value: string | null) =>
    db.owner((q) =>
      q<{ cleaned: string | null }>('select public.clean_multiline_text($1) as cleaned', [value]).then(
        (rows) => rows[0]!.cleaned,
      ),
    );
  const confirmationPayload = (orderNumber: string) =>
    db.owner((q) =>
      q<{ payload: Row }>(
        `select payload from public.email_outbox
         where recipient = $1 and kind = 'order_confirmation' and payload ->> 'order_number' = $2`,
        [email, orderNumber],
      ).then((rows) => rows[0]?.payload),
    );

  beforeAll(async () => {
    db = await open();
    const { version } = (await db.owner((q) => q<{ version: string }>('select version()')))[0]!;
    expect(version).toContain(engine);
    await db.owner(async (q) => {
      await insertTestMug(q, prefix, 'Multi-line Test Mug');
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

  describe('clean_multiline_text', () => {
    it.each([
      [
        'a letter keeps its lines and its one blank line',
        'Dear Anna,\n\nHappy birthday!\nAda',
        'Dear Anna,\n\nHappy birthday!\nAda',
      ],
      ['\\r\\n and \\r are line breaks', 'Dear Anna,\r\n\r\nHappy\rbirthday', 'Dear Anna,\n\nHappy\nbirthday'],
      ['50 blank lines are one', `Hi${'\n'.repeat(51)}there`, 'Hi\n\nthere'],
      ['U+2028 and U+2029 are line breaks', 'one\u2028two\u2029three', 'one\ntwo\nthree'],
      ['bidi overrides, isolates and zero-widths go', 'Love \u202eyou\u202c\u200b \u2066x\u2069\ufeff', 'Love you x'],
      ['each line is trimmed, its spaces made one', '  a\t\u00a0 b  \n   c   ', 'a b\nc'],
      ['a vertical tab and a form feed go, as clean_text removes them', 'a\u000bb\u000cc', 'abc'],
      ['blank lines at either end go', '\n\n \u200b\n  Hi  \r\n\r\n', 'Hi'],
      ['nothing but breaks is empty', '\r\n\n\u2028 \n', ''],
      ['the hostile message', hostile, 'Dear Anna,\n\nHappy birthday yadhtrib!\n\nLove,\nAda'],
    ])('%s', async (_name, value, expected) => {
      expect(await clean(value)).toBe(expected);
    });

    it('null stays null; clean_text still makes one line of everything', async () => {
      expect(await clean(null)).toBeNull();
      const [row] = await db.owner((q) =>
        q<{ one: string }>('select public.clean_text($1) as one', ['a\nb\r\nc\u2028d']),
      );
      expect(row!.one).toBe('a b c d');
    });

    it('is not for callers of the API', async () => {
      await expect(db.as(shopper, (q) => q('select public.clean_multiline_text($1)', ['a']))).rejects.toMatchObject({
        code: '42501',
      });
    });
  });

  describe('the gift message keeps its lines; the one-line fields stay one line', () => {
    it('place_order stores the message cleaned, line breaks kept, and the order e-mail says it and the payment', async () => {
      const placed = await place({ gift_message: hostile });
      expect(placed.gift_message).toBe('Dear Anna,\n\nHappy birthday yadhtrib!\n\nLove,\nAda');
      const payload = await confirmationPayload(placed.order_number as string);
      expect(payload).toMatchObject({
        gift_message: placed.gift_message,
        payment_method: 'pay_on_delivery',
        payment_state: null,
        po_number: null,
      });
    });

    it('250 characters count each kept line break as one; blank lines beyond one do not count', async () => {
      const message = `${'x'.repeat(124)}${'\n'.repeat(50)}${'y'.repeat(124)}`;
      const placed = await place({ gift_message: message });
      expect(placed.gift_message).toBe(`${'x'.repeat(124)}\n\n${'y'.repeat(124)}`);
      await expect(place({ gift_message: `${'x'.repeat(124)}\n\n${'y'.repeat(125)}` })).rejects.toThrow(
        'The gift message is at most 250 characters (this one has 251).',
      );
    });

    it('names, the address, the personalization and the PO number stay one line', async () => {
      const placed = await place(
        { gift_message: 'Hi\nthere', po_number: 'PO\r\n7731' },
        {
          payment: 'invoice',
          address: { ...shipping, full_name: 'Ada\nLee', line1: '12 Elm\u2028Street', organisation: 'River\r\nTigers' },
          items: [line('For\nGrandma')],
        },
      );
      expect(placed).toMatchObject({
        shipping_name: 'Ada Lee',
        shipping_line1: '12 Elm Street',
        organisation: 'River Tigers',
        po_number: 'PO 7731',
        gift_message: 'Hi\nthere',
      });
      const [item] = await db.owner((q) =>
        q('select personalization_text from public.order_items where order_id = $1', [placed.id]),
      );
      expect(item!.personalization_text).toBe('For Grandma');
      expect(await confirmationPayload(placed.order_number as string)).toMatchObject({
        payment_method: 'invoice',
        po_number: 'PO 7731',
        gift_message: 'Hi\nthere',
      });
    });

    it('a NUL never reaches the rules: the database refuses the text itself, and nothing is placed', async () => {
      const [before] = await db.owner((q) =>
        q('select count(*)::int as n from public.orders where user_id = $1', [
          shopper.role === 'authenticated' ? shopper.sub : null,
        ]),
      );
      await expect(place({ gift_message: 'Dear\u0000Anna' })).rejects.toThrow(/unicode|\\u0000/i);
      const [after] = await db.owner((q) =>
        q('select count(*)::int as n from public.orders where user_id = $1', [
          shopper.role === 'authenticated' ? shopper.sub : null,
        ]),
      );
      expect(after!.n).toBe(before!.n);
    });
  });

  describe('a review’s body keeps its lines; its title stays one line', () => {
    it('write_review stores the body cleaned, line breaks kept', async () => {
      const orderLine = await db.owner(async (q) => {
        const [product] = await q<{ id: number }>(
          'insert into public.products (sku, name, price) values ($1, $2, 20) returning id',
          [`${prefix}-REV`, 'Review Mug'],
        );
        const [order] = await q<{ id: number }>(
          `insert into public.orders (user_id, status, shipping_name, shipping_line1, shipping_city, shipping_postal_code,
             shipping_country, payment_method, subtotal, shipping, total)
           values ($1, 'delivered', 'Ada Lee', '1 Lane', 'Town', '12345', 'US', 'pay_on_delivery', 20, 0, 20) returning id`,
          [shopper.role === 'authenticated' ? shopper.sub : null],
        );
        const [item] = await q<{ id: number }>(
          `insert into public.order_items (order_id, product_id, product_name, variant_sku, quantity, unit_price, line_total)
           values ($1, $2, 'Review Mug', 'REV-V', 1, 20, 20) returning id`,
          [order!.id, product!.id],
        );
        return item!.id;
      });
      const [row] = await db.as(shopper, (q) =>
        q<{ review: Row }>('select public.write_review($1, 5, $2, $3) as review', [
          orderLine,
          'Lovely\r\nmug \u202e',
          `The lettering is crisp.\r\n\r\n${'\n'.repeat(50)}The colors\u2028held up \u200bin the dishwasher.\u2029`,
        ]),
      );
      expect(row!.review).toMatchObject({
        title: 'Lovely mug',
        body: 'The lettering is crisp.\n\nThe colors\nheld up in the dishwasher.',
      });
    });
  });
}
