/** The profile mapper: a `profiles` row → the names the account pages show and edit. */
import { textOrNull } from './numbers';
import type { ProfileRow } from './rows';

export interface Profile {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  displayName: string;
}

export type ProfileNamesRow = Pick<ProfileRow, 'id' | 'email' | 'first_name' | 'last_name' | 'display_name'>;

export function toProfile(row: ProfileNamesRow): Profile {
  return {
    id: textOrNull(row.id) ?? '',
    email: textOrNull(row.email) ?? '',
    firstName: textOrNull(row.first_name) ?? '',
    lastName: textOrNull(row.last_name) ?? '',
    displayName: textOrNull(row.display_name) ?? '',
  };
}
