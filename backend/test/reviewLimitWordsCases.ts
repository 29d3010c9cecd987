/**
 * A review over its limits is refused in the form's words (20250609039000_review_limit_words.sql): the words have
 * one home in the database, private.too_many_characters, which says what the form's tooManyCharacters says, and
 * write_review's refusal of a title or a body too long is, after its field's name, the very message the review form
 * (reviewProblems) shows for the same text: hostile text (10,000 characters, emoji, joined emoji, flags, invisible
 * characters, line breaks) is counted alike on both sides. The migration changed only the two message lines of
 * write_review, and changes nothing when run again. Run on PGlite (reviewLimitWords.database.test.ts) and
 * PostgreSQL 15 (hosted/reviewLimitWords.hosted.test.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tooManyCharacters } from '../../mf-product/src/personalization/textProblem';
import { reviewProblems } from '../../mf-product/src/reviews/reviewForm';
import { migrationsDir } from '../src/paths';
import { rolledBack, statements, type Caller, type Query, type SqlDatabase } from './sqlDatabase';

const migrationText = (name: string) => readFileSync(path.join(migrationsDir, name), 'utf8');
const migration = migrationText('20250609039000_review_limit_words.sql');
/** write_review as it was before (its last definition until this migration). */
const writeReviewBefore = statements(migrationText('20250609016000_one_review_per_product.sql')).find((s) =>
  s.trimStart().startsWith('create or replace function public.write_review('),
);

const GOOD_TITLE = 'Lovely mug';
const GOOD_BODY = 'The print is crisp and even.';
const FAMILY = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}'; // three people joined by zero-width joiners
const SCOTLAND = '\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}'; // a flag written with tag characters

/** Titles the form or the database may refuse, hostile ones first. */
const TITLES = [
  'x'.repeat(101),
  'x'.repeat(10_000),
  '😀'.repeat(108),
  FAMILY.repeat(40),
  SCOTLAND.repeat(20),
  'ab\uFEFF'.repeat(40),
  `${' '.repeat(5_000)}${'x'.repeat(101)}\u202E`,
  'a\n'.repeat(60),
  `<script>alert(1)</script>${'x'.repeat(200)}`,
  'x'.repeat(100),
];
/** Bodies the form or the database may refuse. */
const BODIES = [
  'y'.repeat(2_001),
  'y'.repeat(10_000),
  '😀'.repeat(2_008),
  `${'😀'.repeat(50)}\r\n`.repeat(41),
  SCOTLAND.repeat(300),
  `${'\u202E'.repeat(3_000)}${'y'.repeat(2_001)}`,
  `${'y'.repeat(999)}\n\n\n\n${'y'.repeat(1_000)}`,
];

const wordsOf = (q: Query, max: number, forWhat: string, over: number) =>
  q<{ words: string }>('select private.too_many_characters($1, $2, $3) as words', [max, forWhat, over]).then(
    (rows) => rows[0]!.words,
  );

const writeReviewBody = (q: Query) =>
  q<{ body: string }>(
    `select p.prosrc as body from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public' and p.proname = 'write_review'`,
  ).then((rows) => rows.map((r) => r.body));

/** What the form says of a review's field, with the field's name as the database prefixes it; null when nothing. */
const formSays = (field: 'title' | 'body', title: string, body: string) => {
  const problem = reviewProblems({ stars: 5, title, body })[field];
  return problem ? `${field}: ${problem}` : null;
};

export function reviewLimitWordsCases(engine: string, open: () => Promise<SqlDatabase>): void {
  let db: SqlDatabase;
  const run = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  let buyer: Caller;
  let line: number;

  /** What write_review answers for the text: its refusal's message, or null when it keeps the review. */
  const databaseSays = (title: string, body: string) =>
    db
      .as(buyer, (q) => q('select public.write_review($1, 5, $2, $3)', [line, title, body]))
      .then(
        () => null,
        (error: { code?: string; message?: string }) => {
          expect(error.code).toBe('22023');
          return error.message ?? '';
        },
      );

  beforeAll(async () => {
    db = await open();
    const { version } = (await db.owner((q) => q<{ version: string }>('select version()')))[0]!;
    expect(version).toContain(engine);
    line = await db.owner(async (q) => {
      const [user] = await q<{ id: string }>(
        'insert into auth.users (email, raw_user_meta_data) values ($1, $2) returning id',
        [`review-words.${run}@example.test`, { first_name: 'Ada', last_name: 'Lovelace' }],
      );
      buyer = { role: 'authenticated', sub: user!.id };
      // named with words the shop already has: on PostgreSQL 15 the case files share one database (reviewsCases.ts)
      const [product] = await q<{ id: number }>(
        "insert into public.products (sku, name, price) values ($1, 'Review Mug', 20) returning id",
        [`REV-WORDS-${run}`],
      );
      const [order] = await q<{ id: number }>(
        `insert into public.orders (user_id, status, shipping_name, shipping_line1, shipping_city, shipping_postal_code,
           shipping_country, payment_method, subtotal, shipping, total)
         values ($1, 'delivered', 'A Buyer', '1 Lane', 'Town', '12345', 'US', 'pay_on_delivery', 20, 0, 20) returning id`,
        [user!.id],
      );
      const [item] = await q<{ id: number }>(
        `insert into public.order_items (order_id, product_id, product_name, variant_sku, quantity, unit_price, line_total)
         values ($1, $2, 'Review Mug', 'REV-V', 1, 20, 20) returning id`,
        [order!.id, product!.id],
      );
      return item!.id;
    });
  }, 120_000);

  afterAll(async () => {
    await db?.close();
  });

  describe(`a review over its limits, in the form's words (${engine})`, () => {
    it('the words have one home, which says what the form says: counts grouped by threes, one character singular', async () => {
      const said = await db.owner(async (q) => {
        const out: [string, string][] = [];
        for (const [max, forWhat, over] of [
          [100, 'your title', 1],
          [100, 'your title', 8],
          [2_000, 'your review', 1],
          [2_000, 'your review', 8_000],
          [1, 'your initial', 1],
          [1_000, 'your name', 999],
          [1_234_567, 'your review', 2_147_483_647],
        ] as const)
          out.push([await wordsOf(q, max, forWhat, over), tooManyCharacters(max, forWhat, over)]);
        return out;
      });
      for (const [database, form] of said) expect(database).toBe(form);
      expect(said[1]![0]).toBe('Use at most 100 characters for your title. Remove 8 characters.');
      expect(said[3]![0]).toBe('Use at most 2,000 characters for your review. Remove 8,000 characters.');
    });

    it('write_review refuses an over-long title with the message the form shows for the same text', async () => {
      for (const title of TITLES) {
        const label = `${title.slice(0, 12)}… (${title.length} UTF-16 units)`;
        expect(await databaseSays(title, GOOD_BODY), label).toBe(formSays('title', title, GOOD_BODY));
      }
      expect(await databaseSays('x'.repeat(10_000), GOOD_BODY)).toBe(
        'title: Use at most 100 characters for your title. Remove 9,900 characters.',
      );
      // an emoji is one character (216 UTF-16 units, 108 characters)
      expect(await databaseSays('😀'.repeat(108), GOOD_BODY)).toBe(
        'title: Use at most 100 characters for your title. Remove 8 characters.',
      );
    });

    it('write_review refuses an over-long body with the message the form shows for the same text', async () => {
      for (const body of BODIES) {
        const label = `${body.slice(0, 12)}… (${body.length} UTF-16 units)`;
        expect(await databaseSays(GOOD_TITLE, body), label).toBe(formSays('body', GOOD_TITLE, body));
      }
      expect(await databaseSays(GOOD_TITLE, 'y'.repeat(10_000))).toBe(
        'body: Use at most 2,000 characters for your review. Remove 8,000 characters.',
      );
      expect(await databaseSays(GOOD_TITLE, '😀'.repeat(2_008))).toBe(
        'body: Use at most 2,000 characters for your review. Remove 8 characters.',
      );
    });

    it.each<Caller>([{ role: 'anon' }, { role: 'authenticated', sub: '00000000-0000-4000-8000-000000000001' }])(
      'the words are out of the API’s reach: %j may not call them',
      async (caller) => {
        await expect(db.as(caller, (q) => wordsOf(q, 100, 'your title', 8))).rejects.toMatchObject({
          code: '42501',
        });
      },
    );

    it('write_review changed only in its two over-limit messages, and running the migration again changes nothing', async () => {
      expect(writeReviewBefore).toContain("'title: Keep the title to % characters.'");
      const { before, now, again } = await rolledBack(db, async (q) => {
        // the migration's own write_review (a later migration re-creates it: 20250609047000), then once more
        for (const statement of statements(migration)) await q(statement);
        const now = await writeReviewBody(q);
        for (const statement of statements(migration)) await q(statement);
        const again = await writeReviewBody(q);
        await q(writeReviewBefore!);
        return { before: await writeReviewBody(q), now, again };
      });
      expect(now).toHaveLength(1);
      expect(again).toEqual(now);
      const beforeLines = before[0]!.split('\n');
      const nowLines = now[0]!.split('\n');
      expect(nowLines).toHaveLength(beforeLines.length);
      const changed = beforeLines.flatMap((was, i) => (was === nowLines[i] ? [] : [[was.trim(), nowLines[i]!.trim()]]));
      expect(changed).toEqual([
        [
          "raise exception 'title: Keep the title to % characters.', limits ->> 'title_max' using errcode = '22023';",
          expect.stringMatching(/^raise exception 'title: %', private\.too_many_characters\(.*'your title'/),
        ],
        [
          "raise exception 'body: Keep the review to % characters.', limits ->> 'body_max' using errcode = '22023';",
          expect.stringMatching(/^raise exception 'body: %', private\.too_many_characters\(.*'your review'/),
        ],
      ]);
    });
  });
}
