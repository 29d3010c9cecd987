import { closeSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { protocol } from '@electric-sql/pglite';

const { Parser, serialize } = protocol;

/** A message of Postgres's answer, as PGlite's protocol parser gives it. */
export interface BackendMessage {
  name: string;
  [key: string]: unknown;
}

export interface ExecOptions {
  throwOnError: false;
  syncToFs: false;
  /**
   * How long each transaction of the message (each part ending in Sync) may
   * take, in order; the last value also applies to any later ones. A
   * function is asked as each transaction starts.
   */
  budgetsMs: number[] | ((transaction: number) => number);
  /**
   * A transaction ran its budget: how many more ms it may run before being
   * asked again (0 or less: stop it now). Without it, it is stopped.
   */
  overrun?: (transaction: number, ranMs: number) => number;
  /** A transaction finished (or was stopped) after holding the database `ms`. */
  onTransactionEnd?: (transaction: number, ms: number, stopped: boolean) => void;
}

export const STATEMENT_TIMEOUT = { code: '57014', message: 'canceling statement due to statement timeout' };
export const ENGINE_FAILED = {
  code: 'XX000',
  message: 'the database engine failed while running this statement and was restarted',
};

type Log = (event: Record<string, unknown>) => void;

/** How long after an opening the next thread is booted, ms. */
const STANDBY_AFTER_MS = 1_000;

type ThreadAnswer =
  { ready: true } | { failed: string; id?: number } | { id: number; chunk: Uint8Array } | { id: number; done: true };

/**
 * Signs that Postgres lost track of an error (PGlite's WASM build does not
 * always recover from one raised deep inside, e.g. a regular expression too
 * complex to compile): the statement answers nothing, resources leak, and
 * the next statement may never return. A FATAL or PANIC error ends the
 * session it ran in. Such an engine is replaced.
 */
function brokenEngine(m: BackendMessage): boolean {
  if (m.name === 'emptyQuery') return true; // the backend never sends an empty statement
  if (m.name === 'error') return m.severity === 'FATAL' || m.severity === 'PANIC'; // the session itself ended
  return m.name === 'notice' && /still active|was not closed|leaked/i.test(String(m.message ?? ''));
}

const threadFile = path.join(import.meta.dirname, 'databaseThread.mjs');
/** A compiled WebAssembly.Module (the backend's TypeScript setup has no WebAssembly types). */
type CompiledModule = object;
const webAssembly = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<CompiledModule> } })
  .WebAssembly;
let compiled: Promise<CompiledModule> | null = null;

/** PGlite's WebAssembly, compiled once per process and shared by every database thread. */
function compiledPglite(): Promise<CompiledModule> {
  if (!compiled) {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    compiled = webAssembly.compile(readFileSync(path.join(path.dirname(entry), 'pglite.wasm')));
  }
  return compiled;
}

/**
 * Close the files a terminated thread left open under `dir`: its file
 * descriptors belong to the process and outlive the thread. Nothing else
 * opens files there (the start-up PGlite is closed before the first
 * thread). Linux (/proc) only; elsewhere the few descriptors stay open.
 */
function closeFilesIn(dir: string): number {
  let fds: string[];
  try {
    fds = readdirSync('/proc/self/fd');
  } catch {
    return 0;
  }
  let closed = 0;
  for (const fd of fds) {
    try {
      if (readlinkSync(`/proc/self/fd/${fd}`).startsWith(dir + path.sep)) {
        closeSync(Number(fd));
        closed += 1;
      }
    } catch {
      /* closed meanwhile */
    }
  }
  return closed;
}

/**
 * PGlite on its own thread, with a watchdog. PGlite (single-threaded WASM)
 * cannot cancel a running statement — `statement_timeout` and `pg_sleep`
 * ignore time — and it blocks whatever thread it runs on. Here it runs on a
 * worker thread, so the server's thread stays free; when a transaction
 * outlives its budget the thread is ended, that transaction is answered
 * with Postgres's statement-timeout error, and the database is opened again
 * on a new thread (Postgres recovers committed work from its WAL). That
 * thread is booted ahead of need (the standby: PGlite loaded, the data
 * directory left alone until the old engine has ended), so a reopening pays
 * only for Postgres's own start.
 *
 * Same calls as PGlite's (`execProtocol`, `exec`, `close`); one call at a
 * time. Transactions of a message after the one that was stopped are not
 * in the answer: the caller runs them again.
 */
export class DatabaseThread {
  /** How many times the database was opened again: prepared statements and sessions of before are gone. */
  restarts = 0;
  /**
   * How long the last reopening took (ending the thread, opening the database), ms; until one is measured, how
   * long opening the database on its thread took (what a reopening costs on this machine at this load).
   */
  restartMs = 500;
  /** How many reopenings have finished (`restartMs` is the last one's). */
  restartsDone = 0;
  private worker: Promise<Worker>;
  /** The thread that is open and answering, null while one is being opened. */
  private current: Worker | null = null;
  /**
   * The next thread, booted with PGlite loaded but the data directory not yet opened (two engines
   * must never have it open at once): a reopening starts from it and skips the thread's start.
   */
  private standby: Worker | null = null;
  private closing = false;
  private callId = 0;

  private constructor(
    private readonly dataDir: string,
    private readonly log: Log,
  ) {
    this.worker = this.spawn();
  }

  static async open(dataDir: string, log: Log): Promise<DatabaseThread> {
    const thread = new DatabaseThread(dataDir, log);
    await thread.worker;
    return thread;
  }

  /** A thread that has loaded PGlite and waits to be told to open the database. */
  private async boot(): Promise<Worker> {
    const pgliteWasmModule = await compiledPglite();
    return new Worker(threadFile, { workerData: { dataDir: this.dataDir, pgliteWasmModule } });
  }

  /** Boot the next thread now, so that a reopening does not wait for it. */
  private async prepareStandby(): Promise<void> {
    if (this.standby || this.closing) return;
    const worker = await this.boot();
    if (this.standby || this.closing) return void (await worker.terminate());
    this.standby = worker;
    this.log({ event: 'database_standby_booted' });
    // a standby that failed (it never opened anything) is simply not used
    worker.once('error', () => undefined);
    worker.once('exit', () => {
      if (this.standby === worker) this.standby = null;
    });
  }

  private async spawn(): Promise<Worker> {
    const worker = this.standby ?? (await this.boot());
    this.standby = null;
    worker.removeAllListeners('error');
    worker.removeAllListeners('exit');
    const openingAt = Date.now();
    worker.postMessage({ open: true });
    const opened = new Promise<void>((resolve, reject) => {
      const onMessage = (answer: ThreadAnswer) => {
        worker.off('error', onError);
        worker.off('exit', onExit);
        if ('ready' in answer) resolve();
        else reject(new Error(`database thread failed to open: ${'failed' in answer ? answer.failed : ''}`));
      };
      const onError = (error: Error) => {
        worker.off('message', onMessage);
        worker.off('exit', onExit);
        reject(error);
      };
      // a thread that ended before opening (a standby that failed meanwhile) never answers
      const onExit = () => onError(new Error('the database thread ended before opening'));
      worker.once('message', onMessage);
      worker.once('error', onError);
      worker.once('exit', onExit);
    });
    try {
      await opened;
    } catch (error) {
      await worker.terminate(); // before any other thread may open the directory
      throw error;
    }
    // until a reopening is measured, what opening the database takes on this machine now stands for one
    if (this.restartsDone === 0) this.restartMs = Math.max(1, Date.now() - openingAt);
    // an uncaught error in the thread: without a listener it would be thrown on the server's thread; the exit follows
    worker.on('error', (error) => this.log({ event: 'database_thread_error', error: error.message }));
    worker.once('exit', (code) => {
      // an exit nobody asked for (out of memory, a crash): open again for the next call
      if (this.closing || this.current !== worker) return;
      this.log({ event: 'database_thread_exited', code });
      this.replace('thread_exited', worker);
    });
    this.current = worker;
    // booted a little later, so that it does not take the CPU from the statements that waited for this opening
    setTimeout(() => void this.prepareStandby().catch(() => undefined), STANDBY_AFTER_MS).unref();
    return worker;
  }

  /** End `which` (whatever it is doing) and open the database on a new thread; once per thread. */
  private replace(reason: string, which: Worker): void {
    if (this.current !== which || this.closing) return;
    this.current = null;
    this.restarts += 1;
    const started = Date.now();
    const ended = which.terminate();
    this.worker = (async () => {
      await ended;
      const stoppedMs = Date.now() - started;
      const leftOpen = closeFilesIn(this.dataDir);
      const standby = this.standby !== null;
      const worker = await this.spawn();
      this.restartMs = Date.now() - started;
      this.restartsDone += 1;
      this.log({ event: 'database_restarted', reason, ms: this.restartMs, stoppedMs, leftOpen, standby });
      return worker;
    })();
    this.worker.catch((error: unknown) =>
      this.log({ event: 'database_restart_failed', error: error instanceof Error ? error.message : String(error) }),
    );
  }

  private async readyWorker(): Promise<Worker> {
    try {
      return await this.worker;
    } catch {
      this.worker = this.spawn(); // the last opening failed: try again for this call
      return this.worker;
    }
  }

  /** Run protocol bytes; resolves with Postgres's answer (never rejects for a database error). */
  async execProtocol(message: Uint8Array, options: ExecOptions): Promise<{ messages: BackendMessage[] }> {
    if (this.closing) throw new Error('database is closed');
    const worker = await this.readyWorker();
    const id = ++this.callId;
    const messages: BackendMessage[] = [];
    const parser = new Parser();
    const { budgetsMs, overrun, onTransactionEnd } = options;
    const budgetOf =
      typeof budgetsMs === 'function'
        ? budgetsMs
        : (i: number) => (budgetsMs.length ? budgetsMs[Math.min(i, budgetsMs.length - 1)]! : 60_000);
    let segment = 0;
    let segmentStart = 0; // index in `messages` where the running transaction's answer starts
    let startedAt = performance.now(); // when the running transaction started
    let broken = false;

    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      const overran = () => {
        const more = overrun ? overrun(segment, performance.now() - startedAt) : 0;
        if (more > 0) timer = setTimeout(overran, more);
        else stop(STATEMENT_TIMEOUT, 'statement_timeout');
      };
      const arm = () => {
        clearTimeout(timer);
        startedAt = performance.now();
        timer = setTimeout(overran, budgetOf(segment));
      };
      let settled = false;
      const finish = () => {
        settled = true;
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('exit', onExit);
        resolve({ messages });
      };
      /** Answer the running transaction with `error`, drop anything after it, open the database again. */
      const stop = (error: { code: string; message: string }, reason: string) => {
        if (settled) return;
        onTransactionEnd?.(segment, performance.now() - startedAt, true);
        messages.length = segmentStart;
        messages.push({ name: 'error', severity: 'ERROR', ...error }, { name: 'readyForQuery', status: 'I' });
        finish();
        this.replace(reason, worker);
      };
      const onMessage = (answer: ThreadAnswer) => {
        if (!('id' in answer) || answer.id !== id) return;
        if ('chunk' in answer) {
          parser.parse(answer.chunk, (m) => {
            if (broken) return;
            const msg = m as unknown as BackendMessage;
            if (brokenEngine(msg)) {
              broken = true;
              return;
            }
            messages.push(msg);
            if (msg.name === 'readyForQuery') {
              onTransactionEnd?.(segment, performance.now() - startedAt, false);
              segment += 1;
              segmentStart = messages.length;
              arm();
            }
          });
          if (broken) stop(ENGINE_FAILED, 'engine_failed');
        } else if ('done' in answer) finish();
        else stop(ENGINE_FAILED, 'engine_failed');
      };
      const onExit = () => stop(ENGINE_FAILED, 'thread_exited');
      worker.on('message', onMessage);
      worker.once('exit', onExit);
      arm();
      const bytes = message.slice();
      worker.postMessage({ id, message: bytes }, [bytes.buffer]);
    });
  }

  /** A simple-protocol query (e.g. `commit`); throws Postgres's error. */
  async exec(sql: string, budgetMs = 60_000): Promise<void> {
    const { messages } = await this.execProtocol(serialize.query(sql), {
      throwOnError: false,
      syncToFs: false,
      budgetsMs: [budgetMs],
    });
    const error = messages.find((m) => m.name === 'error');
    if (error) throw Object.assign(new Error(String(error.message)), { code: String(error.code) });
  }

  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    let worker: Worker;
    try {
      worker = await this.worker;
    } catch {
      return;
    }
    const standby = this.standby;
    this.standby = null;
    await standby?.terminate();
    const id = ++this.callId;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 10_000);
      const onMessage = (answer: ThreadAnswer) => {
        if ('id' in answer && answer.id === id && ('done' in answer || 'failed' in answer)) {
          clearTimeout(timer);
          resolve();
        }
      };
      worker.on('message', onMessage);
      worker.once('exit', () => resolve());
      worker.postMessage({ id, close: true });
    });
    await worker.terminate();
  }
}
