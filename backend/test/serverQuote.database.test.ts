// @vitest-environment node
/**
 * The server quote cases (serverQuoteCases.ts) on the embedded
 * backend's PGlite, from the same template a fresh backend starts from. The
 * same cases run on PostgreSQL 15 in hosted/serverQuote.hosted.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDataDir } from '../src/db/openDataDir';
import { defaultTemplateDir } from '../src/paths';
import { serverQuoteCases } from './serverQuoteCases';
import { pgliteDatabase } from './sqlDatabase';

serverQuoteCases('PGlite', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'server-quote-'));
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
