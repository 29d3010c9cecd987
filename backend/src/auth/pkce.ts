import { createHash, timingSafeEqual } from 'node:crypto';
import { json, type ApiRequest, type ApiResponse } from '../http/types';
import { AuthError } from './authError';
import type { AuthContext } from './authContext';
import * as store from './authStore';
import { body, clientOf, limit } from './requestInput';
import { sessionResponse } from './sessionResponse';

export interface CodeChallenge {
  challenge: string;
  method: 's256' | 'plain';
}

/** GoTrue's check: 43 to 128 characters of the RFC 7636 alphabet. */
const CHALLENGE = /^[A-Za-z0-9._~-]{43,128}$/;

/**
 * The `code_challenge` and `code_challenge_method` of a sign-up or e-mail
 * change (what supabase-js sends with `flowType: 'pkce'`), or null for the
 * implicit flow (both null or absent). One without the other, an unknown
 * method or a malformed challenge is 400 validation_failed.
 */
export function codeChallengeFrom(input: Record<string, unknown>): CodeChallenge | null {
  const challenge = input.code_challenge;
  const method = input.code_challenge_method;
  const given = (v: unknown) => v !== undefined && v !== null && v !== '';
  if (!given(challenge) && !given(method)) return null;
  if (!given(challenge) || !given(method))
    throw new AuthError(400, 'validation_failed', 'PKCE flow requires code_challenge_method and code_challenge');
  const lower = typeof method === 'string' ? method.toLowerCase() : '';
  if (lower !== 's256' && lower !== 'plain')
    throw new AuthError(400, 'validation_failed', "code challenge method not supported: use 's256' or 'plain'");
  if (typeof challenge !== 'string' || !CHALLENGE.test(challenge))
    throw new AuthError(400, 'validation_failed', 'code challenge has to be between 43 and 128 characters');
  return { challenge, method: lower };
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** s256: BASE64URL(SHA-256(verifier)) equals the challenge; plain: the verifier is the challenge. */
export function verifierMatches(
  flow: Pick<store.FlowState, 'code_challenge' | 'code_challenge_method'>,
  verifier: string,
) {
  const derived =
    flow.code_challenge_method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  return sameText(derived, flow.code_challenge);
}

/**
 * POST /token?grant_type=pkce `{auth_code, code_verifier}`: the one-time code
 * a confirmation link issued, with the verifier only the browser that started
 * the flow holds, becomes a session. GoTrue's answers: 400 validation_failed
 * (either missing), 404 flow_state_not_found (unknown or already used), 422
 * flow_state_expired (issued longer ago than flowStateSeconds, 5 minutes), 400 bad_code_verifier.
 * The verifier may match the flow the code was issued for or one that waited
 * beside it for the same link (a second request inside the resend window).
 */
export async function pkceGrant(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  limit(ctx, 'token', request);
  const input = body(request);
  const authCode = typeof input.auth_code === 'string' ? input.auth_code : '';
  const verifier = typeof input.code_verifier === 'string' ? input.code_verifier : '';
  if (!authCode || !verifier)
    throw new AuthError(
      400,
      'validation_failed',
      'invalid request: both auth code and code verifier should be non-empty',
    );
  const notFound = () => new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  const flow = authCode.length <= 64 ? await store.findFlowState(ctx.db, authCode) : null;
  if (!flow) throw notFound();
  if ((flow.issued_seconds_ago ?? Infinity) > ctx.flowStateSeconds) {
    await store.consumeFlowState(ctx.db, flow);
    throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
  }
  // a recovery asked for twice inside the resend window: the browser keeps the newest verifier, the e-mail the first link
  const matches =
    verifierMatches(flow, verifier) ||
    (await store.waitingBeside(ctx.db, flow)).some((other) => verifierMatches(other, verifier));
  if (!matches)
    throw new AuthError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
  if (!(await store.consumeFlowState(ctx.db, flow))) throw notFound();
  const session = await store.startSession(ctx.db, flow.user_id, clientOf(request));
  return json(200, await sessionResponse(ctx, session));
}
