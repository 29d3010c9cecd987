export interface SignInValues {
  email: string;
  password: string;
}
export interface SignUpValues extends SignInValues {
  firstName: string;
  lastName: string;
}
export type FieldErrors<T> = Partial<Record<keyof T, string>>;

const NAME_MAX = 50;
/** Deliberately loose: the service has the last word; this catches typos like a missing @ or domain. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): string | undefined {
  const value = email.trim();
  if (!value) return 'Enter your e-mail address.';
  if (value.length > 254 || !EMAIL_SHAPE.test(value)) return 'Enter a valid e-mail address, like name@example.com.';
  return undefined;
}

export function nameError(value: string, label: string): string | undefined {
  const name = value.trim();
  if (!name) return `Enter your ${label}.`;
  if (name.length > NAME_MAX) return `Your ${label} can be at most ${NAME_MAX} characters.`;
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

/** Sign-up: all four fields required, password at least `minLength` characters (spec section 5). */
export function validateSignUp(values: SignUpValues, minLength: number): FieldErrors<SignUpValues> {
  return withoutEmpty<SignUpValues>({
    firstName: nameError(values.firstName, 'first name'),
    lastName: nameError(values.lastName, 'last name'),
    email: emailError(values.email),
    password: !values.password
      ? 'Choose a password.'
      : values.password.length < minLength
        ? `Your password needs at least ${minLength} characters.`
        : values.password.length > 72
          ? 'Your password can be at most 72 characters.'
          : undefined,
  });
}

export interface NewPasswordValues {
  password: string;
  confirm: string;
}

/** A new password: the same rules as at sign-up, typed twice alike. */
export function validateNewPassword(values: NewPasswordValues, minLength: number): FieldErrors<NewPasswordValues> {
  const password = validateSignUp(
    { firstName: 'x', lastName: 'x', email: 'x@example.com', password: values.password },
    minLength,
  ).password;
  return withoutEmpty<NewPasswordValues>({
    password,
    confirm: !password && values.confirm !== values.password ? 'The two passwords do not match.' : undefined,
  });
}
