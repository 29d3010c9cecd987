import { hashSync } from '@node-rs/bcrypt';
import { json, type ApiRequest, type ApiResponse } from '../http/types';
import { AuthError, invalidCredentials } from './authError';
import { BCRYPT_COST, type AuthContext } from './authContext';
import * as store from './authStore';
import { liveSessions } from './liveSessions';
import { tooLongForBcrypt } from './passwordStrength';
import { body, clientOf, limit } from './requestInput';
import { sessionResponse } from './sessionResponse';

/** Compared against when the e-mail is unknown, so both paths cost one bcrypt. */
const DUMMY_HASH = hashSync('not-a-real-password', BCRYPT_COST);

/** Rotated refresh tokens (by hash) and their successors, for the reuse window. */
const successors = new Map<string, { next: string; at: number }>();

/** POST /token?grant_type=password */
export async function passwordGrant(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  limit(ctx, 'token', request);
  const input = body(request);
  if (typeof input.email !== 'string' || typeof input.password !== 'string') {
    throw new AuthError(400, 'validation_failed', 'missing email or phone');
  }
  const user = await store.findUserByEmail(ctx.db, input.email.trim().toLowerCase());
  const ok = await ctx.passwords.compare(input.password, user?.encrypted_password ?? DUMMY_HASH);
  // bcrypt reads only the first 72 bytes: a longer password (none can be set) must not sign in as them
  if (!user || !ok || tooLongForBcrypt(input.password)) throw invalidCredentials();
  if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  const session = await store.startSession(ctx.db, user.id, clientOf(request));
  return json(200, await sessionResponse(ctx, session));
}

/**
 * POST /token?grant_type=refresh_token: rotation. A token presented again
 * within 10 s (two tabs refreshing at once) gets the current token of its
 * chain; later, it is treated as stolen and the whole session ends.
 */
export async function refreshGrant(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  limit(ctx, 'refresh', request);
  const token = body(request).refresh_token;
  if (typeof token !== 'string' || !token) throw new AuthError(400, 'validation_failed', 'refresh_token is required');
  const outcome = await store.rotateRefreshToken(ctx.db, token);
  if (outcome.kind === 'rotated') {
    successors.set(store.hashToken(token), { next: outcome.session.refreshToken, at: Date.now() });
    if (successors.size > 10_000) successors.delete(successors.keys().next().value as string);
    return json(200, await sessionResponse(ctx, outcome.session));
  }
  if (outcome.kind === 'reused') {
    let hop = successors.get(store.hashToken(token));
    if (hop && outcome.revokedAgoMs <= ctx.refreshTokenReuseSeconds * 1000) {
      for (
        let next = successors.get(store.hashToken(hop.next));
        next;
        next = successors.get(store.hashToken(next.next))
      )
        hop = next;
      const user = await store.findUserById(ctx.db, outcome.userId);
      if (user && (await liveSessions(ctx.db).isLive(outcome.sessionId))) {
        return json(200, await sessionResponse(ctx, { user, sessionId: outcome.sessionId, refreshToken: hop.next }));
      }
    }
    await liveSessions(ctx.db).end(outcome.sessionId);
    ctx.log({ event: 'refresh_token_reuse', session: outcome.sessionId });
    throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  }
  throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
}
