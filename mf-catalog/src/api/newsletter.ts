import { getSupabase } from '@giftshop/shared';

/**
 * Adds the address to `newsletter_subscribers`. Sent once, never retried
 * blindly. The database answers an address already on the list as it answers
 * a new one, so that nobody can learn who subscribed, and the shop says the
 * same thanks either way; a 409 / 23505 (a database that still refuses
 * duplicates, or two sign-ups of one address at the same instant) is the same
 * answer. Anyone may insert but nobody may read, so nothing is asked back.
 */
export async function subscribeToNewsletter(email: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('newsletter_subscribers').insert({ email: email.trim().toLowerCase() });
  if (!error || error.code === '23505') return;
  throw new Error(error.message || 'The subscription could not be saved.');
}
