// @vitest-environment node
/**
 * The near-miss search cases (searchNearMissCases.ts) on the embedded
 * backend's PGlite, from the same template a fresh backend starts from. The
 * same cases run on PostgreSQL 15 in hosted/searchNearMiss.hosted.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDataDir } from '../src/db/openDataDir';
import { defaultTemplateDir } from '../src/paths';
import { searchNearMissCases } from './searchNearMissCases';
import { pgliteDatabase } from './sqlDatabase';

searchNearMissCases('PGlite', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'near-miss-cases-'));
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
});
