/** Which field an auth error belongs to, so it is shown beside it (or above the form when `form`). */
export type AuthErrorField = 'email' | 'password' | 'form';

export interface AuthProblem {
  /** What the shopper reads, in plain words (the service's own message when it says something we do not know). */
  message: string;
  field: AuthErrorField;
  /** The service's own message, for the toast (spec section 8: "showing the server's message"). */
  serverMessage: string;
}

/**
 * Spec section 8's titles for a failed sign-in or sign-up: a destructive toast with the service's own message.
 * The form says the problem in the shop's words where it is corrected (above the form, or beside its field), and
 * the toast never covers the field that has focus (the shell's toast placement).
 */
export const SIGN_IN_FAILED = 'Sign in failed';
export const SIGN_UP_FAILED = 'Sign up failed';

export const UNREACHABLE_MESSAGE = "We couldn't reach the shop's server. Check your connection and try again.";
const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

/** What a password needs, per GoTrue reason. */
const neededWords = (minLength: number): Record<string, string> => ({
  length: `at least ${minLength} characters`,
  characters: 'a mix of upper- and lower-case letters, numbers and symbols',
});
/** `pwned`: on the list of common passwords, one character repeated, or only spaces. */
const TOO_COMMON = 'this one is too common or too easy to guess';

/** Weak-password reasons (`length`, `characters`, `pwned`) in words. */
export function weakPasswordSentence(reasons: readonly unknown[], minLength: number): string {
  const words = neededWords(minLength);
  const known = reasons.filter((r): r is string => typeof r === 'string');
  const needs = [...new Set(known.filter((r) => Object.hasOwn(words, r)).map((r) => words[r]!))];
  const common = known.includes('pwned');
  if (needs.length === 0 && common) return `Choose a stronger password: ${TOO_COMMON}.`;
  if (needs.length === 0) return `Choose a stronger password: it needs ${words.length}.`;
  return `Choose a stronger password: it needs ${joinWords(needs)}${common ? `, and ${TOO_COMMON}` : ''}.`;
}

function joinWords(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  status?: unknown;
  message?: unknown;
  reasons?: unknown;
}

/**
 * An auth error from sign-in or sign-up, mapped to words a shopper can act on.
 * Reads the error's name/code/status the way auth-js sets them; anything
 * unknown keeps the server's message, or a calm fallback.
 */
export function describeAuthError(error: unknown, minLength = 6): AuthProblem {
  const e: ErrorLike = typeof error === 'object' && error !== null ? (error as ErrorLike) : {};
  const raw = typeof e.message === 'string' && e.message.trim() ? e.message.trim().slice(0, 300) : '';
  const problem = (message: string, field: AuthErrorField): AuthProblem => ({
    message,
    field,
    serverMessage: raw || message,
  });
  const status = typeof e.status === 'number' ? e.status : undefined;

  if (e.name === 'AuthRetryableFetchError' || (status !== undefined && (status === 0 || status >= 500))) {
    return { message: UNREACHABLE_MESSAGE, field: 'form', serverMessage: UNREACHABLE_MESSAGE };
  }
  if (e.name === 'AuthWeakPasswordError' || e.code === 'weak_password') {
    return problem(weakPasswordSentence(Array.isArray(e.reasons) ? e.reasons : [], minLength), 'password');
  }
  switch (e.code) {
    case 'invalid_credentials':
      return problem('That e-mail and password do not match an account. Check them and try again.', 'form');
    case 'user_already_exists':
    case 'email_exists':
      return problem('An account with this e-mail already exists. Sign in instead, or use another e-mail.', 'email');
    case 'email_not_confirmed':
      return problem('Please confirm your e-mail address first: follow the link we sent you.', 'form');
    case 'email_address_invalid':
    case 'validation_failed':
      // e.g. "Password cannot be longer than 72 bytes …" belongs beside the password
      return problem(
        raw || 'Enter a valid e-mail address, like name@example.com.',
        /password/i.test(raw) ? 'password' : 'email',
      );
    case 'over_request_rate_limit':
    case 'over_email_send_rate_limit':
      return problem('Too many attempts. Please wait a minute and try again.', 'form');
    case 'signup_disabled':
      return problem('New accounts cannot be created right now. Please try again later.', 'form');
  }
  if (e.name === 'AuthInvalidCredentialsError') return problem(raw || 'Enter your e-mail and password.', 'form');
  return problem(raw || FALLBACK_MESSAGE, 'form');
}
