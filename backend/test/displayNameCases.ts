/**
 * A profile's display name follows the shipping name's rule (20250609037000_display_name_without_markup.sql):
 * any script, no '<' or '>'. Checked as the API's caller, as PostgREST runs the profile form's update, and at
 * sign-up (the auth.users trigger that makes the profile leaves a display name with markup empty). Rows stored before the rule stay, keep their e-mail in
 * step, and are refused when their names are next saved. The form's message is shared's nameMarkupProblem: the
 * cases prove the two agree. Run on PGlite (displayName.database.test.ts) and PostgreSQL 15
 * (hosted/displayName.hosted.test.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameMarkupProblem } from '../../shared/src/domain/addressRules';
import { migrationsDir } from '../src/paths';
import { rolledBack, statements, type Caller, type Query, type SqlDatabase } from './sqlDatabase';

const migration = readFileSync(path.join(migrationsDir, '20250609037000_display_name_without_markup.sql'), 'utf8');
const MESSAGE = 'Enter your display name without < or >.';
const refused = { code: '22023', message: MESSAGE };

const HOSTILE = ['<script>alert(1)</script>', '<b>Ada</b>', '<img src=x onerror=alert(1)>', 'Ada >', '<', '&lt;ok'];

export function displayNameCases(engine: string, open: () => Promise<SqlDatabase>): void {
  let db: SqlDatabase;
  const run = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;

  const signUp = (name: string, meta: Record<string, string>) =>
    db.owner((q) =>
      q<{ id: string }>('insert into auth.users (email, raw_user_meta_data) values ($1, $2::jsonb) returning id', [
        `display.${name}.${run}@example.test`,
        JSON.stringify(meta),
      ]).then((rows) => rows[0]!.id),
    );
  const shopper = async (name: string): Promise<Caller & { sub: string }> => ({
    role: 'authenticated',
    sub: await signUp(name, { first_name: 'Ada', last_name: 'Lee', display_name: 'Ada' }),
  });
  /** The profile form's save, as supabase-js `.from('profiles').update({...}).eq('id', id).select()` sends it. */
  const saveNames = (caller: Caller & { sub: string }, displayName: string, firstName = 'Ada') =>
    db.as(caller, (q) =>
      q(
        `update public.profiles set first_name = $1, last_name = 'Lee', display_name = $2 where id = $3
         returning display_name`,
        [firstName, displayName, caller.sub],
      ),
    );
  const displayNameOf = (id: string) =>
    db.owner((q) => q<{ display_name: string | null }>('select display_name from public.profiles where id = $1', [id]));

  beforeAll(async () => {
    db = await open();
    const { version } = (await db.owner((q) => q<{ version: string }>('select version()')))[0]!;
    expect(version).toContain(engine);
  }, 120_000);

  afterAll(async () => {
    await db?.close();
  });

  describe('the profile form', () => {
    it.each(HOSTILE)('the display name %j: refused with the form’s message when it has < or >', async (name) => {
      const ada = await shopper(`hostile${HOSTILE.indexOf(name)}`);
      const expected = /[<>]/.test(name) ? refused : undefined;
      if (expected) {
        await expect(saveNames(ada, name)).rejects.toMatchObject(expected);
        expect(nameMarkupProblem(name, 'display name')).toBe(MESSAGE);
        expect(await displayNameOf(ada.sub)).toEqual([{ display_name: 'Ada' }]);
      } else {
        expect(await saveNames(ada, name)).toEqual([{ display_name: name }]);
        expect(nameMarkupProblem(name, 'display name')).toBeUndefined();
      }
    });

    it('takes a name in any script, with & and quotes', async () => {
      const ada = await shopper('scripts');
      for (const name of ["Ada O'Brien & Co", 'Адá “Ada”', '李雷', 'Ada (she/her)']) {
        expect(await saveNames(ada, name)).toEqual([{ display_name: name }]);
        expect(nameMarkupProblem(name, 'display name')).toBeUndefined();
      }
    });
  });

  describe('sign-up', () => {
    it('makes the account, with no display name when the one it would take has markup (the form asks for one)', async () => {
      const fromMeta = await signUp('meta', { first_name: 'Ada', display_name: '<b>Ada</b>' });
      const fromFirst = await signUp('first', { first_name: '<i>Ada', last_name: '<b>Lee' });
      const plain = await signUp('plain', { first_name: ' Ada ', display_name: "Ada O'Brien & Co" });
      const profiles = await db.owner((q) =>
        q('select id, first_name, last_name, display_name from public.profiles where id = any($1::uuid[])', [
          [fromMeta, fromFirst, plain],
        ]),
      );
      expect(new Map(profiles.map((p) => [p.id, p]))).toEqual(
        new Map([
          [fromMeta, { id: fromMeta, first_name: 'Ada', last_name: null, display_name: null }],
          // first and last names are kept as typed: they are not under the rule
          [fromFirst, { id: fromFirst, first_name: '<i>Ada', last_name: '<b>Lee', display_name: null }],
          [plain, { id: plain, first_name: 'Ada', last_name: null, display_name: "Ada O'Brien & Co" }],
        ]),
      );
    });
  });

  describe('a profile stored before the rule', () => {
    /** As such a row was stored: the trigger was not there yet. */
    const legacy = async () => {
      const ada = await shopper(`legacy${Math.random().toString(36).slice(2, 6)}`);
      await db.owner(async (q) => {
        await q('alter table public.profiles disable trigger profiles_display_name_rule');
        await q("update public.profiles set display_name = '<b>Ada</b>' where id = $1", [ada.sub]);
        await q('alter table public.profiles enable trigger profiles_display_name_rule');
      });
      return ada;
    };
    const markedUp = (q: Query) =>
      q<{ display_name: string }>("select display_name from public.profiles where display_name ~ '[<>]' order by id");

    it('does not stop the migration, which leaves it as it is', async () => {
      const ada = await legacy();
      const { before, after } = await rolledBack(db, async (q) => {
        const before = await markedUp(q);
        const all = statements(migration);
        expect(all).toHaveLength(6); // the rule, its grant, its trigger dropped and made again; handle_new_user, its grant
        for (const statement of all) await q(statement);
        return { before, after: await markedUp(q) };
      });
      expect(before).toContainEqual({ display_name: '<b>Ada</b>' });
      expect(after).toEqual(before);
      expect(await displayNameOf(ada.sub)).toEqual([{ display_name: '<b>Ada</b>' }]);
    });

    it('keeps its e-mail in step, and is refused (saying why) when its names are next saved', async () => {
      const ada = await legacy();
      const email = `display.moved.${run}@example.test`;
      await db.owner((q) => q('update auth.users set email = $1 where id = $2', [email, ada.sub]));
      const [synced] = await db.owner((q) => q('select email from public.profiles where id = $1', [ada.sub]));
      expect(synced).toEqual({ email });
      await expect(saveNames(ada, '<b>Ada</b>', 'Adeline')).rejects.toMatchObject(refused);
      expect(await saveNames(ada, 'Ada', 'Adeline')).toEqual([{ display_name: 'Ada' }]);
    });
  });
}
