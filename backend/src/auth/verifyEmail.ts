import { randomBytes } from 'node:crypto';
import type { ApiRequest, ApiResponse } from '../http/types';
import type { AuthContext } from './authContext';
import * as store from './authStore';
import { safeRedirect } from './redirects';
import { clientOf } from './requestInput';
import { sessionResponse } from './sessionResponse';
import type { UserRow } from './userObject';

/** What each link type confirms, and the flow (`authentication_method`) a PKCE code is issued for. */
const LINK_TYPES = { signup: 'email/signup', email_change: 'email_change', recovery: 'recovery' } as const;
type LinkType = keyof typeof LINK_TYPES;

/** The link an e-mail carries: GET /auth/v1/verify with its token, type and redirect. */
export function verifyLink(ctx: AuthContext, token: string, type: LinkType, redirect: string): string {
  return `${ctx.publicUrl()}/auth/v1/verify?token=${token}&type=${type}&redirect_to=${encodeURIComponent(redirect)}`;
}

/**
 * The one-time token of a new link. A link asked for by a PKCE client carries
 * `pkce_` (as GoTrue's do), so following it can only ever lead back with a
 * code: whatever happens to its flow meanwhile, it never falls back to a
 * session in the fragment.
 */
export function linkToken(challenge: unknown): string {
  return `${challenge ? PKCE_PREFIX : ''}${randomBytes(24).toString('base64url')}`;
}
const PKCE_PREFIX = 'pkce_';

const INVALID_LINK = new URLSearchParams({
  error: 'access_denied',
  error_code: 'otp_expired',
  error_description: 'Email link is invalid or has expired',
}).toString();

const redirectTo = (location: string): ApiResponse => ({ status: 303, headers: { Location: location } });

/** GoTrue's answer to the first of the two links of a secure e-mail change. */
export const ONE_CONFIRMED_MESSAGE =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

async function confirm(ctx: AuthContext, type: LinkType, token: string): Promise<UserRow | 'one_confirmed' | null> {
  if (type === 'signup') return store.confirmUser(ctx.db, token);
  if (type === 'recovery') return store.useRecoveryToken(ctx.db, token, ctx.recoveryExpirySeconds);
  const outcome = await store.confirmEmailChange(ctx.db, token);
  if (outcome.kind === 'one_confirmed') return 'one_confirmed';
  // an address taken since the change was asked for reads like any dead link
  return outcome.kind === 'changed' ? outcome.user : null;
}

/** Back with GoTrue's message: in the fragment, and for a PKCE link also in the query. */
function oneConfirmed(redirect: string, token: string): ApiResponse {
  const url = new URL(redirect);
  if (token.startsWith(PKCE_PREFIX)) url.searchParams.set('message', ONE_CONFIRMED_MESSAGE);
  url.hash = new URLSearchParams({ message: ONE_CONFIRMED_MESSAGE }).toString();
  return redirectTo(url.toString());
}

/**
 * GET /verify?token=…&type=signup|email_change|recovery&redirect_to=…: confirm
 * (a recovery link: use its one-time token, within its lifetime), then
 * redirect. A flow started by a PKCE client gets `?code=<one-time auth code>`
 * (exchanged with POST /token?grant_type=pkce; a `recovery` flow makes
 * supabase-js raise PASSWORD_RECOVERY); one started without a code
 * challenge gets the session in the fragment, as GoTrue's implicit flow does.
 * A link asked for by a PKCE client (`pkce_` token) never does.
 * An e-mail change needs both its links (to the current and to the new
 * address, in either order): the first leads back with GoTrue's `message`
 * only, no code nor session.
 * A dead link (used, expired, tampered, unknown type) gets GoTrue's error in
 * the fragment: `error_code=otp_expired`.
 */
export async function verifyEmail(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const token = request.query.get('token') ?? '';
  const type = request.query.get('type') ?? '';
  const redirect = safeRedirect(ctx, request.query.get('redirect_to'));
  if (!ctx.limiter.allow('verify', request.ip)) {
    const fragment =
      'error=access_denied&error_code=over_request_rate_limit&error_description=Request+rate+limit+reached';
    return redirectTo(`${redirect}#${fragment}`);
  }
  const linkType = Object.hasOwn(LINK_TYPES, type) ? (type as LinkType) : null;
  const user = token && token.length <= 128 && linkType ? await confirm(ctx, linkType, token) : null;
  if (!user || !linkType) return redirectTo(`${redirect}#${INVALID_LINK}`);
  if (user === 'one_confirmed') return oneConfirmed(redirect, token);
  const code = await store.issueAuthCode(ctx.db, user.id, LINK_TYPES[linkType]);
  if (code) {
    const url = new URL(redirect);
    url.searchParams.set('code', code);
    return redirectTo(url.toString());
  }
  if (token.startsWith(PKCE_PREFIX)) {
    // asked for as PKCE but its flow is gone: confirmed (or used up) all the same, yet nobody is signed in here
    ctx.log({ event: 'pkce_link_without_flow', user: user.id, type: linkType });
    return redirectTo(`${redirect}#${INVALID_LINK}`);
  }
  const session = await sessionResponse(ctx, await store.startSession(ctx.db, user.id, clientOf(request)));
  const fragment = new URLSearchParams({
    access_token: String(session.access_token),
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: String(session.refresh_token),
    token_type: 'bearer',
    type: linkType,
  });
  return redirectTo(`${redirect}#${fragment.toString()}`);
}
