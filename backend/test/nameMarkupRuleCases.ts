/**
 * A name's markup rule has one home in the database (20250609038000_name_markup_rule.sql): private.name_markup_problem,
 * which address_problem (the full name), the display name's trigger and handle_new_user (sign-up) use. The cases
 * prove it says what shared's nameMarkupProblem says, is out of the API's reach, is the only function whose body
 * writes the test, and that the migration changes nothing when run again. What the rule refuses, as the shopper
 * meets it, is in addressRulesCases.ts and displayNameCases.ts. Run on PGlite (nameMarkupRule.database.test.ts) and
 * PostgreSQL 15 (hosted/nameMarkupRule.hosted.test.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameMarkupProblem } from '../../shared/src/domain/addressRules';
import { migrationsDir } from '../src/paths';
import { rolledBack, statements, type Caller, type Query, type SqlDatabase } from './sqlDatabase';

const migration = readFileSync(path.join(migrationsDir, '20250609038000_name_markup_rule.sql'), 'utf8');
/** A later migration that re-creates address_problem (with the phone's rule): run after this one, as on a deploy. */
const phoneRule = readFileSync(path.join(migrationsDir, '20250609050000_phone_number_rule.sql'), 'utf8');

const NAMES = ['<script>alert(1)</script>', '<b>Ada</b>', 'Ada >', '<', '&lt;ok', "Ada O'Brien & Co", '李雷', ''];
const FIELDS = ['full name', 'display name'];

const problemOf = (q: Query, value: string | null, field: string) =>
  q<{ problem: string | null }>('select private.name_markup_problem($1, $2) as problem', [value, field]).then(
    (rows) => rows[0]!.problem,
  );

/** The functions the rule is written in (or was): their bodies and whether they run as their owner. */
const definitions = (q: Query) =>
  q<{ name: string; body: string; definer: boolean }>(
    `select n.nspname || '.' || p.proname as name, p.prosrc as body, p.prosecdef as definer
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where (n.nspname, p.proname) in (('private', 'name_markup_problem'), ('public', 'address_problem'),
       ('public', 'profile_display_name_rule'), ('public', 'handle_new_user'))
     order by 1`,
  );

export function nameMarkupRuleCases(engine: string, open: () => Promise<SqlDatabase>): void {
  let db: SqlDatabase;

  beforeAll(async () => {
    db = await open();
    const { version } = (await db.owner((q) => q<{ version: string }>('select version()')))[0]!;
    expect(version).toContain(engine);
  }, 120_000);

  afterAll(async () => {
    await db?.close();
  });

  describe(`a name's markup rule (${engine})`, () => {
    it('says what shared says, for a full name and a display name (null for none, and for no name)', async () => {
      await db.owner(async (q) => {
        for (const field of FIELDS) {
          for (const name of NAMES)
            expect(await problemOf(q, name, field)).toBe(nameMarkupProblem(name, field) ?? null);
          expect(await problemOf(q, null, field)).toBeNull();
        }
      });
      expect(nameMarkupProblem('<b>Ada</b>', 'full name')).toBe('Enter your full name without < or >.');
    });

    it.each<Caller>([{ role: 'anon' }, { role: 'authenticated', sub: '00000000-0000-4000-8000-000000000001' }])(
      'is out of the API’s reach: %j may not call it',
      async (caller) => {
        await expect(db.as(caller, (q) => problemOf(q, '<b>Ada</b>', 'full name'))).rejects.toMatchObject({
          code: '42501',
        });
      },
    );

    it('is the only function in public or private whose body writes the test', async () => {
      const writers = await db.owner((q) =>
        q<{ name: string }>(
          `select n.nspname || '.' || p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
           where n.nspname in ('public', 'private') and p.prosrc like '%[<>]%' order by 1`,
        ),
      );
      expect(writers).toEqual([{ name: 'private.name_markup_problem' }]);
      const users = (await db.owner(definitions)).filter((f) => f.body.includes('private.name_markup_problem'));
      expect(users.map((f) => f.name)).toEqual([
        'public.address_problem',
        'public.handle_new_user',
        'public.profile_display_name_rule',
      ]);
    });

    it('changes nothing when run again, and the rule still answers', async () => {
      const { before, after, fullName } = await rolledBack(db, async (q) => {
        const before = await definitions(q);
        for (const statement of statements(migration)) await q(statement);
        for (const statement of statements(phoneRule)) await q(statement);
        const fullName = await q<{ problem: string | null }>(
          `select public.address_problem('{"full_name": "<b>Ada</b>"}'::jsonb) as problem`,
        );
        return { before, after: await definitions(q), fullName };
      });
      expect(before).toHaveLength(4);
      expect(after).toEqual(before);
      // the three that call it run as its owner: the API's callers have no usage on the private schema
      expect(before.filter((f) => f.definer).map((f) => f.name)).toEqual([
        'public.address_problem',
        'public.handle_new_user',
        'public.profile_display_name_rule',
      ]);
      expect(fullName).toEqual([{ problem: 'Enter your full name without < or >.' }]);
    });
  });
}
