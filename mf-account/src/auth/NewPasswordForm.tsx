import { useRef, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, getShopConfig } from '@giftshop/shared';
import { changePassword } from '../api/auth';
import { FormAlert } from '../ui/FormAlert';
import { PasswordField } from '../ui/PasswordField';
import { FieldStack } from '../ui/TextField';
import { describeAuthError, UNREACHABLE_MESSAGE } from './authErrors';
import { focusFirstInvalid, useAuthForm } from './useAuthForm';
import { validateNewPassword } from './validateAuthForms';

/**
 * After a recovery link: the new password, typed twice (the sign-up rules;
 * the service's weak-password reasons in words). The shopper is signed in
 * already; `onSaved` runs once the service has the new password.
 */
export function NewPasswordForm({ onSaved }: { onSaved: () => void }) {
  const form = useRef<HTMLFormElement>(null);
  const minLength = getShopConfig().minPasswordLength;
  const { values, setErrors, formError, setFormError, field } = useAuthForm({ password: '', confirm: '' });
  const mutation = useMutation({
    mutationFn: (password: string) => changePassword(password),
    onSuccess: ({ error }) => {
      if (!error) return onSaved();
      const problem = describeAuthError(error, minLength);
      if (problem.field === 'password') setErrors({ password: problem.message });
      else setFormError(problem.message);
      focusFirstInvalid(form.current);
    },
    onError: (error) => {
      console.error('[account] the new password was not saved:', error);
      setFormError(UNREACHABLE_MESSAGE);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setFormError(null);
    const errors = validateNewPassword(values, minLength);
    setErrors(errors);
    if (Object.keys(errors).length > 0) return focusFirstInvalid(form.current);
    mutation.mutate(values.password);
  };

  return (
    <form ref={form} onSubmit={submit} noValidate aria-label="Choose a new password">
      <FieldStack>
        {formError && <FormAlert>{formError}</FormAlert>}
        <PasswordField
          label="New password"
          autoComplete="new-password"
          required
          hint={`At least ${minLength} characters.`}
          {...field('password')}
        />
        <PasswordField label="Repeat the new password" autoComplete="new-password" required {...field('confirm')} />
        <Button type="submit" size="lg" block disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving...' : 'Save my new password'}
        </Button>
      </FieldStack>
    </form>
  );
}
