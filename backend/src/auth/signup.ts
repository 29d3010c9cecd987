import { randomUUID } from 'node:crypto';
import { json, type ApiRequest, type ApiResponse } from '../http/types';
import { AuthError } from './authError';
import { BCRYPT_COST, type AuthContext } from './authContext';
import * as store from './authStore';
import { checkPassword } from './passwordStrength';
import { codeChallengeFrom, type CodeChallenge } from './pkce';
import { CONFIRMATION_LIFETIME_SECONDS } from './recover';
import { safeRedirect } from './redirects';
import { body, clientOf, limit, metadataFrom, normaliseEmail } from './requestInput';
import { sessionResponse } from './sessionResponse';
import { userObject, type UserRow } from './userObject';
import { linkToken, verifyLink } from './verifyEmail';

/**
 * POST /signup: a session at once, or (with e-mail confirmation) the user and
 * a confirmation link by e-mail (and in the log). A PKCE client's code challenge is kept for the
 * link: following it then gives `?code=`, exchanged for the session.
 *
 * An address that already has an account: without confirmation, 422
 * `user_already_exists` (as GoTrue). With confirmation the answer does not
 * tell (as GoTrue): a confirmed account gets GoTrue's obfuscated user (a new
 * random id, no identities) and nothing is sent; one not confirmed yet gets a
 * new confirmation link (the old one stops working). Either way the account
 * is not changed: whoever asked has not proven the address is theirs.
 */
export async function signup(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  limit(ctx, 'signup', request);
  const input = body(request);
  const email = normaliseEmail(input.email);
  const password = checkPassword(input.password, ctx.passwordRules);
  const data = metadataFrom(input.data);
  const challenge = codeChallengeFrom(input);
  if (!ctx.emailConfirm && (await store.findUserByEmail(ctx.db, email)))
    throw new AuthError(422, 'user_already_exists', 'User already registered');
  // with confirmation, hashed before the address is looked up: an address with an account answers as slowly as a new one
  const passwordHash = await ctx.passwords.hash(password, BCRYPT_COST); // off the server's thread, not holding the database
  const existing = ctx.emailConfirm ? await store.findUserByEmail(ctx.db, email) : null;
  if (existing) return json(200, await repeatedSignup(ctx, request, existing, data, challenge));
  const confirmationToken = ctx.emailConfirm ? linkToken(challenge) : null;
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
    sendConfirmation(ctx, request, email, confirmationToken);
    return json(200, userObject(user));
  }
  const session = await store.startSession(ctx.db, user.id, clientOf(request));
  return json(200, await sessionResponse(ctx, session));
}

function sendConfirmation(ctx: AuthContext, request: ApiRequest, email: string, token: string): void {
  const redirect = safeRedirect(ctx, request.query.get('redirect_to'));
  ctx.mailer.send({
    kind: 'signup',
    to: email,
    link: verifyLink(ctx, token, 'signup', redirect),
    lifetimeSeconds: CONFIRMATION_LIFETIME_SECONDS,
  });
}

/** A sign-up for an address that has an account, with confirmation on (see signup). */
async function repeatedSignup(
  ctx: AuthContext,
  request: ApiRequest,
  existing: UserRow,
  data: Record<string, unknown>,
  challenge: CodeChallenge | null,
): Promise<Record<string, unknown>> {
  if (!existing.email_confirmed_at) {
    const token = linkToken(challenge);
    const renewed = await store.renewConfirmation(ctx.db, existing.email!, token);
    if (renewed) {
      await store.saveFlowState(ctx.db, renewed.id, challenge, 'email/signup');
      sendConfirmation(ctx, request, renewed.email!, token);
      return userObject(renewed);
    }
  }
  ctx.log({ event: 'signup_refused', user: existing.id, reason: 'address has an account' });
  return obfuscatedUser(existing.email!, data);
}

/** GoTrue's `sanitizeUser`: what a new sign-up would answer, with a random id and no identities. */
function obfuscatedUser(email: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
