import { useEffect, useRef, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, getShopConfig, showToast, useShopNavigation } from '@giftshop/shared';
import { signIn } from '../api/auth';
import { bus } from '../bus';
import { FieldStack, TextField } from '../ui/TextField';
import { PasswordField } from '../ui/PasswordField';
import { FormAlert } from '../ui/FormAlert';
import { describeAuthError, SIGN_IN_FAILED, UNREACHABLE_MESSAGE } from './authErrors';
import { authViewHref, QuietLink } from './authLinks';
import { focusFirstInvalid, useAuthForm } from './useAuthForm';
import { validateSignIn } from './validateAuthForms';

/**
 * Sign In: e-mail and password (and the way to "Forgot password?"). On success the session owner publishes, and
 * the page redirects. `send` is the service call (a test gives the service's answers as auth-js gives them).
 * The e-mail starts as `email` and is told to `onEmail` as it is typed, so "Forgot password?" (the page's other
 * view) starts with it; the password is never carried.
 */
export function SignInForm({
  send = signIn,
  email = '',
  onEmail,
}: {
  send?: typeof signIn;
  email?: string;
  onEmail?: (email: string) => void;
}) {
  const form = useRef<HTMLFormElement>(null);
  const { search } = useShopNavigation();
  const { values, setErrors, formError, setFormError, field, showProblem } = useAuthForm({ email, password: '' });
  useEffect(() => onEmail?.(values.email), [values.email, onEmail]);
  const mutation = useMutation({
    mutationFn: (credentials: typeof values) => send(credentials.email, credentials.password),
    onSuccess: (outcome) => {
      if (outcome.ok) {
        showToast(bus, {
          title: 'Welcome back!',
          description: 'You have been signed in successfully.',
          variant: 'success',
        });
        return;
      }
      // The shop's words in the form, where it is corrected; the service's own in spec section 8's toast (which
      // never covers the field that has focus).
      const problem = describeAuthError(outcome.error, getShopConfig().minPasswordLength);
      showToast(bus, { title: SIGN_IN_FAILED, description: problem.serverMessage, variant: 'destructive' });
      showProblem(form.current, problem, 'password');
    },
    onError: (error) => {
      // Thrown before reaching the service (e.g. no backend configured): the shopper can only retry later.
      console.error('[account] sign in failed:', error);
      showToast(bus, { title: SIGN_IN_FAILED, description: UNREACHABLE_MESSAGE, variant: 'destructive' });
      showProblem(form.current, { field: 'form', message: UNREACHABLE_MESSAGE }, 'password');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setFormError(null);
    const errors = validateSignIn(values);
    setErrors(errors);
    if (Object.keys(errors).length > 0) return focusFirstInvalid(form.current);
    mutation.mutate(values);
  };

  return (
    <form ref={form} onSubmit={submit} noValidate aria-label="Sign in">
      <FieldStack>
        {formError && <FormAlert>{formError}</FormAlert>}
        <TextField label="E-mail" type="email" autoComplete="email" required {...field('email')} />
        <PasswordField label="Password" autoComplete="current-password" required {...field('password')} />
        <div css={{ marginTop: -12, textAlign: 'right' }}>
          <QuietLink to={authViewHref(search, 'forgot')}>Forgot password?</QuietLink>
        </div>
        <Button type="submit" size="lg" block disabled={mutation.isPending}>
          {mutation.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </FieldStack>
    </form>
  );
}
