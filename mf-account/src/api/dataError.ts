/** A PostgREST-style error as supabase-js returns it. */
export interface BackendError {
  code?: string;
  message?: string;
  details?: string | null;
}

/** Unknown table (PostgREST PGRST205): e.g. `orders` before checkout exists. */
export const isMissingTable = (error: BackendError | null | undefined): boolean => error?.code === 'PGRST205';

/**
 * A read or write that failed, with a message a shopper can act on. The
 * backend's own error stays on `cause` (and in the console) for developers.
 */
export class AccountDataError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AccountDataError';
  }
}

const UNREACHABLE = /fetch|network|load failed|ECONNREFUSED/i;

/**
 * The sign-in the request carried is no good any more (PostgREST's 401s: PGRST301, the token refused or its
 * session ended, as after "sign out everywhere" on another device; PGRST303, its claims, an expired token among
 * them): trying again cannot help, signing in again does.
 */
const SESSION_ENDED = new Set(['PGRST301', 'PGRST303']);

export function toDataError(error: BackendError, doing: string): AccountDataError {
  console.error(`[account] ${doing} failed:`, error);
  const unreachable = !error.code && UNREACHABLE.test(error.message ?? '');
  const message = SESSION_ENDED.has(error.code ?? '')
    ? `You are no longer signed in, so ${doing} did not work. Sign in again, then try once more.`
    : unreachable
      ? `We couldn't reach the shop's server while ${doing}. Check your connection and try again.`
      : `Something went wrong while ${doing}. Please try again.`;
  return new AccountDataError(message, { cause: error });
}

/**
 * The database refused a write for a reason the shopper can fix (a rule of a field, a limit: 22023): its own words,
 * which name the field. Anything else is toDataError's "something went wrong".
 */
export function toRuleError(error: BackendError, doing: string): AccountDataError {
  if (error.code === '22023' && error.message) return new AccountDataError(error.message, { cause: error });
  return toDataError(error, doing);
}
