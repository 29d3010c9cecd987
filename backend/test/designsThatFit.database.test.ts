// @vitest-environment node
/**
 * The designs-that-fit cases (designsThatFitCases.ts) on the embedded
 * backend's PGlite, from the same template a fresh backend starts from. The
 * same cases run on PostgreSQL 15 in hosted/designsThatFit.hosted.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDataDir } from '../src/db/openDataDir';
import { defaultTemplateDir } from '../src/paths';
import { designsThatFitCases } from './designsThatFitCases';
import { pgliteDatabase } from './sqlDatabase';

designsThatFitCases('PGlite', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'designs-that-fit-'));
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
