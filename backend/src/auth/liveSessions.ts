import type { Database } from '../db/Database';
import * as store from './authStore';

/** Session ids remembered at most (live or ended); the oldest is forgotten first and simply looked up again. */
const REMEMBERED = 50_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Which sessions are live, remembered so that checking an access token's
 * `session_id` on every signed-in request costs a Map lookup, not a database
 * round trip. Exact because the backend is its database's only writer and
 * sessions end only here (sign-out, a password change, refresh-token reuse):
 * each ending marks its ids ended as soon as it commits. A look-up still in
 * flight when its session ends cannot bring it back to life: a remembered
 * "ended" is never overwritten.
 */
export class LiveSessions {
  private readonly known = new Map<string, boolean>();
  constructor(private readonly db: Database) {}

  /** Is this session still live (not signed out, not ended by a password change or reuse)? */
  async isLive(sessionId: string): Promise<boolean> {
    const known = this.known.get(sessionId);
    if (known !== undefined) return known;
    if (!UUID.test(sessionId)) return false;
    const live = await store.sessionExists(this.db, sessionId);
    if (!this.known.has(sessionId)) this.remember(sessionId, live);
    return this.known.get(sessionId)!;
  }

  /** Sign out: `local` ends this session, `others` every other one of the user, `global` all of them. */
  async endForUser(userId: string, sessionId: string | undefined, scope: string): Promise<void> {
    this.markEnded(await store.endSessions(this.db, userId, sessionId, scope));
  }

  /** End one session (refresh-token reuse). */
  async end(sessionId: string): Promise<void> {
    await store.endSession(this.db, sessionId);
    this.markEnded([sessionId]);
  }

  private markEnded(ids: readonly string[]): void {
    for (const id of ids) this.remember(id, false);
  }

  private remember(sessionId: string, live: boolean): void {
    this.known.delete(sessionId);
    this.known.set(sessionId, live);
    if (this.known.size > REMEMBERED) this.known.delete(this.known.keys().next().value as string);
  }
}

const byDatabase = new WeakMap<Database, LiveSessions>();

/** The one LiveSessions of a backend's database (every path that ends or checks sessions shares it). */
export function liveSessions(db: Database): LiveSessions {
  let sessions = byDatabase.get(db);
  if (!sessions) byDatabase.set(db, (sessions = new LiveSessions(db)));
  return sessions;
}
