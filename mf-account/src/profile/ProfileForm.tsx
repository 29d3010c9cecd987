import styled from '@emotion/styled';
import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, showToast, space, useShopNavigation } from '@giftshop/shared';
import { useKeepTypingWhenSessionEnds, useKeptTyping } from '@giftshop/shared/session';
import { updateAccountName } from '../api/auth';
import { updateProfile, type Profile, type ProfileNames } from '../api/profile';
import { bus } from '../bus';
import { focusFirstInvalid, useAuthForm } from '../auth/useAuthForm';
import { FormAlert } from '../ui/FormAlert';
import { GhostButton, GhostField } from '../ui/FormGhost';
import { FieldStack, NameRow, TextField } from '../ui/TextField';
import { profileKey } from './profileQuery';
import { profileChanged, validateProfile } from './validateProfile';

const Actions = styled.div({ display: 'flex', alignItems: 'center', gap: space.md, flexWrap: 'wrap' });

/** The form's name where a session that ends keeps what was typed in it (useKeepTypingWhenSessionEnds). */
const KEPT_AS = 'profile-names';

/** Names kept when a session ended: three texts (checked as any typed name is, on Save), or nothing. */
const keptNames = (values: unknown): ProfileNames | null => {
  const kept = (values ?? {}) as Record<string, unknown>;
  const names = [kept.firstName, kept.lastName, kept.displayName];
  if (!names.every((name) => typeof name === 'string')) return null;
  const [firstName, lastName, displayName] = names as string[];
  return { firstName: firstName!, lastName: lastName!, displayName: displayName! };
};

/**
 * Edit first, last and display name (the e-mail address has its own form: EmailChangeForm). What was typed is
 * kept if the session ends meanwhile, and is back here once the same shopper has signed in again.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const form = useRef<HTMLFormElement>(null);
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const kept = useKeptTyping(KEPT_AS, profile.id, keptNames);
  const { values, setErrors, formError, setFormError, field, showProblem } = useAuthForm<ProfileNames>(
    kept ?? { firstName: profile.firstName, lastName: profile.lastName, displayName: profile.displayName },
  );
  useKeepTypingWhenSessionEnds(bus, KEPT_AS, profile.id, () => values, useShopNavigation());
  const mutation = useMutation({
    mutationFn: async (names: ProfileNames) => {
      const result = await updateProfile(profile.id, names);
      if (!result) throw new Error('We could not find your profile to save it. Please sign in again.');
      // The header greets by display name: keep the account in step (publishes USER_UPDATED), with the names as the
      // profile keeps them (the database cleans them of invisible characters)
      const { error } = await updateAccountName(result);
      if (error) console.warn('[account] profile saved, but the account name was not updated:', error);
      return result;
    },
    onSuccess: (result) => {
      queryClient.setQueryData(profileKey(profile.id), result);
      setSaved(true);
      showToast(bus, { title: 'Profile saved', description: 'Your details have been updated.', variant: 'success' });
    },
    onError: (error) => {
      // Said once, above the form (not also in a toast with the same words, over the fields on a phone).
      const message = error instanceof Error ? error.message : 'Your profile could not be saved. Please try again.';
      showProblem(form.current, { field: 'form', message });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setFormError(null);
    setSaved(false);
    const errors = validateProfile(values);
    setErrors(errors);
    if (Object.keys(errors).length > 0) return focusFirstInvalid(form.current);
    mutation.mutate(values);
  };
  const dirty = profileChanged(profile, values);

  return (
    <form ref={form} onSubmit={submit} noValidate aria-label="Your details" onChange={() => setSaved(false)}>
      <FieldStack>
        {formError && <FormAlert title="Profile not saved">{formError}</FormAlert>}
        <NameRow>
          <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
          <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
        </NameRow>
        <TextField label="Display name" hint="How we greet you around the shop." {...field('displayName')} />
        <Actions>
          <Button type="submit" disabled={mutation.isPending || !dirty}>
            {mutation.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
          {saved && !dirty && <FormAlert tone="success">Saved. Your profile is up to date.</FormAlert>}
        </Actions>
      </FieldStack>
    </form>
  );
}

/** ProfileForm's rows while the profile loads (keep them in step): the names, the display name with its hint, Save. */
export function ProfileFormGhost() {
  return (
    <FieldStack>
      <NameRow>
        <GhostField label="First name" value />
        <GhostField label="Last name" value />
      </NameRow>
      <GhostField label="Display name" hint="How we greet you around the shop." value />
      <Actions>
        <GhostButton>Save Changes</GhostButton>
      </Actions>
    </FieldStack>
  );
}
