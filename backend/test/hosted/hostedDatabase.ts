/**
 * Set up a fresh PostgreSQL 15 server the way a hosted Supabase project is
 * deployed: backend/sql/bootstrap.sql as the superuser `supabase_admin` (what
 * the project has before any migration), then every file of
 * supabase/migrations in name order, each in its own transaction, and
 * supabase/seed.sql, as `postgres` — not a superuser, as on hosted Supabase
 * (`supabase db push`, the SQL editor). The files are read by the same code
 * the embedded backend uses (src/db/migrations.ts).
 */
import pg from 'pg';
import { readBootstrap, readMigrations, readSeed, type SqlFile } from '../../src/db/migrations';
import { superuser } from './postgres15';

export interface HostedSetup {
  migrations: string[];
  ms: { bootstrap: number; migrations: number; seed: number };
}

function failure(file: SqlFile, who: string, error: unknown): Error {
  const e = error as { message?: string; code?: string; position?: string; detail?: string };
  const at = e.position ? `, line ${file.sql.slice(0, Number(e.position)).split('\n').length}` : '';
  return new Error(
    `${file.name} fails on PostgreSQL 15 as ${who}${at}: ${e.message} [${e.code}]${e.detail ? `\n${e.detail}` : ''}`,
  );
}

async function connect(server: { host: string; port: number }, user: string): Promise<pg.Client> {
  const client = new pg.Client({ host: server.host, port: server.port, database: 'postgres', user });
  await client.connect();
  return client;
}

export async function buildHostedDatabase(server: { host: string; port: number }): Promise<HostedSetup> {
  let t = Date.now();
  const admin = await connect(server, superuser);
  const bootstrap = readBootstrap();
  try {
    await admin.query(bootstrap.sql);
  } catch (error) {
    throw failure(bootstrap, superuser, error);
  } finally {
    await admin.end();
  }
  const ms = { bootstrap: Date.now() - t, migrations: 0, seed: 0 };

  t = Date.now();
  const owner = await connect(server, 'postgres');
  try {
    const { rows } = await owner.query<{ super: boolean }>(
      'select rolsuper as super from pg_roles where rolname = current_user',
    );
    if (rows[0]?.super !== false) throw new Error('postgres must not be a superuser here, as on hosted Supabase');
    const migrations = readMigrations();
    for (const m of migrations) {
      try {
        await owner.query('begin');
        await owner.query(m.sql);
        await owner.query('commit');
      } catch (error) {
        await owner.query('rollback');
        throw failure(m, 'postgres', error);
      }
    }
    ms.migrations = Date.now() - t;
    t = Date.now();
    const seed = readSeed();
    if (seed) {
      try {
        await owner.query(seed.sql);
      } catch (error) {
        throw failure(seed, 'postgres', error);
      }
    }
    await owner.query('analyze');
    ms.seed = Date.now() - t;
    return { migrations: migrations.map((m) => m.name), ms };
  } finally {
    await owner.end();
  }
}
