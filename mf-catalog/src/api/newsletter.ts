import { getSupabase } from '@giftshop/shared';

export type SubscribeResult = 'subscribed' | 'already-subscribed';

/**
 * Adds the address to `newsletter_subscribers`. Sent once, never retried
 * blindly: an address already on the list (409 / 23505) is an answer, not a failure.
 * Anyone may insert but nobody may read, so nothing is asked back.
 */
export async function subscribeToNewsletter(email: string): Promise<SubscribeResult> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('newsletter_subscribers').insert({ email: email.trim().toLowerCase() });
  if (!error) return 'subscribed';
  if (error.code === '23505') return 'already-subscribed';
  throw new Error(error.message || 'The subscription could not be saved.');
}
