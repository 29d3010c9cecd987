/**
 * How the one database connection is shared between clients (a client is an
 * address and who is signed in there: `clientKey`). Each client has a bucket
 * of database time: it fills at `refillMsPerSecond` up to `burstMs`, and every
 * transaction the client runs is charged the time it held the connection
 * beyond its first `freeMs` (a transaction that had to be stopped also pays
 * for reopening the database, which holds everyone up).
 *
 * - A client whose bucket is below `minStartMs` is **held** while another
 *   client has been active in the last `activeWindowMs`: its work waits until
 *   the bucket fills again. Alone, anyone runs (nothing is wasted).
 * - A transaction may run past its client's bucket (its **slice**) only while
 *   no other client's work is waiting; once someone waits it is stopped, with
 *   Postgres's statement-timeout error. Its role's statement timeout is the
 *   hard limit either way.
 * - Clients take turns: work is started in order of the fullest bucket first.
 *
 * So one client, however many connections it opens and however costly its
 * reads, holds the database for at most `burstMs` (+ a reopening) at a time
 * while others wait, and for about `refillMsPerSecond / 1000` of the time
 * after that. The backend's own work (no client) is never held.
 */
export interface FairShareLimits {
  /** Database time a client may use at once while others wait (the bucket's size), ms. */
  burstMs: number;
  /** Database time a client earns per second, ms (its long-run share when others are active). */
  refillMsPerSecond: number;
  /** A held client starts again when its bucket holds this much, ms. */
  minStartMs: number;
  /** The first ms of each transaction are not charged: a client of cheap reads is never held. */
  freeMs: number;
  /** How long after its last request a client still counts as active, ms. */
  activeWindowMs: number;
}

export const DEFAULT_FAIR_SHARE: FairShareLimits = {
  burstMs: 500,
  refillMsPerSecond: 50,
  minStartMs: 50,
  freeMs: 20,
  activeWindowMs: 1_000,
};

interface Bucket {
  tokens: number;
  filledAt: number;
  activeAt: number;
}

export class FairShare {
  private readonly buckets = new Map<string, Bucket>();
  /** The two clients most recently active, most recent first (enough to answer `othersActive`). */
  private recent: { client: string; at: number }[] = [];

  constructor(
    readonly limits: FairShareLimits = DEFAULT_FAIR_SHARE,
    private readonly now: () => number = () => performance.now(),
  ) {}

  private bucket(client: string): Bucket {
    const now = this.now();
    let bucket = this.buckets.get(client);
    if (!bucket) {
      bucket = { tokens: this.limits.burstMs, filledAt: now, activeAt: -Infinity };
      this.buckets.set(client, bucket);
      if (this.buckets.size > 10_000) this.forgetIdle(now);
    } else if (now > bucket.filledAt) {
      bucket.tokens = Math.min(
        this.limits.burstMs,
        bucket.tokens + ((now - bucket.filledAt) * this.limits.refillMsPerSecond) / 1000,
      );
      bucket.filledAt = now;
    }
    return bucket;
  }

  /** Full buckets of clients gone quiet carry no information: drop them. */
  private forgetIdle(now: number): void {
    for (const [client, b] of this.buckets) {
      const full = b.tokens + ((now - b.filledAt) * this.limits.refillMsPerSecond) / 1000 >= this.limits.burstMs;
      if (full && now - b.activeAt > this.limits.activeWindowMs) this.buckets.delete(client);
    }
  }

  /** The client asked for work, or was answered, just now. */
  touch(client: string): void {
    const at = this.now();
    this.bucket(client).activeAt = at;
    this.recent = [{ client, at }, ...this.recent.filter((r) => r.client !== client)].slice(0, 2);
  }

  /** Database time the client has left, ms (negative: in debt). */
  tokens(client: string): number {
    return this.bucket(client).tokens;
  }

  /** One transaction of the client held the connection for `ms`. */
  chargeTransaction(client: string, ms: number): void {
    this.charge(client, ms - this.limits.freeMs);
  }

  /** Charge the client `ms` of database time (e.g. the reopening its stopped transaction caused). */
  charge(client: string, ms: number): void {
    if (ms > 0) this.bucket(client).tokens -= ms;
  }

  /** Whether a client other than `client` asked for work within the active window. */
  othersActive(client: string): boolean {
    const since = this.now() - this.limits.activeWindowMs;
    return this.recent.some((r) => r.client !== client && r.at >= since);
  }

  /**
   * Whether the client's work may start now. `othersQueued`: another client's work is waiting in the queue, so
   * that client is active however long ago it asked (it may have waited through a reopening longer than the window).
   */
  mayStart(client: string, othersQueued = false): boolean {
    return this.tokens(client) >= this.limits.minStartMs || (!othersQueued && !this.othersActive(client));
  }

  /** How long until a held client may start (its bucket reaches `minStartMs`), ms. */
  waitMs(client: string): number {
    const missing = this.limits.minStartMs - this.tokens(client);
    return missing <= 0 ? 0 : Math.ceil((missing * 1000) / this.limits.refillMsPerSecond);
  }

  /** How long the client's next transaction may run while others wait, ms. */
  slice(client: string): number {
    return Math.max(this.tokens(client), this.limits.minStartMs) + this.limits.freeMs;
  }
}

/**
 * Who shares the database: the client's address and who it is signed in as (or its role), and
 * whether the shop's server asks for that shopper's page (`forShopper`) or the address itself asks.
 */
export function clientKey(ip: string, role: string, sub?: string, forShopper = false): string {
  return `${ip}|${sub ?? role}${forShopper ? '|page' : ''}`;
}
