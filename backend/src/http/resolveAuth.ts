import type { IncomingHttpHeaders } from 'node:http';
import type { AuthContext } from '../auth/authContext';
import { TokenError, type KeyRing, type VerifiedToken } from '../auth/keys';
import { liveSessions } from '../auth/liveSessions';
import { json, type ApiResponse, type RequestAuth } from './types';

export class AccessDenied extends Error {
  constructor(readonly response: ApiResponse) {
    super('access denied');
  }
}

export function bearerToken(headers: IncomingHttpHeaders): string | null {
  const header = headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m ? m[1]! : null;
}

/**
 * The gateway's check (hosted Supabase does it in front of every service):
 * an `apikey` header or query parameter holding our anon or service key.
 */
export async function checkApiKey(
  keys: KeyRing,
  headers: IncomingHttpHeaders,
  query: URLSearchParams,
): Promise<VerifiedToken> {
  const raw = headers.apikey ?? query.get('apikey') ?? null;
  const apikey = Array.isArray(raw) ? raw[0] : raw;
  if (!apikey) {
    throw new AccessDenied(
      json(401, { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' }),
    );
  }
  try {
    const verified = await keys.verify(apikey);
    if (verified.claims.role === 'authenticated') throw new TokenError('role', 'not an API key');
    return verified;
  } catch {
    throw new AccessDenied(
      json(401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' }),
    );
  }
}

/** A 401 in PostgREST's shape with the bearer challenge. */
function refusedToken(code: string, message: string): AccessDenied {
  return new AccessDenied(
    json(
      401,
      { code, details: null, hint: null, message },
      { 'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"` },
    ),
  );
}

/**
 * Who a /rest request runs as: the bearer token's role, else the API key's.
 * A user's token must belong to a live session: one ended by sign-out, a
 * password change or refresh-token reuse is refused (401 PGRST301 "JWT
 * session has ended") though it has not expired. Hosted PostgREST checks only
 * the signature and expiry; this backend, its database's only writer, keeps
 * the live sessions in memory (LiveSessions), so the check costs a Map lookup.
 */
export async function resolveRestAuth(
  auth: Pick<AuthContext, 'keys' | 'db'>,
  headers: IncomingHttpHeaders,
  query: URLSearchParams,
): Promise<RequestAuth> {
  const apikey = await checkApiKey(auth.keys, headers, query);
  const token = bearerToken(headers);
  let verified = apikey;
  if (token) {
    try {
      verified = await auth.keys.verify(token);
    } catch (error) {
      const expired = error instanceof TokenError && error.reason === 'expired';
      throw refusedToken(expired ? 'PGRST303' : 'PGRST301', expired ? 'JWT expired' : 'JWT could not be verified');
    }
  }
  const sessionId = typeof verified.claims.session_id === 'string' ? verified.claims.session_id : undefined;
  if (sessionId && !(await liveSessions(auth.db).isLive(sessionId)))
    throw refusedToken('PGRST301', 'JWT session has ended');
  return { role: verified.claims.role, claims: verified.claimsText, sub: verified.claims.sub, sessionId };
}
