import type { PGlite } from '@electric-sql/pglite';
import {
  encodeParses,
  encodePipeline,
  encodeSegments,
  readPipeline,
  splitAtSync,
  type PgError,
  type Statement,
  type StatementResult,
} from './pipeline';
import { StatementCache } from './statementCache';

/** Who runs a transaction: the JWT role and claims, or the database owner. */
export interface TransactionScope {
  readOnly: boolean;
  /** anon | authenticated | service_role; omitted = the database owner (auth, maintenance). */
  role?: string;
  /** The JWT claims as JSON, exposed as `request.jwt.claims`. */
  claims?: string;
  method?: string;
  path?: string;
}

export class DatabaseError extends Error {
  readonly code: string;
  readonly detail: string | null;
  readonly hint: string | null;
  constructor(error: PgError) {
    super(error.message);
    this.code = error.code;
    this.detail = error.detail;
    this.hint = error.hint;
  }
}

export interface Connection {
  /**
   * Run statements in one transaction, pipelined in a single round trip.
   * Throws DatabaseError (rolled back). With `commitIf`, the results are
   * checked before committing, and a false answer rolls everything back.
   */
  transaction(
    statements: Statement[],
    scope: TransactionScope,
    commitIf?: (results: StatementResult[]) => boolean,
  ): Promise<StatementResult[]>;
  /** Incremented after every committed read-write transaction: anything cached per generation is current. */
  readonly generation: number;
}

/** A read-only transaction decided at the last moment (e.g. whether a count is still remembered). */
export interface ReadJob<T> {
  scope: Omit<TransactionScope, 'readOnly'>;
  prepare: (generation: number) => Statement[];
  finish: (results: StatementResult[], generation: number) => T;
}

type QueueEntry =
  | { kind: 'task'; key?: string; run: () => Promise<void> }
  | {
      kind: 'read';
      key?: string;
      job: ReadJob<unknown>;
      resolve: (value: unknown) => void;
      reject: (error: unknown) => void;
    };

const READS_PER_MESSAGE = 64;
const SET_ROLE =
  "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), " +
  "set_config('request.method', $3, true), set_config('request.path', $4, true)";
/** Read only from here to the end of the (implicit) transaction, then the caller's role. */
const READ_ONLY_AS_ROLE = "select set_config('transaction_read_only', 'on', true), " + SET_ROLE.slice('select '.length);
const READ_ONLY = "select set_config('transaction_read_only', 'on', true)";

function roleStatement(scope: Omit<TransactionScope, 'readOnly'>): Statement[] {
  return scope.role
    ? [{ text: SET_ROLE, values: [scope.role, scope.claims ?? '', scope.method ?? '', scope.path ?? ''] }]
    : [];
}

function readPrelude(scope: Omit<TransactionScope, 'readOnly'>): Statement {
  return scope.role
    ? { text: READ_ONLY_AS_ROLE, values: [scope.role, scope.claims ?? '', scope.method ?? '', scope.path ?? ''] }
    : { text: READ_ONLY };
}

/**
 * The one connection to PGlite. Work runs strictly in order (PGlite has a
 * single connection). Each transaction is one extended-protocol pipeline of
 * named prepared statements; queued read-only transactions go together in
 * one message (each its own implicit transaction), and identical reads still
 * waiting share one execution (they would see the same snapshot).
 */
export class Database implements Connection {
  private readonly pg: PGlite;
  private readonly queue: QueueEntry[] = [];
  private readonly waiting = new Map<string, Promise<unknown>>();
  private readonly statements = new StatementCache();
  private running = false;
  private drainScheduled = false;
  private closed = false;
  generation = 0;

  constructor(pg: PGlite) {
    this.pg = pg;
  }

  /** Run `fn` alone on the connection. With a key, joins an identical task that has not started yet. */
  exclusive<T>(fn: (conn: Connection) => Promise<T>, coalesceKey?: string): Promise<T> {
    return this.enqueue<T>(coalesceKey, (resolve, reject) => ({
      kind: 'task',
      key: coalesceKey,
      run: () => fn(this).then(resolve, reject),
    }));
  }

  /** A read-only transaction that may share a message with other reads (and its result with identical ones). */
  read<T>(job: ReadJob<T>, coalesceKey?: string): Promise<T> {
    return this.enqueue<T>(coalesceKey, (resolve, reject) => ({
      kind: 'read',
      key: coalesceKey,
      job: job as ReadJob<unknown>,
      resolve: resolve as (value: unknown) => void,
      reject,
    }));
  }

  private enqueue<T>(
    key: string | undefined,
    make: (resolve: (v: T) => void, reject: (e: unknown) => void) => QueueEntry,
  ): Promise<T> {
    if (this.closed) return Promise.reject(new Error('database is closed'));
    if (key !== undefined) {
      const pending = this.waiting.get(key);
      if (pending) return pending as Promise<T>;
    }
    const promise = new Promise<T>((resolve, reject) => this.queue.push(make(resolve, reject)));
    if (key !== undefined) this.waiting.set(key, promise);
    this.scheduleDrain();
    return promise;
  }

  /**
   * Start work after the current I/O phase: PGlite answers without yielding
   * to the event loop, so without this every request would run before the
   * next one is even parsed, and nothing could be shared or batched.
   */
  private scheduleDrain(): void {
    if (this.running || this.drainScheduled) return;
    this.drainScheduled = true;
    setImmediate(() => {
      this.drainScheduled = false;
      void this.drain();
    });
  }

  private async drain(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      while (this.queue.length) {
        const head = this.queue[0]!;
        if (head.kind === 'task') {
          this.queue.shift();
          if (head.key !== undefined) this.waiting.delete(head.key);
          await head.run();
          continue;
        }
        const batch: Extract<QueueEntry, { kind: 'read' }>[] = [];
        while (batch.length < READS_PER_MESSAGE && this.queue[0]?.kind === 'read') {
          const entry = this.queue.shift() as Extract<QueueEntry, { kind: 'read' }>;
          if (entry.key !== undefined) this.waiting.delete(entry.key);
          batch.push(entry);
        }
        await this.runReads(batch);
      }
    } finally {
      this.running = false;
    }
  }

  /** Prepare statements new to the cache, each on its own; returns the errors of those that failed. */
  private async prepareNew(texts: string[]): Promise<Map<string, PgError>> {
    const failed = new Map<string, PgError>();
    const fresh = [...new Set(texts)]
      .filter((t) => !this.statements.nameOf(t))
      .map((text) => ({ text, name: this.statements.newName() }));
    if (!fresh.length) return failed;
    const { messages } = await this.pg.execProtocol(encodeParses(fresh), { throwOnError: false, syncToFs: false });
    splitAtSync(messages as unknown as { name: string }[]).forEach((piece, i) => {
      const outcome = readPipeline(piece);
      const s = fresh[i];
      if (!s) return;
      if (outcome.error) failed.set(s.text, outcome.error);
      else this.statements.remember(s.text, s.name);
    });
    return failed;
  }

  private async runReads(batch: Extract<QueueEntry, { kind: 'read' }>[]): Promise<void> {
    const generation = this.generation;
    const jobs: { entry: (typeof batch)[number]; statements: Statement[]; own: number }[] = [];
    for (const entry of batch) {
      try {
        const own = entry.job.prepare(generation);
        const statements = [readPrelude(entry.job.scope), ...own];
        jobs.push({ entry, statements, own: own.length });
      } catch (error) {
        entry.reject(error);
      }
    }
    try {
      const failed = await this.prepareNew(jobs.flatMap((j) => j.statements.map((s) => s.text)));
      const runnable = jobs.filter((j) => {
        const bad = j.statements.find((s) => failed.has(s.text));
        if (bad) j.entry.reject(new DatabaseError(failed.get(bad.text)!));
        return !bad;
      });
      if (!runnable.length) return;
      const segments = this.statements.encode(runnable.map((j) => j.statements));
      const message = encodeSegments(segments, this.statements.takeClosing());
      const { messages } = await this.pg.execProtocol(message, { throwOnError: false, syncToFs: false });
      const pieces = splitAtSync(messages as unknown as { name: string }[]);
      const offset = pieces.length - runnable.length; // a leading piece answers the Close messages
      runnable.forEach((job, i) => {
        const outcome = readPipeline(pieces[offset + i] ?? []);
        if (outcome.error) return job.entry.reject(new DatabaseError(outcome.error));
        try {
          job.entry.resolve(job.entry.job.finish(outcome.results.slice(outcome.results.length - job.own), generation));
        } catch (error) {
          job.entry.reject(error);
        }
      });
    } catch (error) {
      for (const j of jobs) j.entry.reject(error);
    }
  }

  async transaction(
    statements: Statement[],
    scope: TransactionScope,
    commitIf?: (results: StatementResult[]) => boolean,
  ): Promise<StatementResult[]> {
    const prelude: Statement[] = [{ text: scope.readOnly ? 'begin read only' : 'begin' }, ...roleStatement(scope)];
    if (commitIf) {
      const results = (await this.pipeline([...prelude, ...statements], true)).slice(prelude.length);
      let commit = false;
      try {
        commit = commitIf(results);
      } finally {
        await this.pg.exec(commit ? 'commit' : 'rollback');
      }
      if (commit && !scope.readOnly) this.generation += 1;
      return results;
    }
    const results = await this.pipeline([...prelude, ...statements, { text: 'commit' }]);
    if (!scope.readOnly) this.generation += 1;
    return results.slice(prelude.length, prelude.length + statements.length);
  }

  private async pipeline(statements: Statement[], leaveOpen = false): Promise<StatementResult[]> {
    const failed = await this.prepareNew(statements.map((s) => s.text));
    const bad = statements.find((s) => failed.has(s.text));
    if (bad) throw new DatabaseError(failed.get(bad.text)!);
    const [items] = this.statements.encode([statements]);
    const { messages } = await this.pg.execProtocol(encodePipeline(items!, this.statements.takeClosing()), {
      throwOnError: false,
      syncToFs: false,
    });
    const pieces = splitAtSync(messages as unknown as { name: string }[]);
    const outcome = readPipeline(pieces[pieces.length - 1] ?? []);
    if (outcome.error || outcome.status !== (leaveOpen ? 'T' : 'I')) {
      if (outcome.status !== 'I') await this.pg.exec('rollback');
      throw new DatabaseError(
        outcome.error ?? { code: 'XX000', message: 'transaction did not finish', detail: null, hint: null },
      );
    }
    return outcome.results;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.exclusive(async () => undefined); // let queued work finish first
    this.closed = true;
    await this.pg.close();
  }
}
