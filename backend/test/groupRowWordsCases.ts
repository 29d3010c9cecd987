/**
 * A group order's line the database refuses is said of its row (20250609051000_group_row_words.sql): a line of a
 * group (one person of a roster, with the group's name) that lacks the name or the number its design needs is
 * "Row 3 of group "Riverside Tigers" needs a name.", never "Team Jersey needs your name." (the name is another
 * person's); a line on its own is worded as before. The rule's body moved to private.line_options_problem
 * (public.order_line_options_problem is that rule with no row), and order_lines_priced numbers each group's rows;
 * the cases diff both bodies against their last definitions. Run on PGlite (groupRowWords.database.test.ts) and
 * PostgreSQL 15 (hosted/groupRowWords.hosted.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../src/paths';
import { approvedDetails, shipping } from './orderFixtures';
import { rolledBack, statements, type Caller, type Query, type Row, type SqlDatabase } from './sqlDatabase';

const migrationText = (name: string) => readFileSync(path.join(migrationsDir, name), 'utf8');
const migration = migrationText('20250609051000_group_row_words.sql');
/** The two functions as they were before (their last definitions until this migration). */
const optionsProblemBefore = statements(migrationText('20250609008000_design_numbers.sql')).find((s) =>
  s.includes('function public.order_line_options_problem('),
);
const linesPricedBefore = statements(migrationText('20250609001000_sizes_and_volume_prices.sql'))
  .find((s) => s.includes('create function public.order_lines_priced('))
  ?.replace('create function', 'create or replace function');

const bodyOf = (q: Query, fn: string) =>
  q<{ body: string }>('select prosrc as body from pg_proc where oid = $1::regprocedure', [fn]).then(
    (rows) => rows[0]!.body,
  );
/** The lines of `now` that differ from `before`, as [before, now] pairs, by a line-by-line walk (an LCS diff). */
function changedLines(before: string, now: string): { removed: string[]; added: string[] } {
  const a = before.split('\n').map((l) => l.trim());
  const b = now.split('\n').map((l) => l.trim());
  const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const removed: string[] = [];
  const added: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++;
      j++;
    } else if (j < b.length && (i === a.length || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) added.push(b[j++]!);
    else removed.push(a[i++]!);
  }
  return { removed, added };
}

export function groupRowWordsCases(engine: string, open: () => Promise<SqlDatabase>): void {
  let db: SqlDatabase;
  // the PostgreSQL 15 database is shared by other test files: everything made here has its own prefix
  const prefix = `GRW${randomUUID().slice(0, 8).toUpperCase()}`;
  let shopper: Caller;
  /** A shirt in the Team Jersey design (a name, required; a number, optional) or the Team Number one (required). */
  const shirt = (text: string | null, extra: Record<string, unknown> = {}, design = 'JERSEY') => ({
    product_sku: `${prefix}-TEE`,
    variant_sku: `${prefix}-TEE-A`,
    design_code: `${prefix}-${design}`,
    quantity: 1,
    personalization_text: text,
    options: {},
    ...extra,
  });
  const place = (items: unknown[], caller: Caller = shopper, details: Record<string, unknown> = {}) =>
    db.as(caller, (q) =>
      q<{ placed: Row }>(
        `select to_jsonb(o) as placed from public.place_order($1::jsonb, $2::jsonb, 'pay_on_delivery', $3::uuid, null,
           ${approvedDetails('$1::jsonb', '$4::jsonb')}) o`,
        [JSON.stringify(items), JSON.stringify(shipping), randomUUID(), JSON.stringify(details)],
      ).then((rows) => rows[0]!.placed),
    );
  /** What order_lines_priced says of each line (the quote's and the order's one reading of the lines). */
  const problems = (items: unknown[]) =>
    db.owner((q) =>
      q<{ problem: string | null }>('select problem from public.order_lines_priced($1::jsonb) order by line_no', [
        JSON.stringify(items),
      ]).then((rows) => rows.map((r) => r.problem)),
    );

  beforeAll(async () => {
    db = await open();
    const { version } = (await db.owner((q) => q<{ version: string }>('select version()')))[0]!;
    expect(version).toContain(engine);
    await db.owner(async (q) => {
      const [tee] = await q('insert into public.products (sku, name, price) values ($1, $2, 20) returning id', [
        `${prefix}-TEE`,
        'Team Tee',
      ]);
      await q(
        `insert into public.product_variants (product_id, variant_sku, variant_name, option1, price)
         values ($1, $2, 'Classic', 'Classic', 20)`,
        [tee!.id, `${prefix}-TEE-A`],
      );
      await q(
        `insert into public.designs (design_name, design_code, personalization_options) values
           ('Team Jersey', $1, $2::jsonb), ('Team Number', $3, $4::jsonb)`,
        [
          `${prefix}-JERSEY`,
          JSON.stringify({
            fields: [
              { key: 'name', label: 'Name', maxLength: 12, required: true },
              { key: 'number', label: 'Number', type: 'number', min: 0, max: 99 },
            ],
          }),
          `${prefix}-NUMBER`,
          JSON.stringify({
            fields: [
              { key: 'name', label: 'Name', maxLength: 12 },
              { key: 'number', label: 'Number', type: 'number', min: 0, max: 99, required: true },
            ],
          }),
        ],
      );
      const [user] = await q<{ id: string }>(
        'insert into auth.users (email, email_confirmed_at) values ($1, now()) returning id',
        [`coach.${prefix.toLowerCase()}@example.test`],
      );
      shopper = { role: 'authenticated', sub: user!.id };
    });
  }, 120_000);

  afterAll(async () => {
    await db?.close();
  });

  describe(`a group line's missing name or number, said of its row (${engine})`, () => {
    const tigers = { group_name: 'Riverside Tigers' };

    it('place_order names the row of the group, not "your name", and places nothing', async () => {
      const items = [
        shirt('Ava', tigers),
        shirt('Ben', tigers),
        shirt('For Grandma'),
        shirt(null, tigers),
        shirt('Cy', tigers),
      ];
      await expect(place(items)).rejects.toThrow('Line 4: Row 3 of group "Riverside Tigers" needs a name.');
      await expect(
        place(items, { role: 'anon' }, { email: `guest.${prefix.toLowerCase()}@example.test` }),
      ).rejects.toThrow('Line 4: Row 3 of group "Riverside Tigers" needs a name.');
      const [counted] = await db.owner((q) =>
        q<{ n: number }>('select count(*)::int as n from public.orders where user_id = $1', [
          (shopper as { sub: string }).sub,
        ]),
      );
      expect(counted!.n).toBe(0);
    });

    it('a line on its own is worded as before', async () => {
      await expect(place([shirt(null)])).rejects.toThrow('Line 1: Team Jersey needs your name.');
      expect(await problems([shirt(null), shirt('   '), shirt(null, { design_code: `${prefix}-NUMBER` })])).toEqual([
        'Team Jersey needs your name.',
        'Team Jersey needs your name.',
        'Team Number needs a number.',
      ]);
    });

    it('each group counts its own rows; a number the design needs is asked of the row too', async () => {
      const falcons = { group_name: 'Falcons' };
      expect(
        await problems([
          shirt('Ava', tigers),
          shirt('Dee', falcons, 'NUMBER'),
          shirt('Eve', falcons, 'NUMBER'),
          shirt('Ben', tigers),
          shirt(null, { ...falcons, options: { number: '7' } }),
          shirt('   ', tigers),
          shirt('Fay', { ...falcons, options: { number: '9' } }, 'NUMBER'),
        ]),
      ).toEqual([
        null,
        'Row 1 of group "Falcons" needs a number.',
        'Row 2 of group "Falcons" needs a number.',
        null,
        'Row 3 of group "Falcons" needs a name.',
        'Row 3 of group "Riverside Tigers" needs a name.',
        null,
      ]);
    });

    it('a hostile group name is said as the order keeps it (cleaned and cut), or the line is its own', async () => {
      const long = `${'<b>Tigers</b> '.repeat(20)}`;
      const [kept] = await db.owner((q) =>
        q<{ name: string }>('select public.order_group_name($1) as name', [long]).then((rows) => rows),
      );
      expect(
        await problems([
          shirt(null, { group_name: '\u202eTigers\u202c\u200b \t U12 ' }),
          shirt(null, { group_name: long }),
          shirt(null, { group_name: '   ' }),
          shirt(null, { group_name: { name: 'Tigers' } }),
          shirt(null, { group_name: null }),
        ]),
      ).toEqual([
        'Row 1 of group "Tigers U12" needs a name.',
        `Row 1 of group "${kept!.name}" needs a name.`,
        'Row 1 of group "Group order" needs a name.',
        'Team Jersey needs your name.',
        'Team Jersey needs your name.',
      ]);
      expect(kept!.name.length).toBeLessThanOrEqual(100);
      // a group name that is not text is still refused by place_order once the lines are fine
      await expect(place([shirt('Ava', { group_name: { name: 'Tigers' } })])).rejects.toThrow(
        'Line 1: The group name must be text.',
      );
    });

    it.each<Caller>([{ role: 'anon' }, { role: 'authenticated', sub: '00000000-0000-4000-8000-000000000001' }])(
      'the rule with its row is out of the API’s reach: %j may not call it',
      async (caller) => {
        const [can] = await db.owner((q) =>
          q<{ can: boolean }>(
            `select has_function_privilege($1,
               'private.line_options_problem(jsonb, text, text, jsonb, public.product_variants, public.designs, text)',
               'execute') as can`,
            [caller.role],
          ),
        );
        expect(can!.can).toBe(false);
      },
    );

    it('the two bodies changed only where the row is read, and running the migration again changes nothing', async () => {
      const { rule, before, priced, pricedBefore, again } = await rolledBack(db, async (q) => {
        const rule = await bodyOf(
          q,
          'private.line_options_problem(jsonb, text, text, jsonb, public.product_variants, public.designs, text)',
        );
        const priced = await bodyOf(q, 'public.order_lines_priced(jsonb)');
        for (const statement of statements(migration)) await q(statement);
        const again = [
          await bodyOf(
            q,
            'private.line_options_problem(jsonb, text, text, jsonb, public.product_variants, public.designs, text)',
          ),
          await bodyOf(q, 'public.order_lines_priced(jsonb)'),
        ];
        await q(optionsProblemBefore!);
        await q(linesPricedBefore!);
        const before = await bodyOf(
          q,
          'public.order_line_options_problem(jsonb, text, text, jsonb, public.product_variants, public.designs)',
        );
        return { rule, before, priced, pricedBefore: await bodyOf(q, 'public.order_lines_priced(jsonb)'), again };
      });
      expect(again).toEqual([rule, priced]);
      expect(changedLines(before, rule)).toEqual({
        removed: [
          "return format('%s needs your %s.', design.design_name, lower(field_label));",
          "return format('%s needs a number.', design.design_name);",
        ],
        added: [
          "return case when group_row is null then format('%s needs your %s.', design.design_name, lower(field_label))",
          "else format('%s needs a %s.', group_row, lower(field_label)) end;",
          "return format('%s needs a number.', coalesce(group_row, design.design_name));",
        ],
      });
      const pricedChange = changedLines(pricedBefore, priced);
      expect(pricedChange.removed).toEqual([
        'as quantity',
        'else public.order_line_options_problem(l.options, l.personalization_text, p.name, p.product_options_config, v, d)',
        'from line l',
      ]);
      expect(pricedChange.added).toContain('l.group_row)');
      expect(pricedChange.added).toContain('from grouped l');
      expect(pricedChange.added.join('\n')).toContain('format(\'Row %s of group "%s"\'');
    });
  });
}
