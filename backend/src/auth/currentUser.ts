import { bearerToken } from '../http/resolveAuth';
import { json, type ApiRequest, type ApiResponse } from '../http/types';
import { AuthError, badJwt, noAuthorization } from './authError';
import { BCRYPT_COST, type AuthContext } from './authContext';
import * as store from './authStore';
import { TokenError } from './keys';
import { liveSessions } from './liveSessions';
import { checkPassword } from './passwordStrength';
import { codeChallengeFrom } from './pkce';
import { CONFIRMATION_LIFETIME_SECONDS } from './recover';
import { safeRedirect } from './redirects';
import { body, limit, metadataFrom, normaliseEmail } from './requestInput';
import { linkToken, verifyLink } from './verifyEmail';
import { userObject, type UserRow } from './userObject';

/** The signed-in user behind the bearer token, whose session must still exist. */
export async function currentUser(
  ctx: AuthContext,
  request: ApiRequest,
): Promise<{ user: UserRow; sessionId?: string }> {
  const token = bearerToken(request.headers);
  if (!token) throw noAuthorization();
  let claims;
  try {
    ({ claims } = await ctx.keys.verify(token));
  } catch (error) {
    if (error instanceof TokenError && error.reason === 'expired') throw badJwt('token is expired');
    throw badJwt('signature is invalid');
  }
  if (claims.role !== 'authenticated' || !claims.sub) throw badJwt('not a user token');
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined;
  if (sessionId && !(await liveSessions(ctx.db).isLive(sessionId))) {
    throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  const user = await store.findUserById(ctx.db, claims.sub);
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return { user, sessionId };
}

/** GET /user */
export async function getUser(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  return json(200, userObject((await currentUser(ctx, request)).user));
}

/**
 * PUT /user: `data` merges into user_metadata; `password` replaces (weak
 * ones refused) and signs out every other session. `email` only asks for a change: as hosted
 * GoTrue's secure e-mail change (`double_confirm_changes`), a link goes to the new address and
 * one to the current address (which says what changes to what), and the address takes effect
 * when both are followed, in either order (with a PKCE code challenge the second leads back
 * with `?code=`) — whether sign-up confirmation is on or off. The answer is the
 * same whether or not another account uses the address (`new_email` set,
 * `email` unchanged); when one does, no link is sent and nothing changes.
 */
export async function updateUser(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const { user, sessionId } = await currentUser(ctx, request);
  const input = body(request);
  const changes: store.UserChanges = {};
  const requested = input.email === undefined || input.email === null ? null : normaliseEmail(input.email);
  const newEmail = requested && requested !== user.email?.toLowerCase() ? requested : null;
  const challenge = newEmail ? codeChallengeFrom(input) : null;
  if (newEmail) limit(ctx, 'email_change', request);
  if (input.password !== undefined)
    changes.passwordHash = await ctx.passwords.hash(checkPassword(input.password, ctx.passwordRules), BCRYPT_COST);
  if (input.data !== undefined) changes.metadata = metadataFrom(input.data);
  let updated = await store.updateUser(ctx.db, user.id, changes);
  // as GoTrue does: a new password ends every other session (one opened with the old password, or by whoever had it)
  if (updated && changes.passwordHash) await liveSessions(ctx.db).endForUser(user.id, sessionId, 'others');
  if (updated && newEmail) {
    const tokens = { new: linkToken(challenge), current: linkToken(challenge) };
    updated = await store.requestEmailChange(ctx.db, user.id, newEmail, tokens);
    await store.saveFlowState(ctx.db, user.id, challenge, 'email_change');
    if (await store.findUserByEmail(ctx.db, newEmail)) {
      ctx.log({ event: 'email_change_refused', user: user.id, reason: 'address in use' });
    } else if (updated) {
      const redirect = safeRedirect(ctx, request.query.get('redirect_to'));
      const change = { current: user.email ?? '', next: newEmail };
      for (const [kind, to, token] of [
        ['email_change', newEmail, tokens.new],
        ['email_change_current', change.current, tokens.current],
      ] as const) {
        ctx.mailer.send({
          kind,
          to,
          link: verifyLink(ctx, token, 'email_change', redirect),
          lifetimeSeconds: CONFIRMATION_LIFETIME_SECONDS,
          change,
        });
      }
    }
  }
  if (!updated) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return json(200, userObject(updated));
}

/** POST /logout?scope=global|local|others: 204. */
export async function logout(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const { user, sessionId } = await currentUser(ctx, request);
  const scope = request.query.get('scope') ?? 'global';
  if (!['global', 'local', 'others'].includes(scope))
    throw new AuthError(400, 'validation_failed', 'scope must be global, local or others');
  await liveSessions(ctx.db).endForUser(user.id, sessionId, scope);
  return { status: 204 };
}
