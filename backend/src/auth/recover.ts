import { json, type ApiRequest, type ApiResponse } from '../http/types';
import { AuthError } from './authError';
import type { AuthContext } from './authContext';
import * as store from './authStore';
import { codeChallengeFrom } from './pkce';
import { safeRedirect } from './redirects';
import { body, limit, normaliseEmail } from './requestInput';
import { linkToken, verifyLink } from './verifyEmail';

/** A second recovery e-mail to the same address within this many seconds is not sent (GoTrue's default). */
export const RECOVERY_MIN_INTERVAL_SECONDS = 60;

/** A user id no account has: what an unknown address's request writes to (nothing). */
const NOBODY = '00000000-0000-0000-0000-000000000000';

/**
 * POST /recover `{email, code_challenge?, code_challenge_method?}`: e-mail a
 * one-time link (`/verify?type=recovery`) that expires after
 * `recoveryExpirySeconds`. The answer is 200 `{}` whether or not the address
 * has an account, and is never held up by sending, so neither its content nor
 * its timing tells. A PKCE client's challenge is kept for the link (flow
 * `recovery`): following it leads back with `?code=`, and the exchange raises
 * `PASSWORD_RECOVERY` in that browser. Asked again within a minute, no e-mail
 * is sent and the one already sent stays the one that works, for the flow it
 * was sent for: a new challenge is only added beside it (the same browser
 * asking twice holds the newest verifier), and a request without one changes
 * nothing, so nobody can turn the shopper's link into an implicit-flow link.
 */
export async function recover(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  limit(ctx, 'recover', request);
  const input = body(request);
  const email = normaliseEmail(input.email);
  const challenge = codeChallengeFrom(input);
  const user = await store.findUserByEmail(ctx.db, email);
  const token = linkToken(challenge);
  if (!user) {
    // the same database round trips as for an account (writing nothing), so the answer takes as long
    await store.requestRecovery(ctx.db, NOBODY, token, RECOVERY_MIN_INTERVAL_SECONDS);
    await store.saveFlowState(ctx.db, NOBODY, null, 'recovery');
    ctx.log({ event: 'recovery_refused', reason: 'no account' });
    return json(200, {});
  }
  const outcome = await store.requestRecovery(ctx.db, user.id, token, RECOVERY_MIN_INTERVAL_SECONDS);
  // inside the resend window the link already sent keeps its flow: a challenge is only added beside it
  await store.saveFlowState(ctx.db, user.id, challenge, 'recovery', outcome.kind === 'recently_sent');
  if (outcome.kind === 'recently_sent') {
    ctx.log({ event: 'recovery_refused', user: user.id, reason: 'sent less than a minute ago' });
    return json(200, {});
  }
  const redirect = safeRedirect(ctx, request.query.get('redirect_to'));
  ctx.mailer.send({
    kind: 'recovery',
    to: email,
    link: verifyLink(ctx, token, 'recovery', redirect),
    lifetimeSeconds: ctx.recoveryExpirySeconds,
  });
  return json(200, {});
}

/**
 * POST /resend `{type: "signup", email}`: a new confirmation link for an
 * account whose address is not confirmed yet (the old link stops working).
 * 200 `{}` in every case, so it tells nothing about the address.
 */
export async function resend(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  limit(ctx, 'signup', request);
  const input = body(request);
  if (input.type !== 'signup')
    throw new AuthError(400, 'validation_failed', 'Only type "signup" can be resent by this service');
  const email = normaliseEmail(input.email);
  const challenge = codeChallengeFrom(input);
  const token = linkToken(challenge);
  const user = await store.renewConfirmation(ctx.db, email, token);
  if (!user) {
    ctx.log({ event: 'confirmation_refused', reason: 'no unconfirmed account' });
    return json(200, {});
  }
  await store.saveFlowState(ctx.db, user.id, challenge, 'email/signup');
  const redirect = safeRedirect(ctx, request.query.get('redirect_to'));
  ctx.mailer.send({
    kind: 'signup',
    to: email,
    link: verifyLink(ctx, token, 'signup', redirect),
    lifetimeSeconds: CONFIRMATION_LIFETIME_SECONDS,
  });
  return json(200, {});
}

/** Sign-up and e-mail change links work for a day (authStore's `interval '1 day'`). */
export const CONFIRMATION_LIFETIME_SECONDS = 86_400;
