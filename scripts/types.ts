/**
 * `npm run types`: regenerate shared/src/supabase/database.types.ts from
 * supabase/migrations. Starts a throwaway PostgreSQL 15 (as `npm run
 * test:hosted` does), applies bootstrap.sql, every migration and the seed,
 * runs Supabase's own type generator on the `public` schema, writes the file
 * and stops the server.
 */
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseTypesFile, generateDatabaseTypes, readDatabaseTypes } from '../backend/test/hosted/databaseTypes';
import { buildHostedDatabase } from '../backend/test/hosted/hostedDatabase';
import { startPostgres15 } from '../backend/test/hosted/postgres15';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const started = Date.now();
const server = await startPostgres15();
try {
  const built = await buildHostedDatabase(server);
  const types = await generateDatabaseTypes(server);
  let before = '';
  try {
    before = readDatabaseTypes();
  } catch {
    // first run: no file yet
  }
  const file = relative(repoRoot, databaseTypesFile);
  if (before === types) {
    console.log(`${file} already matches ${built.migrations.length} migrations (${Date.now() - started} ms)`);
  } else {
    writeFileSync(databaseTypesFile, types);
    console.log(`${file} written from ${built.migrations.length} migrations (${Date.now() - started} ms)`);
  }
} finally {
  await server.stop();
}
