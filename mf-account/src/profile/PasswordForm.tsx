import { useState } from 'react';
import { Button, showToast } from '@giftshop/shared';
import { useNewPasswordForm } from '../auth/useNewPasswordForm';
import { bus } from '../bus';
import { FormAlert } from '../ui/FormAlert';
import { PasswordField } from '../ui/PasswordField';
import { FieldStack } from '../ui/TextField';

/** Change the signed-in user's password (typed twice); the session stays signed in. */
export function PasswordForm() {
  const [done, setDone] = useState(false);
  const { form, minLength, formError, field, submit, saving } = useNewPasswordForm(() => {
    setDone(true);
    showToast(bus, {
      title: 'Password changed',
      description: 'Use your new password next time you sign in.',
      variant: 'success',
    });
  });
  return (
    <form
      ref={form}
      onSubmit={(event) => {
        setDone(false);
        submit(event);
      }}
      noValidate
      aria-label="Change password"
    >
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
          <Button type="submit" variant="secondary" disabled={saving}>
            {saving ? 'Changing...' : 'Change Password'}
          </Button>
        </div>
        {done && <FormAlert tone="success">Your password has been changed.</FormAlert>}
      </FieldStack>
    </form>
  );
}
