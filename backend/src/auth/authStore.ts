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
  passwordHash?: string;
  metadata?: Record<string, unknown>;
}

export async function updateUser(db: Database, id: string, changes: UserChanges): Promise<UserRow | null> {
  const [r] = await db.exclusive((c) =>
    c.transaction(
      [
        {
          text: `update auth.users set
                     encrypted_password = coalesce($2, encrypted_password),
                     raw_user_meta_data = raw_user_meta_data || coalesce($3::jsonb, '{}'::jsonb),
                     updated_at = now()
                   where id = $1
                   returning row_to_json(users.*)::text`,
          values: [id, changes.passwordHash ?? null, changes.metadata ? JSON.stringify(changes.metadata) : null],
        },
      ],
      OWNER,
    ),
  );
  return firstUser(r!.rows);
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

/**
 * Sign out: `local` ends this session, `others` every other one, `global` all
 * of them. The ids it ended: only LiveSessions calls this, to forget them.
 */
export async function endSessions(
  db: Database,
  userId: string,
  sessionId: string | undefined,
  scope: string,
): Promise<string[]> {
  const statement =
    scope === 'local'
      ? {
          text: 'delete from auth.sessions where id = $1 and user_id = $2 returning id::text',
          values: [sessionId ?? null, userId],
        }
      : scope === 'others'
        ? {
            text: 'delete from auth.sessions where user_id = $2 and id is distinct from $1 returning id::text',
            values: [sessionId ?? null, userId],
          }
        : { text: 'delete from auth.sessions where user_id = $1 returning id::text', values: [userId] };
  const [r] = await db.exclusive((c) => c.transaction([statement], OWNER));
  return r!.rows.map(([id]) => id!);
}

/** End one session (only LiveSessions calls this, see endSessions). */
export async function endSession(db: Database, sessionId: string): Promise<void> {
  await db.exclusive((c) =>
    c.transaction([{ text: 'delete from auth.sessions where id = $1', values: [sessionId] }], OWNER),
  );
}

/** A PKCE flow waiting for its link (auth code not issued yet) or for its exchange. */
export interface FlowState {
  id: string;
  user_id: string;
  code_challenge_method: 's256' | 'plain';
  code_challenge: string;
  authentication_method: string;
  /** Seconds since the auth code was issued (null before the link was followed). */
  issued_seconds_ago: number | null;
}

/** At most this many challenges wait for one recovery link (the first request's, and later ones inside the resend window). */
export const MAX_PENDING_CHALLENGES = 5;

/**
 * Remember a code challenge for this user's sign-up, e-mail change or
 * recovery; an older flow for the same purpose is dropped (with no challenge,
 * only dropped). With `keep`, the flows waiting for the link already sent stay
 * as they are and the challenge is added beside them (up to
 * MAX_PENDING_CHALLENGES): a second request inside the resend window can
 * neither remove nor replace the first one's.
 */
export async function saveFlowState(
  db: Database,
  userId: string,
  challenge: { challenge: string; method: string } | null,
  authenticationMethod: string,
  keep = false,
): Promise<void> {
  const drop = {
    text: 'delete from auth.flow_state where user_id = $1 and authentication_method = $2',
    values: [userId, authenticationMethod],
  };
  if (!challenge) {
    if (!keep) await db.exclusive((c) => c.transaction([drop], OWNER));
    return;
  }
  const insert = {
    // the auth code column is unique and not null: a placeholder nobody can present until the link issues the real one
    text: `insert into auth.flow_state (user_id, auth_code, code_challenge_method, code_challenge, authentication_method)
           select $1, 'pending:' || gen_random_uuid(), $2, $3, $4
           where $5::boolean is false
              or (select count(*) from auth.flow_state
                  where user_id = $1 and authentication_method = $4 and auth_code_issued_at is null) < $6::int`,
    values: [
      userId,
      challenge.method,
      challenge.challenge,
      authenticationMethod,
      String(keep),
      String(MAX_PENDING_CHALLENGES),
    ],
  };
  await db.exclusive((c) => c.transaction(keep ? [insert] : [drop, insert], OWNER));
}

/** The link was followed: issue the one-time auth code of this user's waiting flow, if there is one. */
export async function issueAuthCode(
  db: Database,
  userId: string,
  authenticationMethod: string,
): Promise<string | null> {
  const code = randomUUID();
  const [r] = await db.exclusive((c) =>
    c.transaction(
      [
        {
          text: `update auth.flow_state set auth_code = $3, auth_code_issued_at = now(), updated_at = now()
                 where id = (select id from auth.flow_state
                             where user_id = $1 and authentication_method = $2 and auth_code_issued_at is null
                             order by created_at limit 1)
                 returning id::text`,
          values: [userId, authenticationMethod, code],
        },
      ],
      OWNER,
    ),
  );
  return r!.rows.length > 0 ? code : null;
}

export async function findFlowState(db: Database, authCode: string): Promise<FlowState | null> {
  const [r] = await db.exclusive((c) =>
    c.transaction(
      [
        {
          text: `select row_to_json(f)::text from (
                   select id, user_id, code_challenge_method, code_challenge, authentication_method,
                          extract(epoch from now() - auth_code_issued_at)::float8 as issued_seconds_ago
                   from auth.flow_state where auth_code = $1 and auth_code_issued_at is not null and user_id is not null) f`,
          values: [authCode],
        },
      ],
      READ,
    ),
  );
  const text = r!.rows[0]?.[0];
  return text ? (JSON.parse(text) as FlowState) : null;
}

/** The challenges of the other flows that waited for the same link as this one (see saveFlowState's `keep`). */
export async function waitingBeside(
  db: Database,
  flow: FlowState,
): Promise<Pick<FlowState, 'code_challenge' | 'code_challenge_method'>[]> {
  const [r] = await db.exclusive((c) =>
    c.transaction(
      [
        {
          text: `select code_challenge, code_challenge_method from auth.flow_state
                 where user_id = $1 and authentication_method = $2 and auth_code_issued_at is null
                 limit ${MAX_PENDING_CHALLENGES}`,
          values: [flow.user_id, flow.authentication_method],
        },
      ],
      READ,
    ),
  );
  return r!.rows.map(([challenge, method]) => ({
    code_challenge: challenge!,
    code_challenge_method: method as FlowState['code_challenge_method'],
  }));
}

/** Use a flow up (one time), with any flow that waited beside it: false when another exchange took it first. */
export async function consumeFlowState(
  db: Database,
  flow: Pick<FlowState, 'id' | 'user_id' | 'authentication_method'>,
): Promise<boolean> {
  const [r] = await db.exclusive((c) =>
    c.transaction(
      [
        { text: 'delete from auth.flow_state where id = $1 returning id::text', values: [flow.id] },
        {
          text: `delete from auth.flow_state
                 where user_id = $1 and authentication_method = $2 and auth_code_issued_at is null`,
          values: [flow.user_id, flow.authentication_method],
        },
      ],
      OWNER,
    ),
  );
  return r!.rows.length > 0;
}

/**
 * Record a requested e-mail change: one token for the link to the new address,
 * one for the link to the current one (a new request replaces both, and
 * forgets a link already followed). The new address takes effect only
 * through `confirmEmailChange`, once both are followed.
 */
export async function requestEmailChange(
  db: Database,
  id: string,
  newEmail: string,
  tokens: { new: string; current: string },
): Promise<UserRow | null> {
  const [r] = await db.exclusive((c) =>
    c.transaction(
      [
        {
          text: `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
                   email_change_confirm_status = 0, email_change_sent_at = now(), updated_at = now()
                 where id = $1 returning row_to_json(users.*)::text`,
          values: [id, newEmail, tokens.new, tokens.current],
        },
      ],
      OWNER,
    ),
  );
  return firstUser(r!.rows);
}

export type EmailChangeOutcome =
  { kind: 'changed'; user: UserRow } | { kind: 'one_confirmed' } | { kind: 'invalid' } | { kind: 'taken' };

/** A pending change this token belongs to (either link), within its lifetime. */
const PENDING_CHANGE = `$1 in (email_change_token_new, email_change_token_current) and email_change is not null
                       and email_change_sent_at > now() - interval '1 day'`;

/**
 * One of the two links of an e-mail change was followed (as GoTrue's secure
 * e-mail change): the first only counts (`one_confirmed`, its token spent);
 * the second replaces the address (which counts as confirmed), unless it was
 * taken since.
 */
export async function confirmEmailChange(db: Database, token: string): Promise<EmailChangeOutcome> {
  try {
    const [first, second] = await db.exclusive((c) =>
      c.transaction(
        [
          {
            // the second statement sees this one's update: the token is spent by then, so one link counts once
            text: `update auth.users set email_change_confirm_status = 1, updated_at = now(),
                     email_change_token_new = nullif(email_change_token_new, $1),
                     email_change_token_current = nullif(email_change_token_current, $1)
                   where ${PENDING_CHANGE} and email_change_confirm_status = 0
                   returning id::text`,
            values: [token],
          },
          {
            text: `update auth.users set email = email_change, email_confirmed_at = now(), email_change = null,
                     email_change_token_new = null, email_change_token_current = null, email_change_confirm_status = 0,
                     email_change_sent_at = null, updated_at = now()
                   where ${PENDING_CHANGE} and email_change_confirm_status = 1
                   returning row_to_json(users.*)::text`,
            values: [token],
          },
        ],
        OWNER,
      ),
    );
    if (first!.rows.length > 0) return { kind: 'one_confirmed' };
    const user = firstUser(second!.rows);
    return user ? { kind: 'changed', user } : { kind: 'invalid' };
  } catch (error) {
    if (error instanceof DatabaseError && error.code === '23505') return { kind: 'taken' };
    throw error;
  }
}

export type RecoveryOutcome = { kind: 'sent' } | { kind: 'recently_sent' };

/**
 * Keep the SHA-256 of a new recovery token for this user (an older link stops
 * working), unless one was mailed less than `minIntervalSeconds` ago: then
 * nothing changes and the caller sends nothing (the link in the inbox still works).
 */
export async function requestRecovery(
  db: Database,
  userId: string,
  token: string,
  minIntervalSeconds: number,
): Promise<RecoveryOutcome> {
  const [r] = await db.exclusive((c) =>
    c.transaction(
      [
        {
          text: `update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now()
                 where id = $1 and (recovery_sent_at is null or recovery_token is null
                                    or recovery_sent_at <= now() - make_interval(secs => $3::int))
                 returning id::text`,
          values: [userId, hashToken(token), String(minIntervalSeconds)],
        },
      ],
      OWNER,
    ),
  );
  return r!.rows.length > 0 ? { kind: 'sent' } : { kind: 'recently_sent' };
}

/**
 * A recovery link was followed: its token is used up (one time) if it was
 * issued less than `expirySeconds` ago. Following it proves the address is the
 * shopper's, so an unconfirmed address counts as confirmed (as GoTrue does).
 */
export async function useRecoveryToken(db: Database, token: string, expirySeconds: number): Promise<UserRow | null> {
  const [r] = await db.exclusive((c) =>
    c.transaction(
      [
        {
          text: `update auth.users set recovery_token = null, email_confirmed_at = coalesce(email_confirmed_at, now()),
                   updated_at = now()
                 where recovery_token = $1 and recovery_sent_at > now() - make_interval(secs => $2::int)
                 returning row_to_json(users.*)::text`,
          values: [hashToken(token), String(expirySeconds)],
        },
      ],
      OWNER,
    ),
  );
  return firstUser(r!.rows);
}

/** A new confirmation link for an account whose address is not confirmed yet (null when there is none). */
export async function renewConfirmation(db: Database, email: string, token: string): Promise<UserRow | null> {
  const [r] = await db.exclusive((c) =>
    c.transaction(
      [
        {
          text: `update auth.users set confirmation_token = $2, confirmation_sent_at = now(), updated_at = now()
                 where lower(email) = lower($1) and email_confirmed_at is null
                 returning row_to_json(users.*)::text`,
          values: [email, token],
        },
      ],
      OWNER,
    ),
  );
  return firstUser(r!.rows);
}
