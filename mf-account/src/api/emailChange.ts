import { getSupabase } from '@giftshop/shared';
import { linkLanding } from './auth';

/**
 * How asking for a new e-mail address went: `sent` (a link went to the new
 * address; the address changes when it is opened), `unchanged` (the service
 * started no change: it is the address the account has), or the service's
 * error (auth-js's, read by describeEmailChangeError).
 */
export type EmailChangeOutcome =
  { status: 'sent'; newEmail: string } | { status: 'unchanged' } | { status: 'failed'; error: unknown };

/** Where the link in the new address's e-mail leads back to: My Profile, told which link it was. */
export function emailChangeReturnUrl(siteRoot = `${location.origin}/`): string {
  return new URL('/profile?link=email_change', siteRoot).toString();
}

/**
 * Ask to change the signed-in shopper's e-mail address. Nothing changes yet:
 * the service sends a link to the new address (PKCE: it works in this
 * browser), and the address is replaced when that link is followed. The
 * service may answer alike whether or not another account has the address
 * (the embedded backend does; then no link is sent).
 */
export async function requestEmailChange(email: string, siteRoot?: string): Promise<EmailChangeOutcome> {
  const supabase = await getSupabase();
  const requested = email.trim();
  const { data, error } = await supabase.auth.updateUser(
    { email: requested },
    { emailRedirectTo: emailChangeReturnUrl(siteRoot) },
  );
  if (error) return { status: 'failed', error };
  const pending = data.user?.new_email;
  return pending && pending.toLowerCase() === requested.toLowerCase()
    ? { status: 'sent', newEmail: pending }
    : { status: 'unchanged' };
}

/** The address the signed-in shopper asked to change to and has not confirmed yet (null: none). */
export async function fetchPendingEmail(): Promise<string | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.getUser();
  if (error) throw error;
  return data.user?.new_email ?? null;
}

/**
 * Back on My Profile from a link of an e-mail change: `changed`,
 * `one_confirmed` (the first of its two links, to the current and to the new
 * address: the service says so with a `message` and changes nothing yet), or
 * why not (`expired`: used, expired or superseded; `busy`: rate-limited).
 * The service changes the address before the second link leads back, with a
 * one-time code that auth-js cannot use here (it drops the change's verifier
 * as soon as the change is asked), so a code left in the address still means
 * `changed`. The session then still carries the old address: it is refreshed
 * to carry the new one.
 */
export async function landFromEmailChange(): Promise<'changed' | 'one_confirmed' | 'expired' | 'busy'> {
  const landing = await linkLanding();
  if (!landing.ok && landing.reason !== 'other-browser') return landing.reason;
  if (landing.ok && hasServiceMessage(new URL(location.href))) return 'one_confirmed';
  const supabase = await getSupabase();
  const { error } = await supabase.auth.refreshSession();
  if (error) console.warn('[account] the address changed, but the session still shows the old one:', error);
  return 'changed';
}

/** GoTrue's `message` (the first of two links accepted): in the query for a PKCE link, in the fragment always. */
const hasServiceMessage = (url: URL) =>
  url.searchParams.has('message') || new URLSearchParams(url.hash.slice(1)).has('message');
