import { getSupabase } from '@giftshop/shared';

export type SubscribeResult = 'subscribed' | 'already-subscribed';

/**
 * Adds the address to `newsletter_subscribers`. Sent once, never retried
 * blindly. The shop's database answers an address already on the list as it
 * answers a new one (so nobody can learn who subscribed); a 409 / 23505, from
 * a database that still refuses duplicates, is an answer too, not a failure.
 * Anyone may insert but nobody may read, so nothing is asked back.
 */
export async function subscribeToNewsletter(email: string): Promise<SubscribeResult> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('newsletter_subscribers').insert({ email: email.trim().toLowerCase() });
  if (!error) return 'subscribed';
  if (error.code === '23505') return 'already-subscribed';
  throw new Error(error.message || 'The subscription could not be saved.');
}
