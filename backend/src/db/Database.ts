import type { PGlite } from '@electric-sql/pglite';
import { encodePipeline, readPipeline, type PgError, type Statement, type StatementResult } from './pipeline';

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

interface QueuedTask {
  run: () => Promise<void>;
  key?: string;
}

const PREPARED_LIMIT = 400;

/**
 * The one connection to PGlite. Work runs strictly one task at a time
 * (PGlite has a single connection); each transaction is sent as a single
 * extended-protocol pipeline with named prepared statements, so a typical
 * request costs one round trip into the database. Identical read tasks that
 * are still waiting share one execution (they would see the same snapshot).
 */
export class Database implements Connection {
  private readonly pg: PGlite;
  private readonly tasks: QueuedTask[] = [];
  private readonly waiting = new Map<string, Promise<unknown>>();
  private running = false;
  private drainScheduled = false;
  private readonly prepared = new Map<string, string>();
  private readonly closeQueue: string[] = [];
  private nextName = 1;
  private closed = false;
  generation = 0;

  constructor(pg: PGlite) {
    this.pg = pg;
  }

  get pglite(): PGlite {
    return this.pg;
  }

  /** Run `fn` alone on the connection. With a key, joins an identical task that has not started yet. */
  exclusive<T>(fn: (conn: Connection) => Promise<T>, coalesceKey?: string): Promise<T> {
    if (this.closed) return Promise.reject(new Error('database is closed'));
    if (coalesceKey !== undefined) {
      const pending = this.waiting.get(coalesceKey);
      if (pending) return pending as Promise<T>;
    }
    const promise = new Promise<T>((resolve, reject) => {
      this.tasks.push({
        key: coalesceKey,
        run: async () => {
          try {
            resolve(await fn(this));
          } catch (error) {
            reject(error);
          }
        },
      });
    });
    if (coalesceKey !== undefined) this.waiting.set(coalesceKey, promise);
    this.scheduleDrain();
    return promise;
  }

  /** Depth of the queue (for logs and tests). */
  get queueLength(): number {
    return this.tasks.length;
  }

  /**
   * Start work after the current I/O phase: PGlite answers without yielding
   * to the event loop, so without this every request would run before the
   * next one is even parsed, and identical requests could never share.
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
      for (let task = this.tasks.shift(); task; task = this.tasks.shift()) {
        if (task.key !== undefined) this.waiting.delete(task.key);
        await task.run();
      }
    } finally {
      this.running = false;
    }
  }

  async transaction(
    statements: Statement[],
    scope: TransactionScope,
    commitIf?: (results: StatementResult[]) => boolean,
  ): Promise<StatementResult[]> {
    const prelude: Statement[] = [{ text: scope.readOnly ? 'begin read only' : 'begin' }];
    if (scope.role) {
      prelude.push({
        text:
          "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), " +
          "set_config('request.method', $3, true), set_config('request.path', $4, true)",
        values: [scope.role, scope.claims ?? '', scope.method ?? '', scope.path ?? ''],
      });
    }
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
    const items = statements.map((statement) => {
      const existing = this.prepared.get(statement.text);
      if (existing) {
        // keep recently used statements at the end of the LRU order
        this.prepared.delete(statement.text);
        this.prepared.set(statement.text, existing);
        return { statement, name: existing, parse: false };
      }
      return { statement, name: `s${this.nextName++}`, parse: true };
    });
    // The same new text twice in one pipeline: parse it once.
    const seen = new Map<string, string>();
    for (const item of items) {
      if (!item.parse) continue;
      const earlier = seen.get(item.statement.text);
      if (earlier) {
        item.name = earlier;
        item.parse = false;
      } else seen.set(item.statement.text, item.name);
    }
    const closing = this.closeQueue.splice(0);
    const message = encodePipeline(items, closing);
    const { messages } = await this.pg.execProtocol(message, { throwOnError: false, syncToFs: false });
    const outcome = readPipeline(messages as unknown as { name: string }[]);

    let parsed = 0;
    for (const item of items) {
      if (!item.parse) continue;
      if (parsed >= outcome.parsedCount) break;
      parsed += 1;
      this.prepared.set(item.statement.text, item.name);
    }
    while (this.prepared.size > PREPARED_LIMIT) {
      const [text, name] = this.prepared.entries().next().value as [string, string];
      this.prepared.delete(text);
      this.closeQueue.push(name);
    }

    if (outcome.error || outcome.status !== (leaveOpen ? 'T' : 'I')) {
      if (outcome.status !== 'I') await this.pg.exec('rollback');
      throw new DatabaseError(outcome.error ?? { code: 'XX000', message: 'transaction did not finish', detail: null, hint: null });
    }
    return outcome.results;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    // let queued work finish first
    await this.exclusive(async () => undefined);
    this.closed = true;
    await this.pg.close();
  }
}
