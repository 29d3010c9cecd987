import { AuthError, badEmail, overRateLimit } from './authError';
import type { AuthContext } from './authContext';
import type { ApiRequest } from '../http/types';

/** The JSON body of an auth request (an object), or 400 bad_json. */
export function body(request: ApiRequest): Record<string, unknown> {
  const text = request.body.toString('utf8').trim();
  if (!text) return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    /* fall through */
  }
  throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
}

/** A trimmed, lower-cased e-mail address, or 400 validation_failed. */
export function normaliseEmail(value: unknown): string {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!email || email.length > 255 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw badEmail();
  return email;
}

/** User metadata (`data`): an object of at most 8 KB. */
export function metadataFrom(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw new AuthError(400, 'validation_failed', 'data must be an object');
  if (JSON.stringify(value).length > 8192) throw new AuthError(400, 'validation_failed', 'data is too large');
  return value as Record<string, unknown>;
}

/** 429 over_request_rate_limit when this client address has used up its window (loopback included). */
export function limit(ctx: AuthContext, bucket: string, request: ApiRequest): void {
  if (!ctx.limiter.allow(bucket, request.ip)) throw overRateLimit();
}

/** What a session records about the client. */
export const clientOf = (request: ApiRequest) => ({
  userAgent: String(request.headers['user-agent'] ?? ''),
  ip: request.ip,
});
