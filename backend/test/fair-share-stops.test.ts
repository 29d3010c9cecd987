import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Database, type ReadJob } from '../src/db/Database';
import { DatabaseThread } from '../src/db/DatabaseThread';
import { ensureTemplate } from '../src/db/openDataDir';
import { defaultTemplateDir } from '../src/paths';

/**
 * When a read past its client's share is stopped for another client's work (`fair_share`). Stopping a read
 * costs whoever waits a reopening of the database (2–3 s on a loaded machine: CI's security probes saw the
 * shop's hostile searches, each about 1 s beside Vite dev servers, stopped one after another for the stack's
 * outbox poll, a few-ms write, and every retry failed the same way), so a read goes on for up to one
 * reopening past its slice, and only a read that would hold the others longer than that is stopped.
 */
// the statement timeouts are far away: what stops a read here is the sharing, never the time limit
const LIMITS = { anon: 20_000, authenticated: 20_000, service: 60_000 };
// a slice of 60 ms (a 50 ms bucket and 10 ms free): any pg_sleep below outruns it
const SHARE = { burstMs: 50, refillMsPerSecond: 1, minStartMs: 0, freeMs: 10, activeWindowMs: 1_000 };
let dir: string;
let thread: DatabaseThread;
let db: Database;
const events: Record<string, unknown>[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'fair-share-stops-'));
  const template = await ensureTemplate(process.env.BACKEND_TEMPLATE_DIR ?? defaultTemplateDir, () => undefined);
  cpSync(template, path.join(dir, 'pgdata'), { recursive: true });
  const log = (e: Record<string, unknown>) => void events.push(e);
  thread = await DatabaseThread.open(path.join(dir, 'pgdata'), log);
  db = new Database(thread, LIMITS, SHARE, log);
});
afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

function read(client: string, text: string): Promise<string> {
  const job: ReadJob<string> = {
    scope: { role: 'anon', claims: '{}', client },
    prepare: () => [{ text }],
    finish: (results) => String(results[0]!.rows[0]![0]),
  };
  return db.read(job);
}

describe('a read past its share while another client waits', () => {
  it('goes on for up to one reopening of the database, and answers', async () => {
    // a reopening took 2 s here (as on a loaded machine): a read 0.5 s long finishes well before that
    thread.restartMs = 2_000;
    const restarts = thread.restarts;
    // sent together, they go in one message: the slow one first, the other client's read waits behind it
    const [slow, other] = await Promise.allSettled([
      read('slow-search', `select pg_sleep(0.5)::text || 'answered'`),
      read('waiting-page', `select 'page'`),
    ]);
    expect(slow).toEqual({ status: 'fulfilled', value: 'answered' });
    expect(other).toEqual({ status: 'fulfilled', value: 'page' });
    expect(thread.restarts).toBe(restarts);
    expect(events.filter((e) => e.event === 'transaction_stopped')).toEqual([]);
  });

  it('is stopped once it has run a reopening past its slice: only it fails, and the log says why', async () => {
    thread.restartMs = 300;
    const restarts = thread.restarts;
    const seen = events.length;
    const [runaway, other] = await Promise.allSettled([
      read('costly-reads', 'select pg_sleep(30)::text'),
      read('shopper', `select 'shopper'`),
    ]);
    expect(runaway).toMatchObject({ status: 'rejected', reason: { code: '57014' } });
    expect(other).toEqual({ status: 'fulfilled', value: 'shopper' });
    expect(thread.restarts).toBe(restarts + 1);
    expect(events.slice(seen).filter((e) => e.event === 'transaction_stopped')).toEqual([
      expect.objectContaining({
        client: 'costly-reads',
        why: 'fair_share',
        waiting: 'shopper',
        sliceMs: 60,
        reopeningMs: 300,
      }),
    ]);
  });
});
