import {
  constants,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { applyPendingMigrations, buildFreshDatabase, schemaFingerprint } from './migrations';

const PGLITE_VERSION = '0.5.16';
const extensions = { pg_trgm };

export interface OpenedDataDir {
  /** For start-up work (migrations, upgrades); close it before the database thread opens `pgdata`. */
  pg: PGlite;
  pgdata: string;
  /** true when this start created the database (from the template or from scratch). */
  created: boolean;
  warnings: string[];
  releaseLock: () => void;
}

export interface OpenDataDirOptions {
  dataDir: string;
  templateDir: string;
  reset: boolean;
  log: (event: Record<string, unknown>) => void;
}

export interface PreparedDataDir {
  pgdata: string;
  /** true when this call copied the template in: the database is then current by construction. */
  created: boolean;
  releaseLock: () => void;
}

/**
 * Lock the data directory and, when it holds no database yet, copy in the
 * template named after the migrations and seed (built once per schema in
 * `templateDir`, so only the first start pays initdb). Nothing is opened:
 * a caller with nothing to apply to a fresh copy skips one PGlite start.
 */
export async function prepareDataDir(options: OpenDataDirOptions): Promise<PreparedDataDir> {
  const { dataDir, templateDir, reset, log } = options;
  if (reset && existsSync(dataDir)) {
    // refuse to wipe a directory another backend is using; keep the JWT secret so the anon key stays the same
    assertNotLocked(dataDir);
    rmSync(path.join(dataDir, 'pgdata'), { recursive: true, force: true });
  }
  mkdirSync(dataDir, { recursive: true });
  const releaseLock = takeLock(dataDir);
  try {
    const pgdata = path.join(dataDir, 'pgdata');
    if (existsSync(path.join(pgdata, 'PG_VERSION'))) return { pgdata, created: false, releaseLock };
    rmSync(pgdata, { recursive: true, force: true });
    const template = await ensureTemplate(templateDir, log);
    const started = Date.now();
    // copy-on-write where the filesystem can, a plain copy elsewhere
    cpSync(template, pgdata, { recursive: true, mode: constants.COPYFILE_FICLONE });
    log({ event: 'database_created', dataDir, template: path.basename(template), ms: Date.now() - started });
    return { pgdata, created: true, releaseLock };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** Open (or create) the database in `<dataDir>/pgdata`: prepareDataDir, then openPreparedDataDir. */
export async function openDataDir(options: OpenDataDirOptions): Promise<OpenedDataDir> {
  return openPreparedDataDir(await prepareDataDir(options), options.log);
}

/** Open a prepared data directory's database; an existing one gets the migrations it lacks. */
export async function openPreparedDataDir(
  prepared: PreparedDataDir,
  log: OpenDataDirOptions['log'],
): Promise<OpenedDataDir> {
  const { pgdata, created, releaseLock } = prepared;
  try {
    const started = Date.now();
    const pg = await PGlite.create({ dataDir: pgdata, extensions });
    const warnings = created ? [] : await applyPendingMigrations(pg);
    log({ event: created ? 'database_opened_fresh' : 'database_opened', pgdata, ms: Date.now() - started });
    return { pg, pgdata, created, warnings, releaseLock };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * The template database directory for the current migrations and seed,
 * built if missing. New data directories start as a copy of it: copying
 * and opening costs about a second where initdb, migrations and the seed
 * cost ten.
 */
export async function ensureTemplate(templateDir: string, log: OpenDataDirOptions['log']): Promise<string> {
  const dir = path.join(templateDir, `template-${schemaFingerprint(PGLITE_VERSION)}`);
  if (existsSync(path.join(dir, 'PG_VERSION'))) return dir;
  const started = Date.now();
  mkdirSync(templateDir, { recursive: true });
  const tmp = `${dir}.${process.pid}.${Date.now()}.tmp`;
  const pg = await PGlite.create({ dataDir: tmp, extensions });
  try {
    await buildFreshDatabase(pg);
    await pg.exec('checkpoint');
  } finally {
    await pg.close();
  }
  try {
    renameSync(tmp, dir); // atomic; a parallel builder may have won the race
  } catch (error) {
    rmSync(tmp, { recursive: true, force: true });
    if (!existsSync(path.join(dir, 'PG_VERSION'))) throw error;
  }
  log({ event: 'template_built', template: path.basename(dir), ms: Date.now() - started });
  pruneTemplates(templateDir, path.basename(dir));
  return dir;
}

/** Templates of older schemas, untouched for an hour, are only disk space. */
function pruneTemplates(templateDir: string, keep: string): void {
  for (const name of readdirSync(templateDir)) {
    if (!name.startsWith('template-') || name === keep) continue;
    const full = path.join(templateDir, name);
    try {
      if (Date.now() - statSync(full).mtimeMs > 3_600_000) rmSync(full, { recursive: true, force: true });
    } catch {
      /* another process pruned it */
    }
  }
}

function lockPath(dataDir: string): string {
  return path.join(dataDir, 'backend.pid');
}

function lockOwner(dataDir: string): number | null {
  const file = lockPath(dataDir);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return null;
  if (pid === process.pid) return pid;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null; // stale lock from a process that died
  }
}

function assertNotLocked(dataDir: string): void {
  const owner = lockOwner(dataDir);
  if (owner !== null && owner !== process.pid) {
    throw new Error(`data directory ${dataDir} is in use by process ${owner} (one backend per data directory)`);
  }
}

/** One backend per data directory: a pid file, stale ones are taken over. */
function takeLock(dataDir: string): () => void {
  assertNotLocked(dataDir);
  const owner = lockOwner(dataDir);
  if (owner === process.pid) throw new Error(`data directory ${dataDir} is already open in this process`);
  writeFileSync(lockPath(dataDir), String(process.pid));
  let released = false;
  return () => {
    if (released) return;
    released = true;
    try {
      if (lockOwner(dataDir) === process.pid) rmSync(lockPath(dataDir), { force: true });
    } catch {
      /* already gone */
    }
  };
}
