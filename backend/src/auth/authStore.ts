import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { DatabaseError, type Connection, type Database } from '../db/Database';
import { AuthError } from './authError';
import type { UserRow } from './userObject';

const OWNER = { readOnly: false } as const;
const READ = { readOnly: true } as const;
const USER_BY_EMAIL = 'select row_to_json(u)::text from auth.users u where lower(u.email) = lower($1)';
const USER_BY_ID = 'select row_to_json(u)::text from auth.users u where u.id = $1';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newRefreshToken = () => randomBytes(32).toString('base64url');

function firstUser(rows: (string | null)[][]): UserRow | null {
  const text = rows[0]?.[0];
  return text ? (JSON.parse(text) as UserRow) : null;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [r] = await db.exclusive((c) => c.transaction([{ text: USER_BY_EMAIL, values: [email] }], READ));
  return firstUser(r!.rows);
}

export async function findUserById(db: Database, id: string): Promise<UserRow | null> {
  const [r] = await db.exclusive((c) => c.transaction([{ text: USER_BY_ID, values: [id] }], READ));
  return firstUser(r!.rows);
}

export interface NewUser {
  email: string;
  passwordHash: string;
  metadata: Record<string, unknown>;
  confirmed: boolean;
  confirmationToken: string | null;
}

export async function insertUser(db: Database, user: NewUser): Promise<UserRow> {
  try {
    const [r] = await db.exclusive((c) =>
      c.transaction(
        [
          {
            text: `insert into auth.users (email, encrypted_password, raw_user_meta_data, raw_app_meta_data,
                                           email_confirmed_at, confirmation_token, confirmation_sent_at)
                   values ($1, $2, $3::jsonb, '{"provider":"email","providers":["email"]}'::jsonb,
                           case when $4::boolean then now() end, $5::text, case when $5::text is not null then now() end)
                   returning row_to_json(users.*)::text`,
            values: [
              user.email,
              user.passwordHash,
              JSON.stringify(user.metadata),
              String(user.confirmed),
              user.confirmationToken,
            ],
          },
        ],
        OWNER,
      ),
    );
    return firstUser(r!.rows)!;
  } catch (error) {
    if (error instanceof DatabaseError && error.code === '23505') {
      throw new AuthError(422, 'user_already_exists', 'User already registered');
    }
    throw error;
  }
}

export async function confirmUser(db: Database, token: string): Promise<UserRow | null> {
  const [r] = await db.exclusive((c) =>
    c.transaction(
      [
        {
          text: `update auth.users set email_confirmed_at = now(), confirmation_token = null, updated_at = now()
                 where confirmation_token = $1 and confirmation_sent_at > now() - interval '1 day'
                 returning row_to_json(users.*)::text`,
          values: [token],
        },
      ],
      OWNER,
    ),
  );
  return firstUser(r!.rows);
}

export interface UserChanges {
  email?: string;
  passwordHash?: string;
  metadata?: Record<string, unknown>;
}

export async function updateUser(db: Database, id: string, changes: UserChanges): Promise<UserRow | null> {
  try {
    const [r] = await db.exclusive((c) =>
      c.transaction(
        [
          {
            text: `update auth.users set
                     email = coalesce($2, email),
                     encrypted_password = coalesce($3, encrypted_password),
                     raw_user_meta_data = raw_user_meta_data || coalesce($4::jsonb, '{}'::jsonb),
                     updated_at = now()
                   where id = $1
                   returning row_to_json(users.*)::text`,
            values: [
              id,
              changes.email ?? null,
              changes.passwordHash ?? null,
              changes.metadata ? JSON.stringify(changes.metadata) : null,
            ],
          },
        ],
        OWNER,
      ),
    );
    return firstUser(r!.rows);
  } catch (error) {
    if (error instanceof DatabaseError && error.code === '23505') {
      throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
    }
    throw error;
  }
}

export interface NewSession {
  user: UserRow;
  sessionId: string;
  refreshToken: string;
}

/** Record a sign-in and open a session with its first refresh token, in one transaction. */
export async function startSession(
  db: Database,
  userId: string,
  client: { userAgent: string; ip: string },
): Promise<NewSession> {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  const [user] = await db.exclusive((c) =>
    c.transaction(
      [
        {
          text: 'update auth.users set last_sign_in_at = now() where id = $1 returning row_to_json(users.*)::text',
          values: [userId],
        },
        {
          text: 'insert into auth.sessions (id, user_id, user_agent, ip) values ($1, $2, $3, $4)',
          values: [sessionId, userId, client.userAgent, client.ip],
        },
        {
          text: 'insert into auth.refresh_tokens (token_hash, user_id, session_id) values ($1, $2, $3)',
          values: [hashToken(refreshToken), userId, sessionId],
        },
      ],
      OWNER,
    ),
  );
  return { user: firstUser(user!.rows)!, sessionId, refreshToken };
}

export type RotationOutcome =
  | { kind: 'rotated'; session: NewSession }
  | { kind: 'not_found' }
  | { kind: 'reused'; revokedAgoMs: number; userId: string; sessionId: string };

/** Exchange a refresh token for its successor; a revoked one reports how long ago it was used. */
export async function rotateRefreshToken(db: Database, token: string): Promise<RotationOutcome> {
  const hash = hashToken(token);
  return db.exclusive(async (c: Connection) => {
    const [found] = await c.transaction(
      [
        {
          text: `select rt.revoked::text, rt.user_id::text, rt.session_id::text,
                        (extract(epoch from now() - rt.updated_at) * 1000)::bigint::text
                 from auth.refresh_tokens rt where rt.token_hash = $1`,
          values: [hash],
        },
      ],
      READ,
    );
    const row = found!.rows[0];
    if (!row) return { kind: 'not_found' } as const;
    const [revoked, userId, sessionId, agoMs] = row as string[];
    if (revoked === 'true')
      return { kind: 'reused', revokedAgoMs: Number(agoMs), userId: userId!, sessionId: sessionId! } as const;
    const next = newRefreshToken();
    const [, , , user] = await c.transaction(
      [
        {
          text: 'update auth.refresh_tokens set revoked = true, updated_at = now() where token_hash = $1',
          values: [hash],
        },
        {
          text: 'insert into auth.refresh_tokens (token_hash, user_id, session_id, parent_hash) values ($1, $2, $3, $4)',
          values: [hashToken(next), userId!, sessionId!, hash],
        },
        { text: 'update auth.sessions set updated_at = now() where id = $1', values: [sessionId!] },
        { text: USER_BY_ID, values: [userId!] },
      ],
      OWNER,
    );
    return {
      kind: 'rotated',
      session: { user: firstUser(user!.rows)!, sessionId: sessionId!, refreshToken: next },
    } as const;
  });
}

export async function sessionExists(db: Database, sessionId: string): Promise<boolean> {
  const [r] = await db.exclusive((c) =>
    c.transaction([{ text: 'select 1 from auth.sessions where id = $1', values: [sessionId] }], READ),
  );
  return r!.rows.length > 0;
}

/** Sign out: `local` ends this session, `others` every other one, `global` all of them. */
export async function endSessions(
  db: Database,
  userId: string,
  sessionId: string | undefined,
  scope: string,
): Promise<void> {
  const statement =
    scope === 'local'
      ? { text: 'delete from auth.sessions where id = $1 and user_id = $2', values: [sessionId ?? null, userId] }
      : scope === 'others'
        ? {
            text: 'delete from auth.sessions where user_id = $2 and id is distinct from $1',
            values: [sessionId ?? null, userId],
          }
        : { text: 'delete from auth.sessions where user_id = $1', values: [userId] };
  await db.exclusive((c) => c.transaction([statement], OWNER));
}

export async function endSession(db: Database, sessionId: string): Promise<void> {
  await db.exclusive((c) =>
    c.transaction([{ text: 'delete from auth.sessions where id = $1', values: [sessionId] }], OWNER),
  );
}
