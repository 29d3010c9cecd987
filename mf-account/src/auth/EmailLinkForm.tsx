import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, getShopConfig } from '@giftshop/shared';
import { FieldStack, TextField } from '../ui/TextField';
import { FormAlert } from '../ui/FormAlert';
import { describeAuthError, UNREACHABLE_MESSAGE } from './authErrors';
import { focusFirstInvalid, useAuthForm } from './useAuthForm';
import { emailError } from './validateAuthForms';

/**
 * One e-mail field that asks the service to send a link (a password reset, a
 * new confirmation). Once asked, it says to check the inbox — in the same
 * words whether or not the address has an account, as the service answers.
 */
export function EmailLinkForm({
  label,
  submitLabel,
  pendingLabel,
  send,
  sentMessage,
  initialEmail = '',
  onEmail,
}: {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  pendingLabel: string;
  send: (email: string) => Promise<{ error: unknown }>;
  sentMessage: (email: string) => ReactNode;
  initialEmail?: string;
  /** Told the e-mail as it is typed (the sign-in form starts with it again). */
  onEmail?: (email: string) => void;
}) {
  const form = useRef<HTMLFormElement>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { values, setErrors, formError, setFormError, field, showProblem } = useAuthForm({ email: initialEmail });
  useEffect(() => onEmail?.(values.email), [values.email, onEmail]);
  // The form is replaced by 'Check your inbox' (the button pressed goes with it): focus goes to what it says;
  // 'Send It Again' brings the form back, with focus in its field.
  const sent = useRef<HTMLDivElement>(null);
  const wasSent = useRef(false);
  useEffect(() => {
    if (sentTo) sent.current?.focus();
    else if (wasSent.current) form.current?.querySelector('input')?.focus();
    wasSent.current = sentTo !== null;
  }, [sentTo]);
  const mutation = useMutation({
    mutationFn: (email: string) => send(email),
    onSuccess: ({ error }, email) => {
      if (!error) return setSentTo(email.trim());
      const problem = describeAuthError(error, getShopConfig().minPasswordLength);
      showProblem(
        form.current,
        { field: problem.field === 'email' ? 'email' : 'form', message: problem.message },
        'email',
      );
    },
    onError: (error) => {
      console.error('[account] could not ask for the e-mail:', error);
      showProblem(form.current, { field: 'form', message: UNREACHABLE_MESSAGE }, 'email');
    },
  });

  if (sentTo) {
    return (
      <FieldStack ref={sent} tabIndex={-1} css={{ outline: 'none' }}>
        <FormAlert tone="success">{sentMessage(sentTo)}</FormAlert>
        <Button type="button" variant="secondary" block onClick={() => setSentTo(null)}>
          Send It Again
        </Button>
      </FieldStack>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setFormError(null);
    const error = emailError(values.email);
    setErrors(error ? { email: error } : {});
    if (error) return focusFirstInvalid(form.current);
    mutation.mutate(values.email);
  };

  return (
    <form ref={form} onSubmit={submit} noValidate aria-label={label}>
      <FieldStack>
        {formError && <FormAlert>{formError}</FormAlert>}
        <TextField label="E-mail" type="email" autoComplete="email" required {...field('email')} />
        <Button type="submit" size="lg" block disabled={mutation.isPending}>
          {mutation.isPending ? pendingLabel : submitLabel}
        </Button>
      </FieldStack>
    </form>
  );
}
