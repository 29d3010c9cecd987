/**
 * A profile's names are kept as the shopper sees them (20250609043000_profile_names_cleaned.sql): cleaned by
 * public.clean_text, the one home of the list of invisible characters, when the profile form saves them (as the
 * API's caller, as PostgREST runs the update) and when sign-up makes the profile (the auth.users trigger). What is
 * stored is what shared's cleanText makes of the name, and what the forms count (textLength) is what the table's
 * 100-character check counts. Names stored before are cleaned once by the migration. Run on PGlite
 * (profileNames.database.test.ts) and PostgreSQL 15 (hosted/profileNames.hosted.test.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanText, textLength } from '../../shared/src/domain/shopperText';
import { migrationsDir } from '../src/paths';
import { rolledBack, statements, type Caller, type SqlDatabase } from './sqlDatabase';

const migration = readFileSync(path.join(migrationsDir, '20250609043000_profile_names_cleaned.sql'), 'utf8');

/** Names with the characters QA found kept, and the name each is stored (and greeted) by: the letters as typed. */
const UNSEEN: Array<[string, string, string]> = [
  ['\u202EadA', 'right-to-left override', 'adA'],
  ['\u202DAda\u202C', 'left-to-right override and pop', 'Ada'],
  ['A\u200Bda', 'zero-width space', 'Ada'],
  ['Ada\u200C\u200D', 'zero-width non-joiner and joiner', 'Ada'],
  ['\u2066Ada\u2069', 'left-to-right isolate', 'Ada'],
  ['\u2067Ada\u2069', 'right-to-left isolate', 'Ada'],
  ['\u2068Ada\u2069', 'first-strong isolate', 'Ada'],
  ['\u200EAda\u200F', 'direction marks', 'Ada'],
  ['\uFEFFAda', 'byte order mark', 'Ada'],
  ['Ada\u00AD', 'soft hyphen', 'Ada'],
  ['Ada\u0007', 'a control character', 'Ada'],
  ['Ada\u00A0\u2003Lee', 'no-break and em spaces', 'Ada Lee'],
];

export function profileNamesCases(engine: string, open: () => Promise<SqlDatabase>): void {
  let db: SqlDatabase;
  const run = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  let made = 0;

  const signUp = (meta: Record<string, string>) =>
    db.owner((q) =>
      q<{ id: string }>('insert into auth.users (email, raw_user_meta_data) values ($1, $2::jsonb) returning id', [
        `names.${(made += 1)}.${run}@example.test`,
        JSON.stringify(meta),
      ]).then((rows) => rows[0]!.id),
    );
  const shopper = async (): Promise<Caller & { sub: string }> => ({
    role: 'authenticated',
    sub: await signUp({ first_name: 'Ada', last_name: 'Lee', display_name: 'Ada' }),
  });
  /** The profile form's save, as supabase-js `.from('profiles').update({...}).eq('id', id).select()` sends it. */
  const saveNames = (caller: Caller & { sub: string }, names: { first: string; last: string; display: string }) =>
    db.as(caller, (q) =>
      q<{ first_name: string | null; last_name: string | null; display_name: string | null }>(
        `update public.profiles set first_name = $1, last_name = $2, display_name = $3 where id = $4
         returning first_name, last_name, display_name`,
        [names.first, names.last, names.display, caller.sub],
      ).then((rows) => rows[0]),
    );
  const namesOf = (id: string) =>
    db.owner((q) =>
      q('select first_name, last_name, display_name from public.profiles where id = $1', [id]).then((r) => r[0]),
    );

  beforeAll(async () => {
    db = await open();
    const { version } = (await db.owner((q) => q<{ version: string }>('select version()')))[0]!;
    expect(version).toContain(engine);
  }, 120_000);

  afterAll(async () => {
    await db?.close();
  });

  describe(`the profile form (${engine})`, () => {
    it.each(UNSEEN)('%j (%s): each name is stored as %j, as shared cleans it', async (name, _what, seen) => {
      const ada = await shopper();
      const saved = await saveNames(ada, { first: name, last: `${name} Lee`, display: name });
      expect(saved).toEqual({
        first_name: cleanText(name),
        last_name: cleanText(`${name} Lee`),
        display_name: cleanText(name),
      });
      expect(saved!.display_name).toBe(seen);
      expect(await namesOf(ada.sub)).toEqual(saved);
    });

    it('a name of invisible characters only is no name; the markup rule still reads the cleaned name', async () => {
      const ada = await shopper();
      expect(await saveNames(ada, { first: '\u200B', last: ' \u202E ', display: '\uFEFF\u2066\u2069' })).toEqual({
        first_name: null,
        last_name: null,
        display_name: null,
      });
      await expect(saveNames(ada, { first: 'Ada', last: 'Lee', display: '<\u200Bb>Ada' })).rejects.toMatchObject({
        code: '22023',
        message: 'Enter your display name without < or >.',
      });
      expect(await namesOf(ada.sub)).toEqual({ first_name: null, last_name: null, display_name: null });
    });

    it('counts characters as the forms do (textLength): 100 emoji and flags with invisible ones fit, 101 do not', async () => {
      const ada = await shopper();
      const hundred = `${'🎁'.repeat(50)}${'🇫🇷'.repeat(25)}\u200B\u202E`;
      expect(textLength(hundred)).toBe(100);
      expect(hundred.length).toBe(202);
      const saved = await saveNames(ada, { first: hundred, last: 'Lee', display: hundred });
      expect(saved!.display_name).toBe(cleanText(hundred));
      const over = `${hundred}x`;
      expect(textLength(over)).toBe(101);
      await expect(saveNames(ada, { first: 'Ada', last: 'Lee', display: over })).rejects.toMatchObject({
        code: '23514',
      });
    });
  });

  describe(`sign-up (${engine})`, () => {
    it('makes the profile with its names cleaned: the display name the header greets by reads as typed', async () => {
      const id = await signUp({
        first_name: '\u202EadA\u200B',
        last_name: '\u2067Lee\u2069',
        display_name: '\u202EadA',
      });
      expect(await namesOf(id)).toEqual({ first_name: 'adA', last_name: 'Lee', display_name: 'adA' });
      const blank = await signUp({ first_name: '\u200B\u200B', display_name: '\u200B' });
      expect(await namesOf(blank)).toEqual({ first_name: null, last_name: null, display_name: null });
    });
  });

  describe(`names stored before (${engine})`, () => {
    it('are cleaned by the migration, a display name with markup left as it was; run again, it changes nothing', async () => {
      const ada = await shopper();
      const legacy = await shopper();
      const { once, twice, triggers } = await rolledBack(db, async (q) => {
        await q('alter table public.profiles disable trigger user');
        await q("update public.profiles set first_name = '\u202EadA', display_name = 'A\u200Bda' where id = $1", [
          ada.sub,
        ]);
        await q("update public.profiles set last_name = 'Lee\uFEFF', display_name = '<b>\u200BAda' where id = $1", [
          legacy.sub,
        ]);
        await q('alter table public.profiles enable trigger user');
        const read = () =>
          q('select first_name, last_name, display_name from public.profiles where id = any($1::uuid[]) order by id', [
            [ada.sub, legacy.sub].sort(),
          ]);
        for (const statement of statements(migration)) await q(statement);
        const once = await read();
        for (const statement of statements(migration)) await q(statement);
        const triggers = await q<{ tgname: string }>(
          `select tgname from pg_trigger where tgrelid = 'public.profiles'::regclass and not tgisinternal order by 1`,
        );
        return { once, twice: await read(), triggers };
      });
      const byId = new Map([
        [ada.sub, { first_name: 'adA', last_name: 'Lee', display_name: 'Ada' }],
        // its markup kept (setting it would be refused), its invisible character gone with its last name's
        [legacy.sub, { first_name: 'Ada', last_name: 'Lee', display_name: '<b>Ada' }],
      ]);
      expect(once).toEqual([...byId.keys()].sort().map((id) => byId.get(id)));
      expect(twice).toEqual(once);
      // cleaned first, then the markup rule reads the cleaned name (before triggers fire in name order)
      expect(triggers.map((t) => t.tgname)).toEqual([
        'profiles_clean_names',
        'profiles_display_name_rule',
        'profiles_set_updated_at',
      ]);
    });
  });
}
