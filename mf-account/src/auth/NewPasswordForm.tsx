import { Button } from '@giftshop/shared';
import { FormAlert } from '../ui/FormAlert';
import { PasswordField } from '../ui/PasswordField';
import { FieldStack } from '../ui/TextField';
import { useNewPasswordForm } from './useNewPasswordForm';

/**
 * After a recovery link: the new password, typed twice. The shopper is
 * signed in already; `onSaved` runs once the service has the new password.
 */
export function NewPasswordForm({ onSaved }: { onSaved: () => void }) {
  const { form, minLength, formError, field, submit, saving } = useNewPasswordForm(onSaved);
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
        <Button type="submit" size="lg" block disabled={saving}>
          {saving ? 'Saving...' : 'Save My New Password'}
        </Button>
      </FieldStack>
    </form>
  );
}
