import { cleanText, nameMarkupProblem, shopLimits, textLength } from '@giftshop/shared/domain';
export interface SignInValues {
  email: string;
  password: string;
}
export interface SignUpValues extends SignInValues {
  firstName: string;
  lastName: string;
}
export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** The profiles table's own limit on each name (one home: shopLimits). */
const NAME_MAX = shopLimits.profileName;
/** Deliberately loose: the service has the last word; this catches typos like a missing @ or domain. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): string | undefined {
  const value = email.trim();
  if (!value) return 'Enter your e-mail address.';
  if (value.length > 254 || !EMAIL_SHAPE.test(value)) return 'Enter a valid e-mail address, like name@example.com.';
  return undefined;
}

/**
 * A name as the database keeps it (20250609043000_profile_names_cleaned.sql): cleaned of invisible characters
 * (shared's cleanText, the database's clean_text), so one of them only is no name; counted as the table's check
 * counts it (textLength: an emoji is one character, not two UTF-16 units).
 */
export function nameError(value: string, label: string): string | undefined {
  if (!cleanText(value)) return `Enter your ${label}.`;
  if (textLength(value) > NAME_MAX) return `Your ${label} can be at most ${NAME_MAX} characters.`;
  return undefined;
}

const withoutEmpty = <T>(errors: FieldErrors<T>): FieldErrors<T> =>
  Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as FieldErrors<T>;

/** Sign-in: e-mail and password are required (spec section 5). */
export function validateSignIn(values: SignInValues): FieldErrors<SignInValues> {
  return withoutEmpty<SignInValues>({
    email: emailError(values.email),
    password: values.password ? undefined : 'Enter your password.',
  });
}

/** bcrypt, which keeps passwords, reads at most 72 bytes: accented letters take 2, many symbols and emoji 3 or 4. */
const MAX_PASSWORD_BYTES = 72;

/**
 * A new password, counted as the service counts it: after NFKC, without
 * invisible format characters (zero-width spaces), trimmed; at least
 * `minLength` characters, at most 72 bytes, and not only spaces. Common and
 * guessable passwords are the server's to refuse (its list is the one home of
 * that rule); its reasons come back as words (authErrors).
 */
export function newPasswordError(password: string, minLength: number): string | undefined {
  if (!password) return 'Choose a password.';
  const counted = password
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .trim();
  if (!counted) return 'Your password cannot be only spaces: choose one with letters, numbers or symbols.';
  if ([...counted].length < minLength) return `Your password needs at least ${minLength} characters.`;
  if (new TextEncoder().encode(password).length > MAX_PASSWORD_BYTES)
    return 'Your password is too long: at most 72 plain letters, digits and symbols (accented letters and emoji count as 2 to 4).';
  return undefined;
}

/**
 * Sign-up: all four fields required, and a password `newPasswordError` accepts (spec section 5). The first name is
 * the display name the header greets by (spec section 3): without markup, in the profile form's words
 * (nameMarkupProblem), as the database keeps no display name with it (handle_new_user leaves it empty).
 */
export function validateSignUp(values: SignUpValues, minLength: number): FieldErrors<SignUpValues> {
  return withoutEmpty<SignUpValues>({
    firstName: nameError(values.firstName, 'first name') ?? nameMarkupProblem(values.firstName, 'first name'),
    lastName: nameError(values.lastName, 'last name'),
    email: emailError(values.email),
    password: newPasswordError(values.password, minLength),
  });
}

export interface NewPasswordValues {
  password: string;
  confirm: string;
}

/** A new password: the same rules as at sign-up, typed twice alike. */
export function validateNewPassword(values: NewPasswordValues, minLength: number): FieldErrors<NewPasswordValues> {
  const password = newPasswordError(values.password, minLength);
  return withoutEmpty<NewPasswordValues>({
    password,
    confirm: !password && values.confirm !== values.password ? 'The two passwords do not match.' : undefined,
  });
}
