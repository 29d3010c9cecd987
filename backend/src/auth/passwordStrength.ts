import { readFileSync } from 'node:fs';
import { dictionary } from '@zxcvbn-ts/language-common';
import { defaultShopConfig } from '../../../shared/src/config/shopConfig';
import { AuthError } from './authError';

export const MIN_PASSWORD = 6;
/** bcrypt reads at most 72 bytes (not characters): a longer password would sign in as its first 72 bytes. */
export const MAX_PASSWORD_BYTES = 72;

/** What a password must satisfy: a length, and GoTrue's required character sets (none by default). */
export interface PasswordRules {
  minLength: number;
  /** Each set must contribute at least one character (GOTRUE_PASSWORD_REQUIRED_CHARACTERS, parsed). */
  requiredCharacters: readonly string[];
}

/**
 * Common passwords, case-folded: zxcvbn-ts's list (about 49,000 from public
 * breach corpora, `@zxcvbn-ts/language-common`, MIT) and the shop's own short
 * list of the very top ones it lacks; entries of 6 characters or more. Read
 * on the first password check (about 80 ms and 9 MB), not at start-up.
 */
let common: Set<string> | null = null;
function commonPasswords(): Set<string> {
  if (common) return common;
  const own = readFileSync(new URL('./commonPasswords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  // shorter entries never matter: such a password already fails `length`
  common = new Set([...dictionary['passwords-common'], ...own].map(fold).filter((p) => [...p].length >= MIN_PASSWORD));
  return common;
}

/** The shop's own name in words (`keepsake`, `lane`): a password made only of them, digits and symbols is guessable. */
const SHOP_WORDS = defaultShopConfig.brandName
  .toLowerCase()
  .split(/[^\p{L}]+/u)
  .filter(Boolean);
const ONLY_SHOP_WORDS = new RegExp(`^(?:${SHOP_WORDS.map((w) => w.replace(/[^\p{L}]/gu, '')).join('|')})+$`, 'u');

/** Zero-width and other invisible format characters (ZWSP, ZWJ, word joiner, BOM, soft hyphen, bidi marks). */
const FORMAT_CHARACTERS = /\p{Cf}/gu;

/**
 * The password as it is judged (never as it is hashed): NFKC (full-width and
 * other compatibility forms become plain letters), invisible format
 * characters removed, surrounding whitespace trimmed.
 */
export function judgedText(password: string): string {
  return password.normalize('NFKC').replace(FORMAT_CHARACTERS, '').trim();
}

const fold = (text: string) => text.toLowerCase();

/**
 * Too easy to guess whatever its length (given the judged text): nothing
 * left; on the common list, alone or with one digit or symbol before or after
 * it (`Password!`, `sunshine1`); only the shop's name (`Keepsake1`,
 * `keepsakelane`); at most two different characters (`ababab`, `aaaaaaA`,
 * `111111a`); or a short unit repeated (`abcabc`).
 */
function guessable(judged: string): boolean {
  const folded = fold(judged);
  if (!folded) return true;
  const list = commonPasswords();
  // one digit or symbol before or after a common password adds next to nothing (`Password!`, `sunshine1`)
  const core = folded.replace(/^[^\p{L}]|[^\p{L}]$/gu, '');
  if (list.has(folded) || (core && list.has(core))) return true;
  if (ONLY_SHOP_WORDS.test(folded.replace(/[^\p{L}]/gu, ''))) return true;
  if (new Set(folded).size <= 2) return true;
  return /^(.{1,4})\1+$/su.test(folded);
}

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

/**
 * Why a password is weak, in GoTrue's words, judged on `judgedText`:
 * `length` (fewer characters than the minimum), `characters` (a required set
 * is missing), `pwned` (common or trivially guessable; hosted GoTrue asks
 * Have I Been Pwned, this backend a shipped list and the rules above).
 */
export function weakPasswordReasons(password: string, rules: PasswordRules): { reasons: string[]; messages: string[] } {
  const judged = judgedText(password);
  const reasons: string[] = [];
  const messages: string[] = [];
  if ([...judged].length < rules.minLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${rules.minLength} characters.`);
  }
  if (rules.requiredCharacters.some((set) => ![...set].some((c) => judged.includes(c)))) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${rules.requiredCharacters.join(', ')}.`);
  }
  if (guessable(judged)) {
    reasons.push('pwned');
    messages.push('Password is known to be weak and easy to guess, please choose a different one.');
  }
  return { reasons, messages };
}

/** More than bcrypt's 72 bytes: such a password can never be set, so it never signs in either. */
export const tooLongForBcrypt = (password: string) => Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES;

/**
 * A password that passes the rules (returned as given: that is what is
 * hashed), else 422 `weak_password` with `{"weak_password":{"reasons":[...]}}`;
 * more than 72 bytes is 422 `validation_failed`.
 */
export function checkPassword(value: unknown, rules: PasswordRules): string {
  if (typeof value !== 'string' || value.length === 0)
    throw new AuthError(422, 'validation_failed', 'Password is required');
  if (tooLongForBcrypt(value))
    throw new AuthError(
      422,
      'validation_failed',
      `Password cannot be longer than ${MAX_PASSWORD_BYTES} bytes (72 plain letters, digits or symbols; accented letters take 2 bytes, many symbols 3 or 4)`,
    );
  const { reasons, messages } = weakPasswordReasons(value, rules);
  if (reasons.length > 0) throw new AuthError(422, 'weak_password', messages.join(' '), { weak_password: { reasons } });
  return value;
}
