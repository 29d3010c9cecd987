import { useEffect, useRef, useState } from 'react';
import type { SessionState } from '../domain/types';
import type { ShopBus, Unsubscribe } from '../bus/createBus';
// Only the pure `safeReturnPath` from navigation: this file is bundled into each build that imports it
// (`@giftshop/shared/session`), so the shop's one navigation comes from the caller (`useShopNavigation()`).
import { safeReturnPath, type ShopNavigation } from '../navigation/navigation';

/**
 * When a shopper's session ends while a page of theirs is open (it expired, or the server refused it): the page
 * sends them to sign in again, saying why, and back to it afterwards with what they had typed in its form (never
 * a password, never card data; kept in this tab's session storage for that shopper alone). When they Sign Out
 * (in any tab of this browser), what was kept for them is forgotten (`whenShopperSignsOut`).
 */

/** The sign-in page's `?reason=` for a session that ended on a page: it then says so. */
export const SESSION_ENDED_REASON = 'session-ended';

/** What the sign-in page says when the session ended. */
export const SESSION_ENDED_WORDS = 'Your session has ended. Sign in again to carry on.';

/** The sign-in page for a shopper whose session ended on `returnTo` (a path of this shop; anything else is `/`). */
export function signInAgainHref(returnTo: string): string {
  const query = new URLSearchParams({ redirect: safeReturnPath(returnTo, '/'), reason: SESSION_ENDED_REASON });
  return `/auth?${query.toString()}`;
}

/** Whether the sign-in page's address says the shopper's session ended (`signInAgainHref`). */
export const sessionEndedIn = (search: string): boolean =>
  new URLSearchParams(search).get('reason') === SESSION_ENDED_REASON;

/** Whether the browser is still at this page (the router may not have rendered a newer navigation yet). */
const stillAt = (pathname: string, search: string) =>
  typeof location === 'undefined' || (location.pathname === pathname && location.search === search);

/** Whether the session owner says this signed-out session ended (`SessionState.ended`, shared 2.6.0). */
export const sessionEnded = (session: Pick<SessionState, 'status' | 'ended'> | undefined): boolean =>
  session?.status === 'signed-out' && session.ended === true;

/**
 * A page of a signed-in shopper (`session`: its session, or only its status; undefined where the page does not
 * need one): a signed-out session that the owner says ended (`sessionEnded`: before the page loaded too), or
 * one this page has seen signed in, means it ended; they are sent (replace) to sign in again
 * (`signInAgainHref`) and back here afterwards. Only while the browser is still here: Sign Out leaves for the
 * home page first, and the signed-out state can arrive while this page is still on screen (that is no session
 * ending). Returns whether the session ended.
 */
export function useSignInAgainWhenSessionEnds(
  session: SessionState | SessionState['status'] | undefined,
  { pathname, search, navigate }: ShopNavigation,
): boolean {
  const status = typeof session === 'object' ? session.status : session;
  const [seenSignedIn, setSeenSignedIn] = useState(false);
  if (status === 'signed-in' && !seenSignedIn) setSeenSignedIn(true);
  const ended = status === 'signed-out' && (seenSignedIn || (typeof session === 'object' && sessionEnded(session)));
  useEffect(() => {
    if (ended && stillAt(pathname, search)) navigate(signInAgainHref(`${pathname}${search}`), { replace: true });
  }, [ended, pathname, search, navigate]);
  return ended;
}

/**
 * Where this tab keeps a form's typed values when the session ends, until its shopper is back: a key per form
 * (a page may have several: My Profile's names and its new e-mail address).
 */
export const keptTypingKey = (form: string): string => `keepsake-lane:typed-when-session-ended:${form}`;

interface KeptTyping {
  form: string;
  user: string;
  values: unknown;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage switched off (or on the server): nothing is kept
  }
}

/**
 * Keeps what the shopper typed in `form` (`typed()`, read at that moment) when their session ends while it is
 * on screen, for `user` alone (the same form opened by another shopper never sees it). Kept in this tab's
 * session storage: never give it a password or card data. `form` null: nothing is kept.
 */
export function useKeepTypingWhenSessionEnds(
  bus: ShopBus,
  form: string | null,
  user: string,
  typed: () => unknown,
  { pathname, search }: Pick<ShopNavigation, 'pathname' | 'search'>,
): void {
  const latest = useRef(typed);
  useEffect(() => {
    latest.current = typed;
  });
  useEffect(() => {
    if (form === null) return;
    let seenSignedIn = false;
    return bus.watch('session:state', (state) => {
      if (state.status === 'signed-in') seenSignedIn = state.user?.id === user;
      // only a session that ended with the form on screen (Sign Out leaves the page first)
      if (state.status !== 'signed-out' || !seenSignedIn || !stillAt(pathname, search)) return;
      const kept: KeptTyping = { form, user, values: latest.current() };
      try {
        storage()?.setItem(keptTypingKey(form), JSON.stringify(kept));
      } catch (error) {
        console.error('[session] what was typed could not be kept:', error);
      }
    });
  }, [bus, form, user, pathname, search]);
}

/**
 * What `user` had typed in `form` when their session ended, checked by `read` (null: not this form's values),
 * read once as the form opens (and then forgotten). Undefined when nothing is kept for them; a kept value that
 * cannot be read (corrupt, tampered, of another shape) is dropped with a console error, never shown.
 */
export function useKeptTyping<T>(form: string, user: string, read: (values: unknown) => T | null): T | undefined {
  const [kept] = useState(() => keptTyping(form, user, read));
  useEffect(() => storage()?.removeItem(keptTypingKey(form)), [form]);
  return kept;
}

function readKept(store: Storage, key: string): Partial<KeptTyping> | null {
  try {
    const kept = JSON.parse(store.getItem(key) ?? 'null') as unknown;
    return kept && typeof kept === 'object' ? (kept as Partial<KeptTyping>) : null;
  } catch {
    return null;
  }
}

/** What `user` had typed in `form` (useKeptTyping), read without forgetting it. */
export function keptTyping<T>(form: string, user: string, read: (values: unknown) => T | null): T | undefined {
  const store = storage();
  const key = keptTypingKey(form);
  if (!store?.getItem(key)) return undefined;
  const kept = readKept(store, key);
  if (!kept || kept.form !== form || typeof kept.user !== 'string') {
    console.error(`[session] what was kept of the form "${form}" is unreadable, and was dropped.`);
    store.removeItem(key);
    return undefined;
  }
  if (kept.user !== user) {
    // another shopper signed in here: what the last one typed is not for them
    store.removeItem(key);
    return undefined;
  }
  const values = read(kept.values);
  if (values === null) {
    console.error(`[session] what was kept of the form "${form}" is not its values, and was dropped.`);
    store.removeItem(key);
    return undefined;
  }
  return values;
}

/** What was kept of each form in this tab for `user` (`useKeepTypingWhenSessionEnds`) is forgotten: they signed out. */
export function forgetKeptTyping(user: string): void {
  const store = storage();
  if (!store) return;
  const prefix = keptTypingKey('');
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
    (key): key is string => key?.startsWith(prefix) === true,
  );
  for (const key of keys) if (readKept(store, key)?.user === user) store.removeItem(key);
}

/**
 * Calls `forget(user)` when the shopper `user` signs out: the session owner's signed-out after they were signed in,
 * not said to have ended (a Sign Out in this tab, or in another tab of this browser). A session that ended (expired,
 * refused) keeps what was kept for them: that is the point of keeping it. Each owner of something kept for a shopper
 * (checkout's draft, the kept typing) forgets its own; called after every other watcher of that state has run (a
 * page still on screen may keep its typing as the state arrives).
 */
export function whenShopperSignsOut(bus: ShopBus, forget: (user: string) => void): Unsubscribe {
  let signedIn: string | null = null;
  return bus.watch('session:state', (state) => {
    if (state.status === 'signed-in') signedIn = state.user?.id ?? null;
    if (state.status !== 'signed-out') return;
    const user = signedIn;
    signedIn = null;
    if (user !== null && !sessionEnded(state)) setTimeout(() => forget(user), 0);
  });
}
