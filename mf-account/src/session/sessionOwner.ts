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

/** Where a Sign Out in this browser is noted for its other tabs (whose session then ends with no word of why). */
export const SIGNED_OUT_KEY = 'keepsake-lane:signed-out';
/** How long a noted Sign Out explains a session that ends in another tab (its auth event comes within a moment). */
const SIGN_OUT_NOTED_MS = 60_000;

function noteSignOut(user: string): void {
  try {
    localStorage.setItem(SIGNED_OUT_KEY, JSON.stringify({ user, at: Date.now() }));
  } catch {
    /* storage switched off: another tab says its session ended, and keeps what its pages kept */
  }
}

/** A Sign Out that failed: the session goes on, and an end of it later is no Sign Out. */
function unnoteSignOut(): void {
  try {
    localStorage.removeItem(SIGNED_OUT_KEY);
  } catch {
    /* storage switched off */
  }
}

/** Whether `user` signed out in a tab of this browser a moment ago (`noteSignOut`). */
function signedOutInThisBrowser(user: string): boolean {
  try {
    const noted = JSON.parse(localStorage.getItem(SIGNED_OUT_KEY) ?? 'null') as { user?: unknown; at?: unknown };
    const age = Date.now() - (typeof noted?.at === 'number' ? noted.at : 0);
    return noted?.user === user && age >= 0 && age < SIGN_OUT_NOTED_MS;
  } catch {
    return false;
  }
}

/**
 * The session's one owner. Publishes `session:state` on the bus: `loading`
 * until the first session check or the first auth event, then signed in
 * exactly when a session exists. Handles `session:sign-out`.
 *
 * Signed out is said to have `ended` when this browser held a session (one was stored as the client was made,
 * `sessionStoredAtStart`, or it has been signed in since) and it is gone without a Sign Out here: it expired or
 * the server refused it, its refresh failing as the page loaded (auth-js then drops it before anyone saw the
 * shopper signed in) or later. Whoever sends the shopper to sign in then says why. A Sign Out in another tab of
 * this browser (it notes it, `SIGNED_OUT_KEY`) is a Sign Out here too: plain signed-out, and on it what this tab
 * kept of the shopper's typing is forgotten (`whenShopperSignsOut`), as every owner of something kept forgets its own.
 */
export function createSessionOwner(bus: ShopBus, auth: AuthSource): SessionOwner {
  let settled = false;
  let lastEvent: AuthEvent | null = null;
  /** Whether this browser held a session: asked of the client once it answers (it is made by then). */
  let held: boolean | null = null;
  let signingOut = false;
  /** The shopper last signed in here (whose Sign Out another tab may note). */
  let shopper: string | null = null;
  let stopped = false;
  let stopForgetting: (() => void) | null = null;
  // What forgets the kept typing at a Sign Out loads once a shopper is signed in (a visitor never needs it: nothing
  // added to the JS of /auth or any page before it responds); it watches from the replayed signed-in state on.
  const forgetKeptTypingAtSignOut = () => {
    if (stopForgetting) return;
    stopForgetting = () => {};
    void import('@giftshop/shared/session').then(({ forgetKeptTyping, whenShopperSignsOut }) => {
      if (!stopped) stopForgetting = whenShopperSignsOut(bus, forgetKeptTyping);
    });
  };

  const publish = (session: AuthSession | null) => {
    settled = true;
    let next = toSessionState(session);
    held ??= auth.sessionStoredAtStart?.() ?? false;
    if (next.status === 'signed-in') {
      held = true;
      shopper = next.user?.id ?? null;
      forgetKeptTypingAtSignOut();
    } else if (held && !signingOut && shopper !== null && signedOutInThisBrowser(shopper)) held = false;
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
    if (shopper !== null) noteSignOut(shopper);
    void auth.signOut().then(
      ({ error }) => {
        if (error) {
          signingOut = false;
          unnoteSignOut();
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
        unnoteSignOut();
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
      stopped = true;
      stopForgetting?.();
    },
  };
}
