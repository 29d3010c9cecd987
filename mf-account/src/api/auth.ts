import { getSupabase, getShopConfig } from '@giftshop/shared';
import type { AuthSession, AuthSource } from './authTypes';

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

/**
 * Create an account. display_name is the first name; the confirmation link
 * leads back to the site root. `session` is null when the backend asks for
 * e-mail confirmation first.
 */
export async function signUp(details: SignUpDetails, siteRoot = `${location.origin}/`): Promise<AuthOutcome> {
  const supabase = await getSupabase();
  const firstName = details.firstName.trim();
  const { data, error } = await supabase.auth.signUp({
    email: details.email.trim(),
    password: details.password,
    options: {
      emailRedirectTo: siteRoot,
      data: { first_name: firstName, last_name: details.lastName.trim(), display_name: firstName },
    },
  });
  return error ? { ok: false, error } : { ok: true, session: data.session };
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
    return { error: local.error };
  },
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

/** The minimum password length the shop asks for (spec section 5). */
export const minPasswordLength = () => getShopConfig().minPasswordLength;
