import { isBusyBackendCode } from '@giftshop/shared';

/** A failure the shopper can read; the technical cause is kept for the console. */
export class OrderError extends Error {
  /** The backend answered that it is busy or failing (`isBusyBackendCode`): asking again may well work. */
  readonly busy: boolean;
  /** The shop refused for too many tries in a short time (429): how many seconds until it takes one again. */
  readonly waitSeconds: number | null;
  constructor(message: string, cause?: unknown, waitSeconds: number | null = null) {
    super(message, { cause });
    this.name = 'OrderError';
    this.busy = isBusyBackendCode((cause as BackendError | undefined)?.code);
    this.waitSeconds = waitSeconds;
  }
}

/** The rate limit's window: a 429 that does not say its wait is over within it. */
const RATE_WINDOW_SECONDS = 60;

/**
 * How long a 429 asks to wait, in seconds: the backend's hint says it ("Try again in 42 seconds.",
 * supabase/migrations/20250609055000_write_limits.sql); a browser sees no Retry-After header of an error. The whole window when not said.
 */
export function rateLimitWait(error: BackendError | null | undefined): number {
  const said = /(\d+) seconds?/.exec(error?.hint ?? '');
  const seconds = said ? Number(said[1]) : RATE_WINDOW_SECONDS;
  return Math.min(RATE_WINDOW_SECONDS, Math.max(1, seconds));
}

/**
 * How often a read of the cart's figures (its quote, its shipping options) is asked again: three times when
 * the backend answered that it is busy (a statement stopped under load), so the shopper sees the total after a
 * moment instead of an error; once otherwise, so a backend that cannot be reached is said at once.
 */
export const retryWhileBusy = (failures: number, error: unknown): boolean =>
  failures < (error instanceof OrderError && error.busy ? 3 : 1);

interface BackendError {
  code?: string;
  message?: string;
  hint?: string | null;
}

/** A backend (PostgREST) error as words for the shopper. */
export function describeOrderError(error: BackendError | null | undefined, doing: string): OrderError {
  const code = error?.code ?? '';
  if (code === 'PGRST202' || code === 'PGRST205' || code === '42883') {
    return new OrderError(
      `Online ordering isn't open yet, so ${doing} didn't work. Your cart is kept; please try again later or call us.`,
      error,
    );
  }
  if (code === '42501' || code === 'PGRST301' || code === '401') {
    return new OrderError('Your sign-in has expired. Please sign in again; your cart is kept.', error);
  }
  if (code === 'P0001' || code === '22023' || code === '23514') {
    // Raised by the server's own checks (an inactive product, a quantity out of range): its words are for shoppers.
    return new OrderError(error?.message || `Something in your order could not be accepted.`, error);
  }
  if (code === 'over_request_rate_limit' || code === '429') {
    const seconds = rateLimitWait(error);
    const wait = seconds === RATE_WINDOW_SECONDS ? 'a minute' : `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
    return new OrderError(
      `Too many tries in a short time, so ${doing} didn't work. Your cart is kept; please wait ${wait} and try again.`,
      error,
      seconds,
    );
  }
  if (!code && /fetch|network/i.test(error?.message ?? '')) {
    return new OrderError(
      `We couldn't reach the shop, so ${doing} didn't work. Check your connection and try again.`,
      error,
    );
  }
  return new OrderError(`Something went wrong while ${doing}. Your cart is kept; please try again.`, error);
}
