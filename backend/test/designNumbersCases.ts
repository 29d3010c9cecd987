/**
 * A design's number (issue 27, part 2), checked in the database itself
 * (20250609008000_design_numbers.sql): a design with a number field takes a
 * number from its range in digits only ("7", "07", "99"), stored with the
 * line in its options as the text's lettering is; letters, "100", "-1",
 * three digits, other scripts' digits and hostile text are refused by the
 * quote and by place_order; a design without a number refuses one; the
 * number field never changes the text's own rules. The seeded Team Jersey
 * takes a number on the Team Roster products. The same cases run on the
 * embedded backend's PGlite (designNumbers.database.test.ts) and on
 * PostgreSQL 15 set up like a hosted Supabase project
 * (hosted/designNumbers.hosted.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipping } from './orderFixtures';
import type { Caller, Query, Row, SqlDatabase } from './sqlDatabase';

const anon: Caller = { role: 'anon' };

/** A line of the number-test tee in a design, with the given options. */
const line = (design: string, options: Record<string, unknown>, text: string | null = 'RIVERA') => ({
  product_sku: 'NUM-TEE',
  variant_sku: 'NUM-TEE-A',
  design_code: design,
  quantity: 1,
  personalization_text: text,
  options,
});

class RolledBack<T> extends Error {
  constructor(readonly result: T) {
    super('rolled back on purpose');
  }
}

export function designNumbersCases(engine: string, open: () => Promise<SqlDatabase>): void {
  let db: SqlDatabase;
  let shopper: string;
  const proofs: Row[][] = [];

  const problems = (items: unknown[]) =>
    db
      .as(anon, (q) =>
        q<{ r: { lines: { problem: string | null }[] } }>("select public.price_cart($1::jsonb, '{}'::jsonb) as r", [
          JSON.stringify(items),
        ]),
      )
      .then((rows) => rows[0]!.r.lines.map((l) => l.problem));
  const problem = (options: Record<string, unknown>, design = 'NUM-JERSEY', text: string | null = 'RIVERA') =>
    problems([line(design, options, text)]).then((p) => p[0]);

  /** Place an order as the shopper, in a transaction rolled back: the stored lines, or the refusal. */
  const placeOrder = (items: unknown[]) =>
    db
      .owner(async (q: Query) => {
        await q(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify({ sub: shopper, role: 'authenticated', aud: 'authenticated' }),
        ]);
        // the proof the shopper approves lists each number with its text (order_proof reads the line's options)
        const [proof] = await q<{ r: { lines: { options: Row }[]; fingerprint: string | null } }>(
          'select public.order_proof($1::jsonb) as r',
          [JSON.stringify(items)],
        );
        const [placed] = await q<{ id: number }>(
          `select o.id from public.place_order($1::jsonb, $2::jsonb, 'pay_on_delivery', null, null, $3::jsonb) o`,
          [
            JSON.stringify(items),
            JSON.stringify(shipping),
            JSON.stringify({ proof_fingerprint: proof!.r.fingerprint }),
          ],
        );
        proofs.push(proof!.r.lines.map((l) => l.options));
        const lines = await q<{ personalization_text: string | null; options: Row }>(
          'select personalization_text, options from public.order_items where order_id = $1 order by id',
          [placed!.id],
        );
        throw new RolledBack(lines);
      })
      .catch((error: unknown) => {
        if (error instanceof RolledBack) return error.result as { personalization_text: string | null; options: Row }[];
        throw error;
      });

  beforeAll(async () => {
    db = await open();
    const { version } = (await db.owner((q) => q<{ version: string }>('select version()')))[0]!;
    expect(version).toContain(engine);
    await db.owner(async (q) => {
      const [tee] = await q(
        `insert into public.products (sku, name, price, product_options_config)
         values ('NUM-TEE', 'Number Test Tee', 20, $1::jsonb) returning id`,
        [
          JSON.stringify({
            optionGroups: [
              { title: 'Style', type: 'variant', attribute: 'Style' },
              { title: 'Design', type: 'design', designs: ['NUM-JERSEY', 'NUM-NAME', 'NUM-TEN', 'NUM-ONLY'] },
            ],
          }),
        ],
      );
      await q(
        `insert into public.product_variants (product_id, variant_sku, variant_name, option1, price)
         values ($1, 'NUM-TEE-A', 'Classic', 'Classic', 20)`,
        [tee!.id],
      );
      await q(
        `insert into public.designs (design_name, design_code, personalization_options) values
           ('Test Jersey', 'NUM-JERSEY', $1::jsonb), ('Test Name', 'NUM-NAME', $2::jsonb),
           ('Test Ten', 'NUM-TEN', $3::jsonb), ('Test Number Only', 'NUM-ONLY', $4::jsonb)`,
        [
          JSON.stringify({
            fields: [
              { key: 'name', label: 'Name', maxLength: 8, required: true },
              { key: 'number', label: 'Number', type: 'number', min: 0, max: 99 },
            ],
            fonts: ['Block Capitals'],
          }),
          JSON.stringify({ fields: [{ key: 'name', label: 'Name', maxLength: 8, required: true }] }),
          JSON.stringify({
            fields: [
              { key: 'name', label: 'Name', maxLength: 8 },
              { key: 'number', label: 'Number', type: 'number', min: 1, max: 10, required: true },
            ],
          }),
          JSON.stringify({ fields: [{ key: 'number', label: 'Number', type: 'number', min: 0, max: 99 }] }),
        ],
      );
      const [user] = await q<{ id: string }>('insert into auth.users (email) values ($1) returning id', [
        `numbers.${crypto.randomUUID()}@example.test`,
      ]);
      shopper = user!.id;
    });
  }, 120_000);

  afterAll(async () => {
    await db?.close();
  });

  describe('a design with a number (0–99)', () => {
    it('takes a number in digits within its range, or none when the number is optional', async () => {
      for (const number of ['0', '7', '07', '00', '42', '99']) expect(await problem({ number })).toBeNull();
      expect(await problem({})).toBeNull();
      expect(await problem({ number: '' })).toBeNull();
      expect(await problem({ number: '7', font: 'Block Capitals' })).toBeNull();
    });

    it('refuses letters, 100, -1, three digits, other digits and hostile text, naming the range', async () => {
      for (const number of ['7a', 'ten', '100', '-1', '007', '1e1', '7.5', ' 7', '7 ', '+7', '٧', '７', '7\n', '9999'])
        expect(await problem({ number }), number).toBe(
          `Test Jersey takes a number from 0 to 99, in digits only: "${number.slice(0, 20)}" is not one.`,
        );
      const hostile = "1'; drop table public.orders; --<script>alert(1)</script>";
      expect(await problem({ number: hostile })).toBe(
        `Test Jersey takes a number from 0 to 99, in digits only: "${hostile.slice(0, 20)}" is not one.`,
      );
      for (const number of [7, null, true, ['7'], { n: 7 }])
        expect(await problem({ number }), JSON.stringify(number)).toBe(
          'The number must be written in digits, as text.',
        );
    });

    it('keeps the text rules of the text field (its 8 characters, required), not the number field', async () => {
      expect(await problem({ number: '7' }, 'NUM-JERSEY', 'ABCDEFGH')).toBeNull();
      expect(await problem({ number: '7' }, 'NUM-JERSEY', 'ABCDEFGHI')).toBe(
        'Test Jersey takes at most 8 characters for name.',
      );
      expect(await problem({ number: '7' }, 'NUM-JERSEY', null)).toBe('Test Jersey needs your name.');
    });

    it('a required number of another range (1–10) is asked for, and checked in its range', async () => {
      expect(await problem({}, 'NUM-TEN')).toBe('Test Ten needs a number.');
      expect(await problem({ number: '10' }, 'NUM-TEN')).toBeNull();
      expect(await problem({ number: '0' }, 'NUM-TEN')).toBe(
        'Test Ten takes a number from 1 to 10, in digits only: "0" is not one.',
      );
      expect(await problem({ number: '11' }, 'NUM-TEN')).toContain('from 1 to 10');
      // a design with only a number takes any text length up to the shop's own limit, and its number
      expect(await problem({ number: '5' }, 'NUM-ONLY', null)).toBeNull();
    });
  });

  it('a design without a number refuses one', async () => {
    expect(await problem({ number: '7' }, 'NUM-NAME')).toBe('Test Name has no number.');
    expect(await problem({}, 'NUM-NAME')).toBeNull();
  });

  it('place_order stores the number with the line, beside its text; a bad number places nothing', async () => {
    const lines = await placeOrder([line('NUM-JERSEY', { number: '7' }), line('NUM-JERSEY', { number: '07' }, 'LEE')]);
    expect(lines).toEqual([
      { personalization_text: 'RIVERA', options: { number: '7' } },
      { personalization_text: 'LEE', options: { number: '07' } },
    ]);
    expect(proofs.at(-1)).toEqual([{ number: '7' }, { number: '07' }]);
    await expect(
      placeOrder([line('NUM-JERSEY', { number: '7' }), line('NUM-JERSEY', { number: '100' }, 'LEE')]),
    ).rejects.toThrow(/Test Jersey takes a number from 0 to 99/);
    await expect(placeOrder([line('NUM-NAME', { number: '7' })])).rejects.toThrow(/Test Name has no number/);
  });

  it('the seeded Team Jersey takes a name and a number 0–99 on the Team Roster T-Shirt', async () => {
    const [roster] = await db.as(anon, (q) =>
      q<{ variant_sku: string; size: string | null }>(
        `select v.variant_sku, (select s.size from public.size_run_sizes s where s.run_code = v.size_run order by s.position limit 1) as size
         from public.product_variants v join public.products p on p.id = v.product_id
         where p.sku = 'KL-TEE-104' and v.is_active order by v.position limit 1`,
      ),
    );
    const jersey = (number: string) => ({
      product_sku: 'KL-TEE-104',
      variant_sku: roster!.variant_sku,
      design_code: 'DSN-JERSEY',
      quantity: 1,
      personalization_text: 'RIVERA',
      ...(roster!.size ? { size: roster!.size } : {}),
      options: { Design: 'Team Jersey', number },
    });
    expect(await problems([jersey('23'), jersey('100'), jersey('x')])).toEqual([
      null,
      'Team Jersey takes a number from 0 to 99, in digits only: "100" is not one.',
      'Team Jersey takes a number from 0 to 99, in digits only: "x" is not one.',
    ]);
  });
}
