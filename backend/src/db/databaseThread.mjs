// @ts-check
/**
 * The database's own thread: PGlite, opened on the data directory, runs the
 * protocol messages the main thread sends and streams the answer back as
 * Postgres flushes it (at every ReadyForQuery), so the main thread sees
 * each transaction finish and can stop a runaway one by ending this thread.
 *
 * Plain JavaScript on purpose: it runs wherever the backend runs (tsx,
 * vitest, Playwright's global setup) without a TypeScript loader.
 *
 * It boots and loads PGlite at once, but opens the data directory only when
 * told (`{open: true}`): a thread started ahead of need (a standby) is
 * ready for the next reopening without touching the files in use.
 *
 * in:  {open: true}                    open the database (once)
 *      {id, message: Uint8Array}       protocol bytes (each transaction ends in Sync)
 *      {id, close: true}               close the database
 * out: {ready: true} | {failed: string}
 *      {id, chunk: Uint8Array}         answer bytes, in order
 *      {id, done: true} | {id, failed: string}
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const port = parentPort;
if (!port) throw new Error('databaseThread.mjs runs as a worker thread');

/** @type {{dataDir: string, pgliteWasmModule?: WebAssembly.Module}} */
const { dataDir, pgliteWasmModule } = workerData;

/** @param {unknown} error */
const describe = (error) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

/** Bytes of the files under `dir`. */
function bytesUnder(/** @type {string} */ dir) {
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    bytes += entry.isDirectory() ? bytesUnder(file) : (statSync(file, { throwIfNoEntry: false })?.size ?? 0);
  }
  return bytes;
}

/**
 * One connection in one process: Postgres's defaults (128 MB of shared buffers, 100 connections) size
 * shared memory that every opening sets up again. Here the buffers hold the shop's database and a
 * quarter more (its tables and indexes are about 27 MB: 34 MB of buffers), at least 32 MB, at most the
 * default, so a reopening (a stopped read) costs about a third less and the thread about 90 MB less memory,
 * while a larger database (a benchmark's grown catalogue) still fits.
 */
function startParamsFor(/** @type {string} */ dir) {
  let largest = 0;
  try {
    for (const db of readdirSync(path.join(dir, 'base')))
      largest = Math.max(largest, bytesUnder(path.join(dir, 'base', db)));
  } catch {
    /* not created yet: the minimum */
  }
  const mb = Math.min(128, Math.max(32, Math.ceil((largest * 1.25) / 1_048_576)));
  return [...PGlite.defaultStartParams, '-c', `shared_buffers=${mb}MB`, '-c', 'max_connections=8'];
}

/** @type {PGlite} */
let pg;
/** @type {Promise<void> | null} */
let opening = null;

async function open() {
  try {
    pg = await PGlite.create({
      dataDir,
      pgliteWasmModule,
      extensions: { pg_trgm },
      startParams: startParamsFor(dataDir),
    });
    port?.postMessage({ ready: true });
  } catch (error) {
    port?.postMessage({ failed: describe(error) });
    process.exit(1);
  }
}

port.on(
  'message',
  async (/** @type {{id: number, message?: Uint8Array, close?: boolean, open?: boolean}} */ request) => {
    if (request.open) {
      opening ??= open();
      return;
    }
    await opening;
    const { id } = request;
    try {
      if (request.close) await pg.close();
      else if (request.message) {
        await pg.execProtocolRawStream(request.message, {
          syncToFs: false,
          onRawData: (data) => {
            const chunk = data.slice(); // a view into the WASM heap: copy before it is reused
            port.postMessage({ id, chunk }, [chunk.buffer]);
          },
        });
      }
      port.postMessage({ id, done: true });
    } catch (error) {
      port.postMessage({ id, failed: describe(error) });
    }
  },
);
