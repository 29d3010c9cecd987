import { randomBytes } from 'node:crypto';
import { json, type ApiRequest, type ApiResponse } from '../http/types';
import { AuthError } from './authError';
import { BCRYPT_COST, type AuthContext } from './authContext';
import * as store from './authStore';
import { checkPassword } from './passwordStrength';
import { codeChallengeFrom } from './pkce';
import { CONFIRMATION_LIFETIME_SECONDS } from './recover';
import { safeRedirect } from './redirects';
import { body, clientOf, limit, metadataFrom, normaliseEmail } from './requestInput';
import { sessionResponse } from './sessionResponse';
import { userObject } from './userObject';
import { verifyLink } from './verifyEmail';

/**
 * POST /signup: a session at once, or (with e-mail confirmation) the user and
 * a confirmation link by e-mail (and in the log). A PKCE client's code challenge is kept for the
 * link: following it then gives `?code=`, exchanged for the session.
 */
export async function signup(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  limit(ctx, 'signup', request);
  const input = body(request);
  const email = normaliseEmail(input.email);
  const password = checkPassword(input.password, ctx.passwordRules);
  const data = metadataFrom(input.data);
  const challenge = codeChallengeFrom(input);
  if (await store.findUserByEmail(ctx.db, email))
    throw new AuthError(422, 'user_already_exists', 'User already registered');
  const passwordHash = await ctx.passwords.hash(password, BCRYPT_COST); // off the server's thread, not holding the database
  const confirmationToken = ctx.emailConfirm ? randomBytes(24).toString('base64url') : null;
  const metadata = { ...data, email, email_verified: !ctx.emailConfirm, phone_verified: false };
  const user = await store.insertUser(ctx.db, {
    email,
    passwordHash,
    metadata,
    confirmed: !ctx.emailConfirm,
    confirmationToken,
  });
  if (confirmationToken) {
    if (challenge) await store.saveFlowState(ctx.db, user.id, challenge, 'email/signup');
    const redirect = safeRedirect(ctx, request.query.get('redirect_to'));
    ctx.mailer.send({
      kind: 'signup',
      to: email,
      link: verifyLink(ctx, confirmationToken, 'signup', redirect),
      lifetimeSeconds: CONFIRMATION_LIFETIME_SECONDS,
    });
    return json(200, userObject(user));
  }
  const session = await store.startSession(ctx.db, user.id, clientOf(request));
  return json(200, await sessionResponse(ctx, session));
}
