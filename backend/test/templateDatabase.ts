/**
 * A PGlite database opened from the same template a fresh backend starts
 * from, in its own temporary data directory (removed when it is closed): what
 * the database-level cases run on when they run on the embedded backend.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDataDir } from '../src/db/openDataDir';
import { defaultTemplateDir } from '../src/paths';
import { pgliteDatabase, type SqlDatabase } from './sqlDatabase';

export async function templateDatabase(name: string): Promise<SqlDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  const opened = await openDataDir({
    dataDir,
    templateDir: process.env.BACKEND_TEMPLATE_DIR ?? defaultTemplateDir,
    reset: false,
    log: () => undefined,
  });
  return pgliteDatabase(opened.pg, async () => {
    await opened.pg.close();
    opened.releaseLock();
    rmSync(dataDir, { recursive: true, force: true });
  });
}
