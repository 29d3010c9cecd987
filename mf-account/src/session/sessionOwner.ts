import { showToast, type ShopBus } from '@giftshop/shared';
import type { AuthEvent, AuthSession, AuthSource } from '../api/authTypes';
import { LOADING_SESSION, sameSessionState, SESSION_ENDED, SIGNED_OUT, toSessionState } from './sessionState';

/** Every auth event the owner follows (spec section 4). Each one republishes the session as it now is. */
export const AUTH_EVENTS: readonly AuthEvent[] = [
  'INITIAL_SESSION',
  'SIGNED_IN',
  'SIGNED_OUT',
  'TOKEN_REFRESHED',
  'USER_UPDATED',
  'PASSWORD_RECOVERY',
  'MFA_CHALLENGE_VERIFIED',
];

export interface SessionOwner {
  /** The last auth event seen (for diagnostics and tests). */
  readonly lastEvent: AuthEvent | null;
  stop(): void;
}

/**
 * The session's one owner. Publishes `session:state` on the bus: `loading`
 * until the first session check or the first auth event, then signed in
 * exactly when a session exists. Handles `session:sign-out`.
 *
 * Signed out is said to have `ended` when this browser held a session (one was stored as the client was made,
 * `sessionStoredAtStart`, or it has been signed in since) and it is gone without a Sign Out here: it expired or
 * the server refused it, its refresh failing as the page loaded (auth-js then drops it before anyone saw the
 * shopper signed in) or later, or another tab signed out. Whoever sends the shopper to sign in then says why.
 */
export function createSessionOwner(bus: ShopBus, auth: AuthSource): SessionOwner {
  let settled = false;
  let lastEvent: AuthEvent | null = null;
  /** Whether this browser held a session: asked of the client once it answers (it is made by then). */
  let held: boolean | null = null;
  let signingOut = false;

  const publish = (session: AuthSession | null) => {
    settled = true;
    let next = toSessionState(session);
    held ??= auth.sessionStoredAtStart?.() ?? false;
    if (next.status === 'signed-in') held = true;
    else if (held && !signingOut) next = SESSION_ENDED;
    if (!sameSessionState(bus.current('session:state'), next)) bus.publish('session:state', next);
  };

  if (!bus.current('session:state')) bus.publish('session:state', LOADING_SESSION);

  const stopListening = auth.onChange((event, session) => {
    lastEvent = event;
    publish(session);
  });

  auth.getSession().then(
    ({ session, error }) => {
      if (error) console.warn('[account] the first session check failed:', error);
      // An auth event that arrived first is newer than this check.
      if (!settled) publish(session);
      // A stored session is only the browser's word: the server has the last one (its SIGNED_OUT event publishes).
      if (session) void auth.forgetRefusedSession?.().catch(() => false);
    },
    (error: unknown) => {
      console.error('[account] cannot check the session:', error);
      if (!settled) publish(null);
    },
  );

  const stopHandling = bus.handle('session:sign-out', () => {
    signingOut = true; // the SIGNED_OUT event it brings is no session that ended
    void auth.signOut().then(
      ({ error }) => {
        if (error) {
          signingOut = false;
          console.error('[account] sign-out failed:', error);
          showToast(bus, { title: 'Sign out failed', description: 'Please try again.', variant: 'destructive' });
          return;
        }
        signingOut = false;
        held = false;
        // The SIGNED_OUT event publishes too; this makes sure the state is right even if it never comes.
        if (!sameSessionState(bus.current('session:state'), SIGNED_OUT)) bus.publish('session:state', SIGNED_OUT);
        showToast(bus, { title: 'Signed out', description: 'You have been signed out. See you soon!' });
      },
      (error: unknown) => {
        signingOut = false;
        console.error('[account] sign-out failed:', error);
        showToast(bus, { title: 'Sign out failed', description: 'Please try again.', variant: 'destructive' });
      },
    );
  });

  return {
    get lastEvent() {
      return lastEvent;
    },
    stop() {
      stopListening();
      stopHandling();
    },
  };
}
