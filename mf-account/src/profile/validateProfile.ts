import { cleanText, nameMarkupProblem } from '@giftshop/shared/domain';
import type { ProfileNames } from '../api/profile';
import { nameError, type FieldErrors } from '../auth/validateAuthForms';

/**
 * Profile names: all three required, at most shopLimits.profileName (100) characters each, as the database keeps and
 * counts them (nameError); the display name (the header greets by it) without markup, as the database refuses it
 * (profile_display_name_rule).
 */
export function validateProfile(names: ProfileNames): FieldErrors<ProfileNames> {
  const errors: FieldErrors<ProfileNames> = {
    firstName: nameError(names.firstName, 'first name'),
    lastName: nameError(names.lastName, 'last name'),
    displayName: nameError(names.displayName, 'display name') ?? nameMarkupProblem(names.displayName, 'display name'),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as FieldErrors<ProfileNames>;
}

/** Whether the form differs from what is saved (as the database keeps a name: ignoring spaces and unseen characters). */
export function profileChanged(saved: ProfileNames, edited: ProfileNames): boolean {
  return (['firstName', 'lastName', 'displayName'] as const).some((k) => cleanText(saved[k]) !== cleanText(edited[k]));
}
