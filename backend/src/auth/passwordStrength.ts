import { readFileSync } from 'node:fs';
import { AuthError } from './authError';

export const MIN_PASSWORD = 6;
export const MAX_PASSWORD = 72;

/** What a password must satisfy: a length, and GoTrue's required character sets (none by default). */
export interface PasswordRules {
  minLength: number;
  /** Each set must contribute at least one character (GOTRUE_PASSWORD_REQUIRED_CHARACTERS, parsed). */
  requiredCharacters: readonly string[];
}

/** The shipped list of the most common passwords (lower case). */
const COMMON = new Set(
  readFileSync(new URL('./commonPasswords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line && !line.startsWith('#')),
);

/**
 * GoTrue's `GOTRUE_PASSWORD_REQUIRED_CHARACTERS`: character sets separated by
 * `:`, a `\:` standing for a literal colon inside a set, empty sets ignored.
 * E.g. `abcdefghijklmnopqrstuvwxyz:ABCDEFGHIJKLMNOPQRSTUVWXYZ:0123456789`.
 */
export function parseRequiredCharacters(value: string | undefined): string[] {
  if (!value) return [];
  const parts = value.split(':');
  for (let i = 0; i < parts.length - 1; i++) {
    const part = parts[i]!;
    if (part.endsWith('\\')) {
      parts[i + 1] = `${part.slice(0, -1)}:${parts[i + 1]}`;
      parts[i] = '';
    }
  }
  return parts.filter((part) => part !== '');
}

/** Too easy to guess whatever its length: on the common list, one character repeated, or only spaces. */
function guessable(password: string): boolean {
  return COMMON.has(password.toLowerCase()) || /^(.)\1*$/su.test(password) || /^\s+$/u.test(password);
}

/**
 * Why a password is weak, in GoTrue's words: `length` (too short),
 * `characters` (a required set is missing), `pwned` (common or trivially
 * guessable; hosted GoTrue asks Have I Been Pwned, this backend a shipped list).
 */
export function weakPasswordReasons(password: string, rules: PasswordRules): { reasons: string[]; messages: string[] } {
  const reasons: string[] = [];
  const messages: string[] = [];
  if ([...password].length < rules.minLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${rules.minLength} characters.`);
  }
  if (rules.requiredCharacters.some((set) => ![...set].some((c) => password.includes(c)))) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${rules.requiredCharacters.join(', ')}.`);
  }
  if (guessable(password)) {
    reasons.push('pwned');
    messages.push('Password is known to be weak and easy to guess, please choose a different one.');
  }
  return { reasons, messages };
}

/** A password that passes the rules, else 422 `weak_password` with `{"weak_password":{"reasons":[...]}}`. */
export function checkPassword(value: unknown, rules: PasswordRules): string {
  if (typeof value !== 'string' || value.length === 0)
    throw new AuthError(422, 'validation_failed', 'Password is required');
  if (value.length > MAX_PASSWORD)
    throw new AuthError(422, 'validation_failed', `Password cannot be longer than ${MAX_PASSWORD} characters`);
  const { reasons, messages } = weakPasswordReasons(value, rules);
  if (reasons.length > 0) throw new AuthError(422, 'weak_password', messages.join(' '), { weak_password: { reasons } });
  return value;
}
