import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, getShopConfig, showToast, useShopNavigation } from '@giftshop/shared';
import { signUp } from '../api/auth';
import { bus } from '../bus';
import { FieldStack, NameRow, TextField } from '../ui/TextField';
import { PasswordField } from '../ui/PasswordField';
import { FormAlert } from '../ui/FormAlert';
import { describeAuthError, SIGN_UP_FAILED, UNREACHABLE_MESSAGE } from './authErrors';
import { focusFirstInvalid, useAuthForm } from './useAuthForm';
import { redirectTarget } from './redirectTarget';
import { validateSignUp } from './validateAuthForms';

/**
 * Sign Up: first name, last name, e-mail, password. Never retried blindly.
 * With e-mail confirmation on, the shopper is asked to check their inbox;
 * with it off, they are signed in at once and the page redirects. `send` is the service call (a test gives the
 * service's answers as auth-js gives them).
 */
export function SignUpForm({ send = signUp }: { send?: typeof signUp }) {
  const form = useRef<HTMLFormElement>(null);
  const { search } = useShopNavigation();
  const minLength = getShopConfig().minPasswordLength;
  const [checkInbox, setCheckInbox] = useState<string | null>(null);
  const { values, setErrors, formError, setFormError, field, showProblem } = useAuthForm({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
  });
  const mutation = useMutation({
    // the confirmation link leads back to where the shopper was going
    mutationFn: (details: typeof values) => send(details, undefined, redirectTarget(search)),
    onSuccess: (outcome, details) => {
      if (outcome.ok) {
        if (outcome.session) {
          showToast(bus, {
            title: 'Account created!',
            description: 'Welcome to Keepsake Lane: you are now signed in.',
            variant: 'success',
          });
        } else {
          showToast(bus, {
            title: 'Account created!',
            description: 'Please check your e-mail to verify your account.',
            variant: 'success',
          });
          setCheckInbox(details.email.trim());
        }
        return;
      }
      // The shop's words in the form, where it is corrected; the service's own in spec section 8's toast (which
      // never covers the field that has focus).
      const problem = describeAuthError(outcome.error, minLength);
      showToast(bus, { title: SIGN_UP_FAILED, description: problem.serverMessage, variant: 'destructive' });
      showProblem(form.current, problem, 'password');
    },
    onError: (error) => {
      // Thrown before reaching the service (e.g. no backend configured): the shopper can only retry later.
      console.error('[account] sign up failed:', error);
      showToast(bus, { title: SIGN_UP_FAILED, description: UNREACHABLE_MESSAGE, variant: 'destructive' });
      showProblem(form.current, { field: 'form', message: UNREACHABLE_MESSAGE }, 'password');
    },
  });

  if (checkInbox) {
    return (
      <FormAlert tone="success">
        <strong>Check your inbox.</strong> We sent a link to {checkInbox}. Follow it to verify your account; in this
        browser it also signs you in.
      </FormAlert>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setFormError(null);
    const errors = validateSignUp(values, minLength);
    setErrors(errors);
    if (Object.keys(errors).length > 0) return focusFirstInvalid(form.current);
    mutation.mutate(values);
  };

  return (
    <form ref={form} onSubmit={submit} noValidate aria-label="Create an account">
      <FieldStack>
        {formError && <FormAlert>{formError}</FormAlert>}
        <NameRow>
          <TextField label="First name" autoComplete="given-name" required {...field('firstName')} />
          <TextField label="Last name" autoComplete="family-name" required {...field('lastName')} />
        </NameRow>
        <TextField label="E-mail" type="email" autoComplete="email" required {...field('email')} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          required
          minLength={minLength}
          hint={`At least ${minLength} characters.`}
          {...field('password')}
        />
        <Button type="submit" size="lg" block disabled={mutation.isPending}>
          {mutation.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </FieldStack>
    </form>
  );
}
