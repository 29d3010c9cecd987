import { getSupabase, getShopConfig, sessionStoredWhenClientMade } from '@giftshop/shared';
import { cleanText } from '@giftshop/shared/domain';
import type { AuthSession, AuthSource } from './authTypes';

/** The e-mails whose links lead back to the shop. */
export type LinkKind = 'signup' | 'recovery';

export interface SignUpDetails {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** The outcome of a sign-in or sign-up: the session (if one was started) or the service's error. */
export type AuthOutcome = { ok: true; session: AuthSession | null } | { ok: false; error: unknown };

/** Sign in with e-mail and password. */
export async function signIn(email: string, password: string): Promise<AuthOutcome> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.signInWithPassword({ email: email.trim(), password });
  return error ? { ok: false, error } : { ok: true, session: data.session };
}

/** Where an e-mail's link leads back to: /auth on the shop's site, told which link it was (and where to go afterwards). */
export function linkReturnUrl(link: LinkKind, returnPath = '/', siteRoot = `${location.origin}/`): string {
  const query = new URLSearchParams({ link });
  if (returnPath !== '/') query.set('redirect', returnPath);
  return new URL(`/auth?${query.toString()}`, siteRoot).toString();
}

/**
 * Create an account. display_name is the first name; the names are sent as
 * the profile keeps them (cleanText, as 20250609043000_profile_names_cleaned.sql
 * cleans the profile's), so the account's own copy says the same. The
 * confirmation link leads back to /auth on `siteRoot` (then to `returnPath`).
 * `session` is null when the backend asks for e-mail confirmation first.
 */
export async function signUp(
  details: SignUpDetails,
  siteRoot = `${location.origin}/`,
  returnPath = '/',
): Promise<AuthOutcome> {
  const supabase = await getSupabase();
  const firstName = cleanText(details.firstName);
  const { data, error } = await supabase.auth.signUp({
    email: details.email.trim(),
    password: details.password,
    options: {
      emailRedirectTo: linkReturnUrl('signup', returnPath, siteRoot),
      data: { first_name: firstName, last_name: cleanText(details.lastName), display_name: firstName },
    },
  });
  return error ? { ok: false, error } : { ok: true, session: data.session };
}

/**
 * Ask for a password recovery e-mail. The service answers the same whether or
 * not the address has an account; its link leads back to /auth in this browser
 * (PKCE: only this browser holds the verifier).
 */
export async function requestPasswordReset(email: string, returnPath = '/') {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.resetPasswordForEmail(email.trim(), {
    redirectTo: linkReturnUrl('recovery', returnPath),
  });
  return { error };
}

/** Ask for a new sign-up confirmation link (nothing is sent when the address is confirmed already or unknown). */
export async function resendConfirmation(email: string, returnPath = '/') {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.resend({
    type: 'signup',
    email: email.trim(),
    options: { emailRedirectTo: linkReturnUrl('signup', returnPath) },
  });
  return { error };
}

/**
 * How landing from an e-mail's link went, once the client has read the URL:
 * `ok` (the code was exchanged, or there was nothing to exchange), or why not —
 * `expired` (used, expired, tampered, or meant for an earlier request),
 * `other-browser` (the code came back to a browser without its verifier: the
 * link was opened elsewhere), `busy` (rate-limited: the link still works in a minute).
 */
export type LinkLanding = { ok: true } | { ok: false; reason: 'expired' | 'other-browser' | 'busy' };

export async function linkLanding(): Promise<LinkLanding> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.initialize();
  if (error) return { ok: false, reason: landingFailure(error) };
  // a code the client did not exchange (and so left in the address) has no verifier in this browser
  if (new URL(location.href).searchParams.has('code')) return { ok: false, reason: 'other-browser' };
  return { ok: true };
}

function landingFailure(error: unknown): 'expired' | 'busy' {
  const e = error as { code?: unknown; details?: { code?: unknown } };
  const code = e.details?.code ?? e.code;
  return code === 'over_request_rate_limit' ? 'busy' : 'expired';
}

/** Keep the signed-in user's own name (shown in the header) in step with their profile. */
export async function updateAccountName(names: { firstName: string; lastName: string; displayName: string }) {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.updateUser({
    data: { first_name: names.firstName, last_name: names.lastName, display_name: names.displayName },
  });
  return { error };
}

/** Set a new password for the signed-in user. */
export async function changePassword(password: string) {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.updateUser({ password });
  return { error };
}

/**
 * The auth service as the session owner sees it. Sign-out ends the session on
 * the server; when the server cannot be reached, the session still ends on
 * this device, so "Sign Out" always signs out.
 */
export const supabaseAuthSource: AuthSource = {
  async getSession() {
    const supabase = await getSupabase();
    const { data, error } = await supabase.auth.getSession();
    return { session: data.session, error };
  },
  onChange(listener) {
    let unsubscribe: (() => void) | null = null;
    let stopped = false;
    void getSupabase().then(
      (supabase) => {
        if (stopped) return;
        const { data } = supabase.auth.onAuthStateChange((event, session) => listener(event, session));
        unsubscribe = () => data.subscription.unsubscribe();
      },
      (error: unknown) => console.error('[account] cannot follow the session:', error),
    );
    return () => {
      stopped = true;
      unsubscribe?.();
    };
  },
  async signOut() {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.signOut();
    if (!error) return { error: null };
    console.warn('[account] the server did not confirm sign-out; signing out on this device.', error);
    const local = await supabase.auth.signOut({ scope: 'local' });
    if (local.error) forgetSessionOnThisDevice();
    return { error: null };
  },
  sessionStoredAtStart: sessionStoredWhenClientMade,
  async forgetRefusedSession() {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.getUser();
    const status = (error as { status?: unknown } | null)?.status;
    if (status !== 401 && status !== 403) return false;
    console.warn('[account] the server refused the stored session; signing out on this device.', error);
    await supabase.auth.signOut({ scope: 'local' });
    return true;
  },
};

/**
 * Ends the session on this device with the server out of reach. auth-js's `signOut({ scope: 'local' })` still
 * asks the server (`/logout?scope=local`) and keeps the session when it cannot be reached, so the shopper who
 * pressed Sign Out stayed signed in, after a reload too (QA, H-b). The client keeps the session under the shop's
 * storage key (`authStorageKey`, read again on every use), so removing it ends it here; the session owner then
 * publishes signed-out. The server's copy lapses with its access token.
 */
function forgetSessionOnThisDevice() {
  const key = getShopConfig().authStorageKey;
  for (const item of [key, `${key}-code-verifier`, `${key}-user`]) localStorage.removeItem(item);
}

/** The minimum password length the shop asks for (spec section 5). */
export const minPasswordLength = () => getShopConfig().minPasswordLength;
