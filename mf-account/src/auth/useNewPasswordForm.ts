import { useRef, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { getShopConfig } from '@giftshop/shared';
import { changePassword } from '../api/auth';
import { describeAuthError, UNREACHABLE_MESSAGE } from './authErrors';
import { focusFirstInvalid, useAuthForm } from './useAuthForm';
import { validateNewPassword } from './validateAuthForms';

/**
 * A new password typed twice, checked by the sign-up rules here and by the
 * service's weak-password rules there (its reasons in words, on the field).
 * Used after a recovery link and on the profile page; `onSaved` runs once
 * the service has the new password.
 */
export function useNewPasswordForm(onSaved: () => void) {
  const form = useRef<HTMLFormElement>(null);
  const minLength = getShopConfig().minPasswordLength;
  const { values, setErrors, setFormError, formError, field, reset, showProblem } = useAuthForm({
    password: '',
    confirm: '',
  });
  const mutation = useMutation({
    mutationFn: (password: string) => changePassword(password),
    onSuccess: ({ error }) => {
      if (!error) {
        reset();
        return onSaved();
      }
      const problem = describeAuthError(error, minLength);
      showProblem(
        form.current,
        { field: problem.field === 'password' ? 'password' : 'form', message: problem.message },
        'password',
      );
    },
    onError: (error) => {
      console.error('[account] the new password was not saved:', error);
      showProblem(form.current, { field: 'form', message: UNREACHABLE_MESSAGE }, 'password');
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

  return { form, minLength, formError, field, submit, saving: mutation.isPending };
}
