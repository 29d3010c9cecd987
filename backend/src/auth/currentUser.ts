import { bearerToken } from '../http/resolveAuth';
import { json, type ApiRequest, type ApiResponse } from '../http/types';
import { AuthError, badJwt, noAuthorization } from './authError';
import { BCRYPT_COST, type AuthContext } from './authContext';
import * as store from './authStore';
import { TokenError } from './keys';
import { body, checkPassword, metadataFrom, normaliseEmail } from './requestInput';
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
  if (sessionId && !(await store.sessionExists(ctx.db, sessionId))) {
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

/** PUT /user: `data` merges into user_metadata; `email` and `password` replace. */
export async function updateUser(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const { user } = await currentUser(ctx, request);
  const input = body(request);
  const changes: store.UserChanges = {};
  if (input.email !== undefined) changes.email = normaliseEmail(input.email);
  if (input.password !== undefined)
    changes.passwordHash = await ctx.passwords.hash(checkPassword(input.password), BCRYPT_COST);
  if (input.data !== undefined) changes.metadata = metadataFrom(input.data);
  const updated = await store.updateUser(ctx.db, user.id, changes);
  if (!updated) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return json(200, userObject(updated));
}

/** POST /logout?scope=global|local|others: 204. */
export async function logout(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const { user, sessionId } = await currentUser(ctx, request);
  const scope = request.query.get('scope') ?? 'global';
  if (!['global', 'local', 'others'].includes(scope))
    throw new AuthError(400, 'validation_failed', 'scope must be global, local or others');
  await store.endSessions(ctx.db, user.id, sessionId, scope);
  return { status: 204 };
}
