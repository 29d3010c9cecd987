/**
 * The `Database` types of the shop's schema, as `supabase gen types typescript`
 * writes them: Supabase's own generator (@supabase/postgrest-typegen, the
 * engine postgres-meta runs behind `supabase gen types`) reads the `public`
 * schema of a PostgreSQL 15 built from supabase/migrations, and the result is
 * formatted as the rest of the repository (prettier), so the checked-in file
 * is exactly what this returns.
 *
 * `npm run types` writes it to shared/src/supabase/database.types.ts;
 * databaseTypes.hosted.test.ts fails when the checked-in file differs.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateTypescript, sortGeneratorMetadata } from '@supabase/postgrest-typegen/generation';
import { introspect } from '@supabase/postgrest-typegen/introspection';
import pg from 'pg';
import * as prettier from 'prettier';

export const databaseTypesFile = fileURLToPath(
  new URL('../../../shared/src/supabase/database.types.ts', import.meta.url),
);

/** The PostgREST major version hosted Supabase runs (the types' `__InternalSupabase`). */
const POSTGREST_VERSION = '12';

const HEADER = `/**
 * The shop's schema as TypeScript: GENERATED from supabase/migrations by \`npm run types\`
 * (Supabase's own generator against PostgreSQL 15). Do not edit by hand: change a migration,
 * then run \`npm run types\`. \`npm test\` fails while this file and the schema differ.
 */
`;

export async function generateDatabaseTypes(server: { host: string; port: number }): Promise<string> {
  const pool = new pg.Pool({ host: server.host, port: server.port, database: 'postgres', user: 'postgres', max: 4 });
  try {
    const metadata = await introspect(pool, { includedSchemas: ['public'] });
    const generated = await generateTypescript(sortGeneratorMetadata(metadata), {
      postgrestVersion: POSTGREST_VERSION,
    });
    const options = await prettier.resolveConfig(databaseTypesFile);
    return prettier.format(HEADER + generated, { ...options, filepath: databaseTypesFile });
  } finally {
    await pool.end();
  }
}

export function readDatabaseTypes(): string {
  return readFileSync(databaseTypesFile, 'utf8');
}
