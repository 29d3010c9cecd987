import type { NewSession } from './authStore';
import type { AuthContext } from './authContext';
import { appMetadata, userMetadata, userObject } from './userObject';

/** The session hosted GoTrue returns: a signed access token with its claims, the refresh token and the user. */
export async function sessionResponse(ctx: AuthContext, session: NewSession): Promise<Record<string, unknown>> {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + ctx.jwtExpirySeconds;
  const { user } = session;
  const accessToken = await ctx.keys.sign({
    iss: `${ctx.publicUrl()}/auth/v1`,
    sub: user.id,
    aud: 'authenticated',
    exp: expiresAt,
    iat: now,
    email: user.email ?? '',
    phone: '',
    app_metadata: appMetadata(user),
    user_metadata: userMetadata(user),
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: now }],
    session_id: session.sessionId,
    is_anonymous: false,
  });
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ctx.jwtExpirySeconds,
    expires_at: expiresAt,
    refresh_token: session.refreshToken,
    user: userObject(user),
  };
}
