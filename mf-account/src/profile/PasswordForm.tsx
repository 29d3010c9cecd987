import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, getShopConfig, showToast } from '@giftshop/shared';
import { changePassword } from '../api/auth';
import { bus } from '../bus';
import { describeAuthError, UNREACHABLE_MESSAGE } from '../auth/authErrors';
import { focusFirstInvalid, useAuthForm } from '../auth/useAuthForm';
import { validateNewPassword } from '../auth/validateAuthForms';
import { FormAlert } from '../ui/FormAlert';
import { PasswordField } from '../ui/PasswordField';
import { FieldStack } from '../ui/TextField';

/** Change the signed-in user's password (typed twice); the session stays signed in. */
export function PasswordForm() {
  const form = useRef<HTMLFormElement>(null);
  const minLength = getShopConfig().minPasswordLength;
  const [done, setDone] = useState(false);
  const { values, setErrors, formError, setFormError, field, reset } = useAuthForm({ password: '', confirm: '' });
  const mutation = useMutation({
    mutationFn: (password: string) => changePassword(password),
    onSuccess: ({ error }) => {
      if (!error) {
        setDone(true);
        reset();
        showToast(bus, {
          title: 'Password changed',
          description: 'Use your new password next time you sign in.',
          variant: 'success',
        });
        return;
      }
      const problem = describeAuthError(error, minLength);
      if (problem.field === 'password') setErrors({ password: problem.message });
      else setFormError(problem.message);
      focusFirstInvalid(form.current);
    },
    onError: (error) => {
      console.error('[account] password change failed:', error);
      setFormError(UNREACHABLE_MESSAGE);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setFormError(null);
    setDone(false);
    const errors = validateNewPassword(values, minLength);
    setErrors(errors);
    if (Object.keys(errors).length > 0) return focusFirstInvalid(form.current);
    mutation.mutate(values.password);
  };

  return (
    <form ref={form} onSubmit={submit} noValidate aria-label="Change password">
      <FieldStack>
        {formError && <FormAlert>{formError}</FormAlert>}
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint={`At least ${minLength} characters.`}
          {...field('password')}
        />
        <PasswordField label="Repeat the new password" autoComplete="new-password" {...field('confirm')} />
        <div>
          <Button type="submit" variant="secondary" disabled={mutation.isPending}>
            {mutation.isPending ? 'Changing...' : 'Change password'}
          </Button>
        </div>
        {done && <FormAlert tone="success">Your password has been changed.</FormAlert>}
      </FieldStack>
    </form>
  );
}
