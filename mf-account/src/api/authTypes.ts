import type { SupabaseClient } from '@giftshop/shared';

/**
 * The auth library's types, read off the one client's type (remotes never
 * import the Supabase library itself).
 */
type AuthClient = SupabaseClient['auth'];
type ChangeListener = Parameters<AuthClient['onAuthStateChange']>[0];

export type AuthSession = NonNullable<Awaited<ReturnType<AuthClient['getSession']>>['data']['session']>;
export type AuthUser = AuthSession['user'];
export type AuthEvent = Parameters<ChangeListener>[0];

/** What the session owner needs from the auth service: small, so it can be driven in tests. */
export interface AuthSource {
  getSession(): Promise<{ session: AuthSession | null; error: unknown }>;
  onChange(listener: (event: AuthEvent, session: AuthSession | null) => void): () => void;
  signOut(): Promise<{ error: unknown }>;
  /**
   * Asks the server whether it still accepts the stored session (a tampered,
   * revoked or deleted one is refused) and, if it does not, ends it on this
   * device. True when the session was ended. Not being able to ask is not a refusal.
   */
  forgetRefusedSession?(): Promise<boolean>;
  /**
   * Whether a session was stored in this browser as the client was made, before it could refresh it or drop it
   * (a refresh refused as the page loads leaves no other trace). Asked once the client answers.
   */
  sessionStoredAtStart?(): boolean;
}
