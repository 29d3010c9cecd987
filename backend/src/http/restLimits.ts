import type { RateLimiter } from '../auth/rateLimit';
import { restTarget, type RestTarget } from '../rest/restTarget';
import { json, type ApiResponse } from './types';

/** The functions that take a guest order's private token: each call may be a guess at one. */
const GUEST_TOKEN_FUNCTIONS = new Set(['guest_order', 'cancel_guest_order', 'cancel_unpaid_order']);

/**
 * The REST calls that write on an anonymous shopper's say, each limited per
 * client address like sign-in: placing an order, and signing up for the
 * newsletter; and looking a guest order up, or cancelling it, by its
 * private token, or cancelling an unpaid one left at checkout (by GET or POST: each call may be a guess; one bucket). Other reads are not limited.
 * Chosen from the target as handling reads it (restTarget), never from the
 * path's spelling.
 */
export function restWriteBucket(method: string, path: string): string | null {
  let target: RestTarget;
  try {
    target = restTarget(path);
  } catch {
    return null; // a malformed path is answered 400 and reaches nothing
  }
  // guesses at a guest order's private token, read or not (issue 28), or cancelling by it: one bucket
  if (target.kind === 'function' && GUEST_TOKEN_FUNCTIONS.has(target.name)) return 'guest_order';
  if (method !== 'POST') return null;
  if (target.kind === 'function' && target.name === 'place_order') return 'place_order';
  if (target.kind === 'relation' && target.name === 'newsletter_subscribers') return 'newsletter';
  return null;
}

/**
 * 429 in PostgREST's error shape when the client has used up the bucket of this call; null when it may proceed.
 * It says when the client's window starts afresh, in seconds: `Retry-After` for HTTP clients, and the hint's
 * "Try again in N seconds." for a browser, which sees neither that header across origins nor (through
 * supabase-js) any header of an error.
 */
export function restRateLimited(limiter: RateLimiter, method: string, path: string, ip: string): ApiResponse | null {
  const bucket = restWriteBucket(method, path);
  if (!bucket || limiter.allow(bucket, ip)) return null;
  const seconds = Math.max(1, Math.ceil(limiter.retryAfterMs(bucket, ip) / 1000));
  const wait = `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  return json(
    429,
    {
      code: 'over_request_rate_limit',
      details: null,
      hint: `Try again in ${wait}.`,
      message: `Too many requests. Please wait ${wait} and try again.`,
    },
    { 'Retry-After': String(seconds) },
  );
}
