/**
 * One small adapter over the two databases the SQL in supabase/ runs on, so
 * the same test cases (databaseCases.ts) run against both:
 * - the embedded backend's PGlite (database.test.ts, part of the backend tests);
 * - a real PostgreSQL 15 server set up like a hosted Supabase project
 *   (hosted/database.hosted.test.ts, `npm run test:hosted`).
 *
 * A caller's transaction runs as PostgREST runs a request: the role and the
 * JWT claims are set for the transaction only (`set local role`,
 * `set local request.jwt.claims`), then the statements. On PostgreSQL 15 it
 * logs in as `authenticator` like PostgREST; setup work runs as `postgres`
 * (not a superuser there, as on hosted Supabase).
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type Caller = { role: 'anon' } | { role: 'authenticated'; sub: string } | { role: 'service_role' };

// Rows are loosely typed on purpose: each case says what it reads.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Row = Record<string, any>;
export type Query = <R extends Row = Row>(sql: string, params?: unknown[]) => Promise<R[]>;

export interface SqlDatabase {
  /** One transaction as the database owner `postgres` (test setup, checks behind the API's back). */
  owner<T>(work: (query: Query) => Promise<T>): Promise<T>;
  /** One transaction as an API caller, like a PostgREST request. */
  as<T>(caller: Caller, work: (query: Query) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const becomeCaller = `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`;

function claims(caller: Caller): string {
  return JSON.stringify(
    caller.role === 'authenticated'
      ? { sub: caller.sub, role: caller.role, aud: 'authenticated' }
      : { role: caller.role },
  );
}

/** The embedded backend's engine: one PGlite, one connection, as the backend uses it. */
export function pgliteDatabase(db: PGlite, close: () => Promise<void>): SqlDatabase {
  const run = <T>(caller: Caller | null, work: (query: Query) => Promise<T>) =>
    db.transaction(async (tx) => {
      if (caller) await tx.query(becomeCaller, [caller.role, claims(caller)]);
      return work(async <R extends Row>(sql: string, params?: unknown[]) => (await tx.query<R>(sql, params)).rows);
    });
  return {
    owner: (work) => run(null, work),
    as: (caller, work) => run(caller, work),
    close,
  };
}

/** PGlite reads bigint as a number; so does this adapter (ids fit). numeric stays text in both. */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/** A real PostgreSQL server (node-postgres). */
export function postgresDatabase(server: { host: string; port: number }): SqlDatabase {
  const connection = { host: server.host, port: server.port, database: 'postgres', types, max: 4 };
  const owner = new pg.Pool({ ...connection, user: 'postgres' });
  const api = new pg.Pool({ ...connection, user: 'authenticator' });
  async function run<T>(pool: pg.Pool, caller: Caller | null, work: (query: Query) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    let broken = false;
    try {
      await client.query('begin');
      if (caller) await client.query(becomeCaller, [caller.role, claims(caller)]);
      const result = await work(async <R extends Row>(sql: string, params?: unknown[]) => {
        return (await client.query<R>(sql, params)).rows;
      });
      await client.query('commit');
      return result;
    } catch (error) {
      // the statement's error is what the caller sees; a connection that cannot even roll back is dropped
      await client.query('rollback').catch(() => (broken = true));
      throw error;
    } finally {
      client.release(broken);
    }
  }
  return {
    owner: (work) => run(owner, null, work),
    as: (caller, work) => run(api, caller, work),
    close: async () => {
      await Promise.all([owner.end(), api.end()]);
    },
  };
}

class RolledBack<T> extends Error {
  constructor(readonly result: T) {
    super('rolled back on purpose');
  }
}

/** Work as the database owner in a transaction that is rolled back: what it returned (a migration tried on the seed). */
export const rolledBack = <T>(db: SqlDatabase, work: (q: Query) => Promise<T>) =>
  db
    .owner(async (q) => {
      throw new RolledBack(await work(q));
    })
    .catch((error: unknown) => {
      if (error instanceof RolledBack) return error.result as T;
      throw error;
    });

/** What `read` finds before and after `migration` runs once more on the database as it is (rolled back after). */
export const runAgain = <T>(db: SqlDatabase, migration: string, read: (q: Query) => Promise<T>) =>
  rolledBack(db, async (q) => {
    const before = await read(q);
    await q(migration);
    return { before, after: await read(q) };
  });

/** The migration's statements one by one (PGlite prepares each query: one command at a time); $$ bodies kept whole. */
export function statements(sql: string): string[] {
  const out: string[] = [];
  let current = '';
  let inBody = false;
  for (const line of sql.split('\n')) {
    if (!inBody && /^\s*--/.test(line)) continue;
    current += `${line}\n`;
    if ((line.match(/\$\$/g) ?? []).length % 2 === 1) inBody = !inBody;
    if (!inBody && line.trimEnd().endsWith(';')) {
      out.push(current);
      current = '';
    }
  }
  return out;
}
