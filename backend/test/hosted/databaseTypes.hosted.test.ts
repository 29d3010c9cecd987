// @vitest-environment node
/**
 * The checked-in `Database` types (shared/src/supabase/database.types.ts) are
 * what Supabase's generator makes of the migrations on PostgreSQL 15: a
 * migration that adds, renames or drops a column fails here until the types
 * are regenerated, and then the typecheck names every reader it broke.
 */
import { expect, inject, it } from 'vitest';
import { generateDatabaseTypes, readDatabaseTypes } from './databaseTypes';

const server = inject('pg15');

it('the checked-in Database types match the schema of supabase/migrations', async () => {
  const generated = await generateDatabaseTypes(server);
  expect(generated).toContain('export type Database = {');
  const checkedIn = readDatabaseTypes();
  const want = generated.split('\n');
  const have = checkedIn.split('\n');
  const line = want.findIndex((text, i) => text !== have[i]);
  expect(
    checkedIn === generated,
    'shared/src/supabase/database.types.ts differs from the schema in supabase/migrations: run `npm run types`' +
      (line >= 0
        ? ` (first difference at line ${line + 1}: the schema says "${want[line]?.trim()}", the file "${have[line]?.trim() ?? ''}")`
        : ''),
  ).toBe(true);
});
