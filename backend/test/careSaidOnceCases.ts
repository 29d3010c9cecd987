/**
 * A product's description says how to look after it once (QA: KL-MUG-110 said "dishwasher and microwave safe"
 * in the mug's own line and again in the care line that ends it), checked on the seeded catalogue in the database
 * itself: no description says a sentence twice, nor the care line of a mug anywhere but at its end. The migration that
 * brings a project seeded from the earlier seed to this (20250609031000_care_said_once.sql) gives what seed.sql now
 * holds, keeps a description edited since, and changes nothing when run again. The same cases run on the embedded
 * backend's PGlite (careSaidOnce.database.test.ts) and on PostgreSQL 15 set up like a hosted Supabase project
 * (hosted/careSaidOnce.hosted.test.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../src/paths';
import { rolledBack, runAgain, type Query, type SqlDatabase } from './sqlDatabase';

const migration = readFileSync(path.join(migrationsDir, '20250609031000_care_said_once.sql'), 'utf8');

/** The mugs' own line as the earlier seed.sql wrote it, care and all. */
const EARLIER_MUG_LINE =
  'Our glossy ceramic mug is dishwasher and microwave safe, and the print is fired in so it stays bright through years of morning coffee.';
const MUG_LINE = 'Our glossy ceramic mug has the print fired in, so it stays bright through years of morning coffee.';

const descriptionsOf = (q: Query) =>
  q<{ sku: string; default_description: string }>(
    'select sku, default_description from public.products order by sku',
  ).then((rows) => new Map(rows.map((r) => [r.sku, r.default_description])));

/** `engine` is what the server's version() must say: the cases check where they run. */
export function careSaidOnceCases(engine: string, open: () => Promise<SqlDatabase>): void {
  let db: SqlDatabase;

  beforeAll(async () => {
    db = await open();
    const { version } = (await db.owner((q) => q<{ version: string }>('select version()')))[0]!;
    expect(version).toContain(engine);
  });
  afterAll(() => db?.close());

  describe(`a product's care said once (${engine})`, () => {
    it('has no description that says a sentence twice, and each mug says it is dishwasher safe once, at its end', async () => {
      const repeated = await db.owner((q) =>
        q<{ sku: string; sentence: string }>(
          `select p.sku, s.sentence
           from public.products p, regexp_split_to_table(lower(p.default_description), '(?<=[.!?])\\s+') as s(sentence)
           group by p.sku, s.sentence having count(*) > 1 order by 1`,
        ),
      );
      expect(repeated).toEqual([]);
      const mugs = await db.owner((q) =>
        q<{ sku: string; said: number; at_end: boolean }>(
          `select sku,
             (length(lower(default_description)) - length(replace(lower(default_description), 'dishwasher', '')))
               / length('dishwasher') as said,
             default_description like '% Dishwasher and microwave safe.' as at_end
           from public.products where sku like 'KL-MUG-%' order by sku`,
        ),
      );
      expect(mugs.length).toBeGreaterThanOrEqual(10);
      expect(mugs.filter((m) => m.said !== 1 || !m.at_end)).toEqual([]);
    });

    it('brings a project seeded from the earlier seed to what seed.sql holds, keeping an edited description', async () => {
      const { seeded, migrated, edited } = await rolledBack(db, async (q) => {
        const seeded = await descriptionsOf(q);
        // the earlier seed: every mug's own line said it was dishwasher and microwave safe too
        await q('update public.products set default_description = replace(default_description, $1, $2)', [
          MUG_LINE,
          EARLIER_MUG_LINE,
        ]);
        // a description edited on the project since (the repeat and all): the migration leaves it alone
        const mine = `Our best seller. ${EARLIER_MUG_LINE} Dishwasher and microwave safe.`;
        await q(`update public.products set default_description = $1 where sku = 'KL-MUG-110'`, [mine]);
        await q(migration);
        return { seeded, migrated: await descriptionsOf(q), edited: mine };
      });
      expect(migrated.get('KL-MUG-110')).toBe(edited);
      migrated.delete('KL-MUG-110');
      seeded.delete('KL-MUG-110');
      expect(migrated.size).toBeGreaterThanOrEqual(200);
      expect(Object.fromEntries(migrated)).toEqual(Object.fromEntries(seeded));
    });

    it('changes nothing when run again', async () => {
      const { before, after } = await runAgain(db, migration, descriptionsOf);
      expect(Object.fromEntries(after)).toEqual(Object.fromEntries(before));
    });
  });
}
