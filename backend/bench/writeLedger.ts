/**
 * Every write the load test attempts, and whether the backend acknowledged it
 * (2xx), compared afterwards with what the database really holds.
 *
 * Each attempt carries a unique key that is written into the row itself (an
 * e-mail address, a shipping line, a display name), so a stored row is traced
 * back to the exact attempt that wrote it.
 *
 * - Inserts (sign-ups, newsletter subscriptions, orders): every acknowledged
 *   key must be stored (else it is **lost**) with the fields its answer
 *   reported (else **mismatched**); a stored key nobody attempted is a
 *   **phantom**. An attempt that failed but whose row is stored anyway (a
 *   timeout after the commit) is allowed and counted as `unackedStored`.
 * - Profile updates (last write wins per owner): the stored value must be the
 *   owner's last acknowledged update, or an attempt made after it; an older
 *   value or none means the acknowledged update was lost.
 */

export type WriteKind = 'signup' | 'newsletter' | 'order' | 'profile';

export const WRITE_KINDS: WriteKind[] = ['signup', 'newsletter', 'order', 'profile'];

export interface WriteAttempt {
  kind: WriteKind;
  /** Unique per attempt, and stored in the row. */
  key: string;
  /** Profile updates: whose row (attempts of one owner are in the order they were made). */
  owner?: string;
  /** The backend answered 2xx (and the answer was the row we asked for). */
  acked: boolean;
  /** What the acknowledging answer said was stored, compared field by field with the row. */
  expected?: Record<string, unknown>;
}

/** A row found in the database, reduced to the attempt key it carries and the fields to compare. */
export interface StoredWrite {
  kind: WriteKind;
  /** The attempt key in the row; for a profile never updated, null. */
  key: string | null;
  owner?: string;
  fields?: Record<string, unknown>;
}

export interface WriteCheck {
  kind: WriteKind;
  attempted: number;
  acked: number;
  stored: number;
  /** Acknowledged, yet not in the database (or overwritten by an older value). */
  lost: string[];
  /** In the database, yet never attempted. */
  phantom: string[];
  /** Stored, but not with the fields the acknowledgement reported. */
  mismatched: string[];
  /** Not acknowledged, but stored anyway (allowed: e.g. a time-out after the commit). */
  unackedStored: number;
}

export class WriteLedger {
  readonly attempts: WriteAttempt[] = [];

  /** Record an attempt before it is sent; call `ack` on it when the answer is a 2xx. */
  attempt(kind: WriteKind, key: string, owner?: string): WriteAttempt {
    const attempt: WriteAttempt = { kind, key, owner, acked: false };
    this.attempts.push(attempt);
    return attempt;
  }

  static ack(attempt: WriteAttempt, expected?: Record<string, unknown>): void {
    attempt.acked = true;
    attempt.expected = expected;
  }
}

const sameValue = (a: unknown, b: unknown) =>
  typeof a === 'number' || typeof b === 'number' ? Number(a) === Number(b) : a === b;

function differs(expected: Record<string, unknown> | undefined, fields: Record<string, unknown> | undefined) {
  if (!expected) return false;
  return Object.entries(expected).some(([name, value]) => !sameValue(value, fields?.[name]));
}

function checkInserts(kind: WriteKind, attempts: WriteAttempt[], stored: StoredWrite[]): WriteCheck {
  const byKey = new Map(attempts.map((a) => [a.key, a]));
  const storedByKey = new Map<string, StoredWrite[]>();
  for (const row of stored) {
    const list = storedByKey.get(row.key ?? '') ?? [];
    list.push(row);
    storedByKey.set(row.key ?? '', list);
  }
  const check: WriteCheck = {
    kind,
    attempted: attempts.length,
    acked: attempts.filter((a) => a.acked).length,
    stored: stored.length,
    lost: [],
    phantom: [],
    mismatched: [],
    unackedStored: 0,
  };
  for (const a of attempts) {
    const rows = storedByKey.get(a.key) ?? [];
    if (a.acked && rows.length === 0) check.lost.push(a.key);
    else if (a.acked && (rows.length > 1 || differs(a.expected, rows[0]!.fields))) check.mismatched.push(a.key);
    else if (!a.acked && rows.length > 0) check.unackedStored += 1;
  }
  for (const [key, rows] of storedByKey) if (!byKey.has(key)) for (const _ of rows) check.phantom.push(key);
  return check;
}

function checkLastWriteWins(kind: WriteKind, attempts: WriteAttempt[], stored: StoredWrite[]): WriteCheck {
  const byOwner = new Map<string, WriteAttempt[]>();
  for (const a of attempts) {
    const list = byOwner.get(a.owner ?? '') ?? [];
    list.push(a);
    byOwner.set(a.owner ?? '', list);
  }
  const storedByOwner = new Map(stored.map((row) => [row.owner ?? '', row]));
  const check: WriteCheck = {
    kind,
    attempted: attempts.length,
    acked: attempts.filter((a) => a.acked).length,
    stored: stored.filter((row) => row.key !== null).length,
    lost: [],
    phantom: [],
    mismatched: [],
    unackedStored: 0,
  };
  for (const [owner, list] of byOwner) {
    const lastAcked = list.findLastIndex((a) => a.acked);
    const row = storedByOwner.get(owner);
    const at = row?.key == null ? -1 : list.findIndex((a) => a.key === row.key);
    if (row?.key != null && at < 0) check.phantom.push(row.key);
    else if (lastAcked >= 0 && at < lastAcked) check.lost.push(list[lastAcked]!.key);
    else if (at >= 0 && !list[at]!.acked) check.unackedStored += 1;
    else if (at >= 0 && differs(list[at]!.expected, row?.fields)) check.mismatched.push(list[at]!.key);
  }
  // a stored value on a row whose owner never attempted an update
  for (const row of stored) if (row.key !== null && !byOwner.has(row.owner ?? '')) check.phantom.push(row.key);
  return check;
}

/** Compare the ledger with the rows found, kind by kind. */
export function checkWrites(attempts: WriteAttempt[], stored: StoredWrite[]): WriteCheck[] {
  return WRITE_KINDS.map((kind) => {
    const mine = attempts.filter((a) => a.kind === kind);
    const rows = stored.filter((s) => s.kind === kind);
    return kind === 'profile' ? checkLastWriteWins(kind, mine, rows) : checkInserts(kind, mine, rows);
  });
}

/** Lost + phantom + mismatched, over every kind: 0 is the target. */
export const writeProblems = (checks: WriteCheck[]): number =>
  checks.reduce((n, c) => n + c.lost.length + c.phantom.length + c.mismatched.length, 0);
