import styled from '@emotion/styled';
import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, color, fontSize, space, useShopNavigation } from '@giftshop/shared';
import { useKeepTypingWhenSessionEnds, useKeptTyping } from '@giftshop/shared/session';
import { fetchPendingEmail, requestEmailChange, type EmailChangeOutcome } from '../api/emailChange';
import { UNREACHABLE_MESSAGE } from '../auth/authErrors';
import { focusFirstInvalid, useAuthForm } from '../auth/useAuthForm';
import { bus } from '../bus';
import { FormAlert } from '../ui/FormAlert';
import { FieldStack, TextField } from '../ui/TextField';
import { describeEmailChangeError, newEmailError, SAME_ADDRESS } from './emailChangeErrors';

/** Where a session that ends keeps the new address being typed (useKeepTypingWhenSessionEnds). */
const KEPT_AS = 'new-email';

/** A new address kept when a session ended: a text, or nothing (tampered, another shape). */
const keptNewEmail = (values: unknown): { email: string } | null => {
  const email = (values as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? { email } : null;
};

const Current = styled.div({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: space.md,
  flexWrap: 'wrap',
  fontSize: fontSize.sm,
  color: color.inkMuted,
  strong: { display: 'block', color: color.ink, fontSize: fontSize.md, marginTop: 4, overflowWrap: 'anywhere' },
});
const Actions = styled.div({ display: 'flex', alignItems: 'center', gap: space.md, flexWrap: 'wrap' });
const Address = styled.strong({ overflowWrap: 'anywhere' });

export const pendingEmailKey = (userId: string) => ['account', userId, 'pending-email'] as const;

/**
 * The shopper's e-mail address and the way to change it: the new address and
 * the current one each get a link (so a taken-over account's owner is told),
 * and the address changes only when both are opened (until then the page says
 * so, also after a reload). Errors are said beside the field
 * (invalid, the same address, taken) or above it (too many requests, offline).
 */
export function EmailChangeForm({
  userId,
  email,
  send = requestEmailChange,
}: {
  userId: string;
  /** The address the account has now. */
  email: string;
  /** Asks the service (the account's data module; tests give the service's answers). */
  send?: (email: string) => Promise<EmailChangeOutcome>;
}) {
  const form = useRef<HTMLFormElement>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  const queryClient = useQueryClient();
  // a new address being typed when the session ended: the form open again with it
  const kept = useKeptTyping(KEPT_AS, userId, keptNewEmail);
  const [open, setOpen] = useState(kept !== undefined);
  const pending = useQuery({ queryKey: pendingEmailKey(userId), queryFn: fetchPendingEmail, retry: false });
  const sentTo = pending.data && pending.data.toLowerCase() !== email.toLowerCase() ? pending.data : null;
  const { values, setErrors, formError, setFormError, field, reset, showProblem } = useAuthForm(kept ?? { email: '' });
  useKeepTypingWhenSessionEnds(bus, open ? KEPT_AS : null, userId, () => values, useShopNavigation());
  const mutation = useMutation({
    mutationFn: (address: string) => send(address),
    onSuccess: (outcome) => {
      if (outcome.status === 'sent') {
        queryClient.setQueryData(pendingEmailKey(userId), outcome.newEmail);
        close();
        return;
      }
      const problem =
        outcome.status === 'unchanged'
          ? { message: SAME_ADDRESS, field: 'email' as const }
          : describeEmailChangeError(outcome.error);
      showProblem(form.current, problem, 'email');
    },
    onError: (error) => {
      console.error('[account] could not ask for the new e-mail address:', error);
      showProblem(form.current, { field: 'form', message: UNREACHABLE_MESSAGE }, 'email');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setFormError(null);
    const error = newEmailError(values.email, email);
    setErrors(error ? { email: error } : {});
    if (error) return focusFirstInvalid(form.current);
    mutation.mutate(values.email);
  };
  // the form goes away: focus goes back to the button that opened it (the sent message is announced as status)
  function close() {
    reset();
    setOpen(false);
    requestAnimationFrame(() => changeButton.current?.focus());
  }

  return (
    <FieldStack>
      <Current>
        <div>
          E-mail
          <strong data-testid="profile-email">{email}</strong>
        </div>
        {!open && (
          <Button
            ref={changeButton}
            type="button"
            variant="secondary"
            onClick={() => {
              setOpen(true);
              requestAnimationFrame(() => form.current?.querySelector('input')?.focus());
            }}
          >
            Change E-mail
          </Button>
        )}
      </Current>
      {sentTo && !open && (
        <FormAlert tone="success">
          We sent a link to <Address>{sentTo}</Address> and one to <Address>{email}</Address>. Your address changes when
          you open both; until then, keep using {email}.
        </FormAlert>
      )}
      {open && (
        <form ref={form} onSubmit={submit} noValidate aria-label="Change e-mail">
          <FieldStack>
            {formError && <FormAlert>{formError}</FormAlert>}
            <TextField
              label="New e-mail address"
              type="email"
              autoComplete="email"
              hint="We will send a link to the new address and one to your current address. Your address changes when you open both."
              required
              {...field('email')}
            />
            <Actions>
              <Button type="submit" disabled={mutation.isPending}>
                {mutation.isPending ? 'Sending...' : 'Send Confirmation Link'}
              </Button>
              <Button type="button" variant="secondary" onClick={close}>
                Cancel
              </Button>
            </Actions>
          </FieldStack>
        </form>
      )}
    </FieldStack>
  );
}
