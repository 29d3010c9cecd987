/**
 * One line of the shopper's text as the database keeps it (public.clean_text) and as the forms count it (shared's
 * cleanText): the same on both sides for every text here, hostile ones included. Zero-width joiners are kept where
 * they join two characters of a script or an emoji that uses them, and removed everywhere else
 * (20250609049000_joiners_kept_where_they_join.sql). Run on PGlite (cleanText.database.test.ts) and PostgreSQL 15
 * (hosted/cleanText.hosted.test.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanText, textLength } from '../../shared/src/domain/shopperText';
import { hostileTexts } from '../../shared/test/hostileTexts';
import { migrationsDir } from '../src/paths';
import { statements, type Query, type SqlDatabase } from './sqlDatabase';

const ZWNJ = '\u200C';
const ZWJ = '\u200D';
const FAMILY = `\u{1F468}${ZWJ}\u{1F469}${ZWJ}\u{1F467}`;
/** Persian "mi-khaham" (I want): its non-joiner keeps the first two letters apart, as it is written. */
const PERSIAN = `\u0645\u06CC${ZWNJ}\u062E\u0648\u0627\u0647\u0645`;
/** Hindi "kṣa" written with a half form: the joiner chooses it. */
const HINDI = `\u0915\u094D${ZWJ}\u0937`;

/** Each text and what it is kept as. */
const KEPT: Array<[string, string, string]> = [
  [FAMILY, 'an emoji family keeps its joiners', FAMILY],
  [PERSIAN, 'Persian keeps its non-joiner', PERSIAN],
  [HINDI, 'Hindi keeps its joiner', HINDI],
  [`  ${FAMILY}\u00A0${PERSIAN}\u200B `, 'spaces and a zero-width space around them', `${FAMILY} ${PERSIAN}`],
  [`mu${ZWJ}g`, 'a joiner inside Latin letters', 'mug'],
  [`E${ZWJ}L${ZWNJ}R`, 'joiners inside a monogram', 'ELR'],
  [`Ada${ZWNJ}${ZWJ}`, 'joiners at the end', 'Ada'],
  [`${ZWJ}\u{1F468}`, 'a joiner at the start', '\u{1F468}'],
  [`\u{1F468}${ZWJ}`, 'a joiner at the end of an emoji', '\u{1F468}'],
  [`\u{1F468}${ZWJ}${ZWJ}\u{1F469}`, 'two joiners in a row', '\u{1F468}\u{1F469}'],
  [`\u{1F468} ${ZWJ} \u{1F469}`, 'a joiner between spaces', '\u{1F468} \u{1F469}'],
  [`\u{1F468}${ZWJ}\u00A0\u{1F469}`, 'a joiner before a no-break space', '\u{1F468} \u{1F469}'],
  [`\u{1F468}${ZWJ}A`, 'a joiner between an emoji and a Latin letter', '\u{1F468}A'],
  [`\u0645${ZWNJ}\u202E\u062E`, 'a joiner before an override, which is removed first', `\u0645${ZWNJ}\u062E`],
  [`\u202E\u0645${ZWNJ}\u062E\u202C`, 'overrides around kept text', `\u0645${ZWNJ}\u062E`],
  [ZWJ.repeat(5_000), 'nothing but joiners', ''],
  [`${FAMILY}\u0007<b>`, 'a control character and markup', `${FAMILY}<b>`],
  ['  Ada\u00a0\u00a0 Lee\u200b\u202e\u0007 ', 'what clean_text always removed', 'Ada Lee'],
];

const cleaned = (q: Query, value: string) =>
  q<{ cleaned: string }>('select public.clean_text($1) as cleaned', [value]).then((rows) => rows[0]!.cleaned);

export function cleanTextCases(engine: string, open: () => Promise<SqlDatabase>): void {
  let db: SqlDatabase;

  beforeAll(async () => {
    db = await open();
    const { version } = (await db.owner((q) => q<{ version: string }>('select version()')))[0]!;
    expect(version).toContain(engine);
  }, 120_000);

  afterAll(async () => {
    await db?.close();
  });

  describe(`one line of the shopper's text (${engine})`, () => {
    it.each(KEPT.map(([text, what, kept]) => ({ text, what, kept })))(
      '$what: kept as the forms count it',
      async ({ text, kept }) => {
        const stored = await db.owner((q) => cleaned(q, text));
        expect(stored).toBe(kept);
        expect(cleanText(text)).toBe(stored);
        const counted = await db.owner((q) =>
          q<{ length: number }>('select char_length(public.clean_text($1)) as length', [text]),
        );
        expect(textLength(text)).toBe(counted[0]!.length);
      },
    );

    it('is the same on both sides for every text the shop already tests as hostile', async () => {
      for (const text of hostileTexts('x')) expect(await db.owner((q) => cleaned(q, text))).toBe(cleanText(text));
    });

    it('changes nothing when the migration runs again', async () => {
      const migration = readFileSync(
        path.join(migrationsDir, '20250609049000_joiners_kept_where_they_join.sql'),
        'utf8',
      );
      await db.owner(async (q) => {
        for (const statement of statements(migration)) await q(statement);
        expect(await cleaned(q, PERSIAN)).toBe(PERSIAN);
      });
    });
  });
}
