import { ENGINE_FAILED, type BackendMessage, type DatabaseThread } from './DatabaseThread';
import { DEFAULT_FAIR_SHARE, FairShare, type FairShareLimits } from './fairShare';
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
  /**
   * The request's headers as JSON, exposed as `request.headers` (as PostgREST sets it) to writes; reads get none
   * (identical reads share one execution, and no read of the schema looks at them).
   */
  headers?: string;
  /** Who shares the database (`clientKey`): its turns and its time are counted; omitted = the backend's own work. */
  client?: string;
}

/** How long one statement of each caller may run, in milliseconds (Supabase's defaults: anon 3 s, authenticated 8 s). */
export interface StatementTimeouts {
  anon: number;
  authenticated: number;
  /** service_role, and the owner's own work (auth, start-up reads). */
  service: number;
}

/**
 * A check or not-null violation's detail is `Failing row contains (…)`: the
 * whole row, echoed to whoever sent it. The message already names the
 * constraint, so that detail is dropped.
 */
function detailForClient(detail: string | null): string | null {
  return detail !== null && /^Failing row contains/i.test(detail) ? null : detail;
}

export class DatabaseError extends Error {
  readonly code: string;
  readonly detail: string | null;
  readonly hint: string | null;
  constructor(error: PgError) {
    super(error.message);
    this.code = error.code;
    this.detail = detailForClient(error.detail);
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
type ReadEntry = Extract<QueueEntry, { kind: 'read' }>;

/** One transaction of a message to the database, as the watchdog sees it. */
interface Watched {
  /** Whose time it is (`undefined`: the backend's own, never cut short). */
  client?: string;
  /** Its role's statement timeout (× statements): it is stopped there whatever else happens. */
  hardMs: number;
  /**
   * A read, stopped past its client's bucket once another client waits. Writes run to their
   * hard limit (their time is still charged): they are few, rate-limited where it matters, and
   * one stopped after its COMMIT would be answered as failed.
   */
  read?: boolean;
}

/** Key of the backend's own work in the queues. */
const OWN_WORK = '';
/** How often a transaction past its slice checks whether someone else now waits, ms. */
const OVERRUN_CHECK_MS = 25;

/**
 * A Parse answered with neither ParseComplete nor an error: PGlite lost the
 * error on the way (a statement nested too deeply for its stack). Said as
 * Postgres says it, instead of the next step's "prepared statement does not exist".
 */
const UNPREPARED: PgError = {
  code: '54001',
  message: 'statement too complex: the database could not prepare it',
  detail: null,
  hint: 'Simplify the request: fewer nested JSON steps, filters or columns.',
};

const SHUTTING_DOWN: PgError = {
  code: '57P01',
  message: 'terminating connection due to administrator command',
  detail: null,
  hint: null,
};

const READS_PER_MESSAGE = 64;
const SET_ROLE =
  "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), " +
  "set_config('request.method', $3, true), set_config('request.path', $4, true)";
/** Read only from here to the end of the (implicit) transaction, then the caller's role. */
const READ_ONLY_AS_ROLE = "select set_config('transaction_read_only', 'on', true), " + SET_ROLE.slice('select '.length);
const READ_ONLY = "select set_config('transaction_read_only', 'on', true)";

/** A write's: the caller's role and claims, and the request's headers. */
const SET_ROLE_AND_HEADERS = SET_ROLE + ", set_config('request.headers', $5, true)";

function roleStatement(scope: Omit<TransactionScope, 'readOnly'>): Statement[] {
  return scope.role
    ? [
        {
          text: SET_ROLE_AND_HEADERS,
          values: [scope.role, scope.claims ?? '', scope.method ?? '', scope.path ?? '', scope.headers ?? ''],
        },
      ]
    : [];
}

function readPrelude(scope: Omit<TransactionScope, 'readOnly'>): Statement {
  return scope.role
    ? { text: READ_ONLY_AS_ROLE, values: [scope.role, scope.claims ?? '', scope.method ?? '', scope.path ?? ''] }
    : { text: READ_ONLY };
}

/**
 * The one connection to PGlite (on its own thread, `DatabaseThread`). Work
 * runs strictly in order (PGlite has a single connection). Each transaction
 * is one extended-protocol pipeline of named prepared statements; queued
 * read-only transactions go together in one message (each its own implicit
 * transaction), and identical reads still waiting share one execution (they
 * would see the same snapshot). Every transaction has a time budget: its
 * caller's statement timeout for each of its statements.
 */
export class Database implements Connection {
  /** Work waiting, per client (`OWN_WORK` for the backend's own), each in order of arrival. */
  private readonly queues = new Map<string, QueueEntry[]>();
  private readonly fair: FairShare;
  private refillTimer: NodeJS.Timeout | undefined;
  /** A reopening caused by a client's stopped transaction, charged before its length was known. */
  private unsettled: { client: string; charged: number; restart: number } | undefined;
  private readonly waiting = new Map<string, Promise<unknown>>();
  private statements = new StatementCache();
  private restartsSeen = 0;
  private running = false;
  private drainScheduled = false;
  private closed = false;
  private closing = false;
  generation = 0;

  constructor(
    private readonly pg: DatabaseThread,
    private readonly timeouts: StatementTimeouts,
    fairShare: FairShareLimits = DEFAULT_FAIR_SHARE,
    /** Where a stopped transaction is said, with why (a CI failure's log must say it). */
    private readonly log: (event: Record<string, unknown>) => void = () => undefined,
  ) {
    for (const [who, ms] of Object.entries(timeouts)) {
      if (!(ms > 0)) throw new Error(`the ${who} statement timeout must be a positive number of milliseconds`);
    }
    this.restartsSeen = pg.restarts;
    this.fair = new FairShare(fairShare);
  }

  /** The time `statements` statements of `role` may take together. */
  private budget(role: string | undefined, statements: number): number {
    const limit =
      role === 'anon'
        ? this.timeouts.anon
        : role === 'authenticated'
          ? this.timeouts.authenticated
          : this.timeouts.service;
    return limit * Math.max(1, statements);
  }

  /**
   * After the database was opened again (a transaction was stopped), the
   * prepared statements are gone, and a write may have committed just before
   * its thread ended: forget the names, move to a new generation.
   */
  private noticeRestart(): boolean {
    if (this.pg.restarts === this.restartsSeen) return false;
    this.restartsSeen = this.pg.restarts;
    this.statements = new StatementCache();
    this.generation += 1;
    return true;
  }

  /**
   * Send one message; the answer cut at each Sync (transactions after a stopped one are missing).
   * Each transaction may run its client's slice, and on to its hard limit only while no other
   * client's work waits; its client is charged the time it held the database.
   */
  private async send(
    message: Uint8Array,
    transactions: Watched[],
  ): Promise<{ pieces: BackendMessage[][]; restarted: boolean }> {
    const watched = (i: number): Watched => transactions[Math.min(i, transactions.length - 1)]!;
    /** Why the watchdog stopped the running transaction, said once it has ended. */
    let stoppedFor: Record<string, unknown> = { why: 'engine_failed' };
    /** Each transaction's budget as it started (a read's: its slice). */
    const budgets: number[] = [];
    const { messages } = await this.pg.execProtocol(message, {
      throwOnError: false,
      syncToFs: false,
      budgetsMs: (i) => {
        const { client, hardMs, read } = watched(i);
        budgets[i] = client === undefined || !read ? hardMs : Math.min(hardMs, this.fair.slice(client));
        return budgets[i];
      },
      overrun: (i, ranMs) => {
        const { client, hardMs, read } = watched(i);
        if (client === undefined || !read || ranMs >= hardMs - 1) {
          stoppedFor = { why: 'statement_timeout', hardMs };
          return 0;
        }
        const later = transactions.slice(i + 1).find((t) => t.client !== client);
        const waiting = later ? (later.client ?? OWN_WORK) : this.otherWaiting(client);
        if (waiting === undefined) return Math.min(OVERRUN_CHECK_MS, hardMs - ranMs);
        // Stopping it costs whoever waits a reopening of the database (seconds on a loaded machine), and its client
        // an error: a read less than one reopening past its slice goes on, as it may answer before a reopening would
        const slice = budgets[i] ?? 0;
        const grace = slice + this.pg.restartMs - ranMs;
        if (grace >= 1) return Math.min(grace, hardMs - ranMs);
        stoppedFor = {
          why: 'fair_share',
          waiting: waiting || 'backend',
          tokens: Math.round(this.fair.tokens(client)),
          sliceMs: Math.round(slice),
          reopeningMs: this.pg.restartMs,
          hardMs,
        };
        return 0;
      },
      onTransactionEnd: (i, ms, stopped) => {
        const { client } = watched(i);
        if (stopped) this.log({ event: 'transaction_stopped', client, ms: Math.round(ms), ...stoppedFor });
        if (client === undefined) return;
        this.fair.chargeTransaction(client, ms);
        this.fair.touch(client); // a client whose answer just went out is still active: its next request is coming
        if (!stopped) return;
        // the reopening it causes holds everyone up: charged now as long as the last one took, settled when done
        this.fair.charge(client, this.pg.restartMs);
        this.unsettled = { client, charged: this.pg.restartMs, restart: this.pg.restarts + 1 };
      },
    });
    this.settleRestart();
    return { pieces: splitAtSync(messages), restarted: this.noticeRestart() };
  }

  /** The reopening a stopped transaction caused has finished: its client pays what it really took. */
  private settleRestart(): void {
    const due = this.unsettled;
    if (!due || this.pg.restartsDone < due.restart) return;
    this.unsettled = undefined;
    if (this.pg.restartsDone === due.restart) this.fair.charge(due.client, this.pg.restartMs - due.charged);
  }

  /** Another client whose work may start now is waiting: which one (`OWN_WORK` for the backend's own). */
  private otherWaiting(client: string): string | undefined {
    for (const [other, queue] of this.queues) {
      if (other !== client && queue.length && (other === OWN_WORK || this.fair.mayStart(other))) return other;
    }
    return undefined;
  }

  private service(): Watched {
    return { hardMs: this.timeouts.service };
  }

  private async endTransaction(commit: boolean): Promise<void> {
    // the thread that held the open transaction was replaced: nothing of it was committed
    if (this.noticeRestart()) throw new DatabaseError({ ...ENGINE_FAILED, detail: null, hint: null });
    try {
      await this.pg.exec(commit ? 'commit' : 'rollback', this.timeouts.service);
    } catch (error) {
      const e = error as { code?: string; message?: string };
      throw new DatabaseError({
        code: e.code ?? 'XX000',
        message: e.message ?? 'database error',
        detail: null,
        hint: null,
      });
    }
  }

  /**
   * Run `fn` alone on the connection. With a key, joins an identical task that has not started yet.
   * `client` is whose turn it takes (its transactions name it in their scope to be timed as its own).
   */
  exclusive<T>(fn: (conn: Connection) => Promise<T>, coalesceKey?: string, client?: string): Promise<T> {
    return this.enqueue<T>(coalesceKey, client, (resolve, reject) => ({
      kind: 'task',
      key: coalesceKey,
      run: () => fn(this).then(resolve, reject),
    }));
  }

  /** A read-only transaction that may share a message with other reads (and its result with identical ones). */
  read<T>(job: ReadJob<T>, coalesceKey?: string): Promise<T> {
    return this.enqueue<T>(coalesceKey, job.scope.client, (resolve, reject) => ({
      kind: 'read',
      key: coalesceKey,
      job: job as ReadJob<unknown>,
      resolve: resolve as (value: unknown) => void,
      reject,
    }));
  }

  private enqueue<T>(
    key: string | undefined,
    client: string | undefined,
    make: (resolve: (v: T) => void, reject: (e: unknown) => void) => QueueEntry,
  ): Promise<T> {
    if (this.closed) return Promise.reject(new Error('database is closed'));
    if (client !== undefined) this.fair.touch(client);
    if (key !== undefined) {
      const pending = this.waiting.get(key);
      if (pending) return pending as Promise<T>;
    }
    const queueKey = client ?? OWN_WORK;
    let queue = this.queues.get(queueKey);
    if (!queue) this.queues.set(queueKey, (queue = []));
    const into = queue;
    const promise = new Promise<T>((resolve, reject) => into.push(make(resolve, reject)));
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

  /**
   * Clients with work that may start now, in turn: the backend's own work first, then the
   * fullest bucket first (the client that used the database least lately).
   */
  private clientsInTurn(): string[] {
    const ready: { client: string; tokens: number }[] = [];
    // clients not in debt with work waiting count as active, however long they have waited (through a reopening)
    const waiting = [...this.queues.keys()].filter(
      (client) =>
        client !== OWN_WORK &&
        this.queues.get(client)!.length > 0 &&
        this.fair.tokens(client) >= this.fair.limits.minStartMs,
    );
    for (const [client, queue] of this.queues) {
      if (!queue.length) this.queues.delete(client);
      else if (client === OWN_WORK) ready.push({ client, tokens: Infinity });
      else if (
        this.closing ||
        this.fair.mayStart(
          client,
          waiting.some((other) => other !== client),
        )
      )
        ready.push({ client, tokens: this.fair.tokens(client) });
    }
    return ready.sort((a, b) => b.tokens - a.tokens).map((r) => r.client);
  }

  /** Every client with work waiting is held: look again when the first may start. */
  private waitForRefill(): void {
    if (this.refillTimer || this.closed) return;
    let wait = this.fair.limits.activeWindowMs; // by then the others may have gone quiet
    for (const client of this.queues.keys()) wait = Math.min(wait, this.fair.waitMs(client));
    this.refillTimer = setTimeout(
      () => {
        this.refillTimer = undefined;
        this.scheduleDrain();
      },
      Math.max(5, wait),
    );
  }

  private take(client: string): QueueEntry {
    const entry = this.queues.get(client)!.shift()!;
    if (entry.key !== undefined) this.waiting.delete(entry.key);
    return entry;
  }

  private async drain(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (;;) {
        const turn = this.clientsInTurn();
        if (!turn.length) {
          if (this.queues.size) this.waitForRefill();
          break;
        }
        const first = turn[0]!;
        if (this.queues.get(first)![0]!.kind === 'task') {
          await (this.take(first) as Extract<QueueEntry, { kind: 'task' }>).run();
          continue;
        }
        // reads of the clients in turn, one of each per round, until a task or the message is full
        const batch: ReadEntry[] = [];
        for (let round = true; round && batch.length < READS_PER_MESSAGE;) {
          round = false;
          for (const client of turn) {
            if (batch.length >= READS_PER_MESSAGE) break;
            if (this.queues.get(client)?.[0]?.kind !== 'read') continue;
            batch.push(this.take(client) as ReadEntry);
            round = true;
          }
        }
        await this.runReads(batch);
      }
    } finally {
      this.running = false;
    }
  }

  /** Prepare statements new to the cache, each on its own; returns the errors of those that failed. */
  private async prepareNew(texts: string[]): Promise<Map<string, PgError>> {
    this.noticeRestart();
    const failed = new Map<string, PgError>();
    const fresh = [...new Set(texts)]
      .filter((t) => !this.statements.nameOf(t))
      .map((text) => ({ text, name: this.statements.newName() }));
    if (!fresh.length) return failed;
    const { pieces, restarted } = await this.send(
      encodeParses(fresh),
      fresh.map(() => this.service()),
    );
    if (restarted) return failed; // prepared on the thread that was stopped: the run itself parses them again
    pieces.forEach((piece, i) => {
      const outcome = readPipeline(piece);
      const s = fresh[i];
      if (!s) return;
      if (outcome.error) failed.set(s.text, outcome.error);
      else if (!outcome.parsedCount) failed.set(s.text, UNPREPARED);
      else this.statements.remember(s.text, s.name);
    });
    return failed;
  }

  private async runReads(batch: ReadEntry[]): Promise<void> {
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
      const closing = this.statements.takeClosing();
      const segments = this.statements.encode(runnable.map((j) => j.statements));
      const watched = runnable.map((j): Watched => ({
        client: j.entry.job.scope.client,
        hardMs: this.budget(j.entry.job.scope.role, j.own),
        read: true,
      }));
      const { pieces } = await this.send(
        encodeSegments(segments, closing),
        closing.length ? [this.service(), ...watched] : watched,
      );
      const answers = closing.length ? pieces.slice(1) : pieces; // a leading piece answers the Close messages
      const notRun: (typeof batch)[number][] = [];
      runnable.forEach((job, i) => {
        const piece = answers[i];
        // after a transaction that was stopped nothing ran: those reads go first in the queue again
        if (!piece) return void notRun.push(job.entry);
        const outcome = readPipeline(piece);
        if (outcome.error) return job.entry.reject(new DatabaseError(outcome.error));
        try {
          job.entry.resolve(job.entry.job.finish(outcome.results.slice(outcome.results.length - job.own), generation));
        } catch (error) {
          job.entry.reject(error);
        }
      });
      for (const entry of notRun.reverse()) {
        const client = entry.job.scope.client ?? OWN_WORK;
        const queue = this.queues.get(client) ?? [];
        queue.unshift(entry);
        this.queues.set(client, queue);
      }
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
    const budget = this.budget(scope.role, statements.length);
    if (commitIf) {
      const watched = { client: scope.client, hardMs: budget };
      const results = (await this.pipeline([...prelude, ...statements], watched, true)).slice(prelude.length);
      let commit = false;
      try {
        commit = commitIf(results);
      } finally {
        await this.endTransaction(commit);
      }
      if (commit && !scope.readOnly) this.generation += 1;
      return results;
    }
    const results = await this.pipeline([...prelude, ...statements, { text: 'commit' }], {
      client: scope.client,
      hardMs: budget,
    });
    if (!scope.readOnly) this.generation += 1;
    return results.slice(prelude.length, prelude.length + statements.length);
  }

  private async pipeline(statements: Statement[], watched: Watched, leaveOpen = false): Promise<StatementResult[]> {
    const failed = await this.prepareNew(statements.map((s) => s.text));
    const bad = statements.find((s) => failed.has(s.text));
    if (bad) throw new DatabaseError(failed.get(bad.text)!);
    const closing = this.statements.takeClosing();
    const [items] = this.statements.encode([statements]);
    const { pieces } = await this.send(
      encodePipeline(items!, closing),
      closing.length ? [this.service(), watched] : [watched],
    );
    // the last piece: the transaction's answer (or, if the Close part was stopped, that part's error)
    const outcome = readPipeline(pieces[pieces.length - 1] ?? []);
    if (outcome.error || outcome.status !== (leaveOpen ? 'T' : 'I')) {
      if (outcome.status !== 'I') await this.endTransaction(false);
      throw new DatabaseError(
        outcome.error ?? { code: 'XX000', message: 'transaction did not finish', detail: null, hint: null },
      );
    }
    return outcome.results;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    // reads of clients in debt are not run (each could take its whole time limit): they are
    // answered as Postgres answers queries when it shuts down
    for (const [client, queue] of this.queues) {
      if (client === OWN_WORK || this.fair.tokens(client) >= this.fair.limits.minStartMs) continue;
      const kept = queue.filter((entry) => {
        if (entry.kind !== 'read') return true;
        if (entry.key !== undefined) this.waiting.delete(entry.key);
        entry.reject(new DatabaseError(SHUTTING_DOWN));
        return false;
      });
      this.queues.set(client, kept);
    }
    // let the rest of the queued work finish first, nobody held any more
    this.closing = true;
    this.scheduleDrain();
    while (this.running || this.drainScheduled || [...this.queues.values()].some((q) => q.length)) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    this.closed = true;
    clearTimeout(this.refillTimer);
    await this.pg.close();
  }
}
