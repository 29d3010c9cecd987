import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { bootstrapSqlPath, migrationsDir, seedSqlPath } from '../paths';

export interface SqlFile {
  name: string;
  sql: string;
  checksum: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function readSqlFile(file: string): SqlFile {
  const sql = readFileSync(file, 'utf8');
  return { name: path.basename(file), sql, checksum: sha256(sql) };
}

export function readMigrations(): SqlFile[] {
  return readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => readSqlFile(path.join(migrationsDir, f)));
}

export function readBootstrap(): SqlFile {
  return readSqlFile(bootstrapSqlPath);
}

export function readSeed(): SqlFile | null {
  return existsSync(seedSqlPath) ? readSqlFile(seedSqlPath) : null;
}

/** A fingerprint of everything that shapes a fresh database (names the template). */
export function schemaFingerprint(extra: string): string {
  const parts = [readBootstrap(), ...readMigrations(), readSeed()].filter(Boolean) as SqlFile[];
  return sha256(parts.map((p) => `${p.name}:${p.checksum}`).join('\n') + '\n' + extra).slice(0, 16);
}

/** Fresh database: the hosted-Supabase stand-in, every migration, then the seed. */
export async function buildFreshDatabase(pg: PGlite): Promise<void> {
  await pg.exec(readBootstrap().sql);
  for (const m of readMigrations()) await applyMigration(pg, m);
  const seed = readSeed();
  if (seed) await pg.exec(seed.sql);
  await pg.exec('vacuum analyze');
}

async function applyMigration(pg: PGlite, m: SqlFile): Promise<void> {
  await pg.transaction(async (tx) => {
    await tx.exec(m.sql);
    await tx.query('insert into backend_meta.migrations (name, checksum) values ($1, $2)', [m.name, m.checksum]);
  });
}

/** Reopened database: apply migrations added since it was created. Returns warnings. */
export async function applyPendingMigrations(pg: PGlite): Promise<string[]> {
  const warnings: string[] = [];
  const applied = new Map(
    (await pg.query<{ name: string; checksum: string }>('select name, checksum from backend_meta.migrations')).rows.map(
      (r) => [r.name, r.checksum],
    ),
  );
  for (const m of readMigrations()) {
    const checksum = applied.get(m.name);
    if (checksum === undefined) await applyMigration(pg, m);
    else if (checksum !== m.checksum)
      warnings.push(`migration ${m.name} changed after it was applied; start with --reset to rebuild`);
  }
  return warnings;
}
