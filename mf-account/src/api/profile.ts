import { getSupabase } from '@giftshop/shared';
import { toProfile, type Profile } from '@giftshop/shared/domain';
import { toDataError, toRuleError } from './dataError';

// The row is mapped in shared/src/domain/profileRows.ts.
export type { Profile } from '@giftshop/shared/domain';

export type ProfileNames = Pick<Profile, 'firstName' | 'lastName' | 'displayName'>;

const COLUMNS = 'id, email, first_name, last_name, display_name';

/** The signed-in user's profile; row level security makes anyone else's invisible (null). */
export async function fetchProfile(userId: string): Promise<Profile | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('profiles').select(COLUMNS).eq('id', userId).maybeSingle().retry(false);
  if (error) throw toDataError(error, 'loading your profile');
  return data ? toProfile(data) : null;
}

/** Save the names; returns the saved profile, or null when no row of this user could be changed. */
export async function updateProfile(userId: string, names: ProfileNames): Promise<Profile | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('profiles')
    .update({
      first_name: names.firstName.trim(),
      last_name: names.lastName.trim(),
      display_name: names.displayName.trim(),
    })
    .eq('id', userId)
    .select(COLUMNS)
    .maybeSingle();
  // a display name with markup is refused in the database's words (the form says them too)
  if (error) throw toRuleError(error, 'saving your profile');
  return data ? toProfile(data) : null;
}
