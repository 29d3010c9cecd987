import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBus, type ToastMessage } from '@giftshop/shared';
import { type SessionState } from '@giftshop/shared/domain';
import { keptTyping, keptTypingKey } from '@giftshop/shared/session';
import type { AuthEvent, AuthSession, AuthSource } from '../api/authTypes';
import { AUTH_EVENTS, createSessionOwner, SIGNED_OUT_KEY } from './sessionOwner';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** A scripted auth service: the test decides when the first check answers and which events fire. */
function scriptedAuth(options: { signOutError?: unknown } = {}) {
  let listener: ((event: AuthEvent, session: AuthSession | null) => void) | null = null;
  let answer!: (session: AuthSession | null) => void;
  const signOut = vi.fn(async () => ({ error: options.signOutError ?? null }));
  const source: AuthSource = {
    getSession: () => new Promise((resolve) => (answer = (session) => resolve({ session, error: null }))),
    onChange(l) {
      listener = l;
      return () => (listener = null);
    },
    signOut,
  };
  return {
    source,
    signOut,
    answerFirstCheck: (session: AuthSession | null) => answer(session),
    emit: (event: AuthEvent, session: AuthSession | null) => listener?.(event, session),
    get listening() {
      return listener !== null;
    },
  };
}

const session = (displayName = 'Ada') =>
  ({
    user: { id: 'user-1', email: 'ada@example.com', user_metadata: { display_name: displayName } },
  }) as unknown as AuthSession;

function setup(options?: { signOutError?: unknown; heldSession?: boolean }) {
  const hub = createBus();
  const account = hub.connect('account', hub.contractVersion);
  const header = hub.connect('shell', hub.contractVersion);
  const states: SessionState[] = [];
  const toasts: ToastMessage[] = [];
  const auth = scriptedAuth(options);
  if (options?.heldSession !== undefined) auth.source.sessionStoredAtStart = () => options.heldSession!;
  const owner = createSessionOwner(account, auth.source);
  header.watch('session:state', (s) => states.push(s));
  header.handle('toast:show', (t) => toasts.push(t));
  return { hub, account, header, states, toasts, auth, owner };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('the session owner', () => {
  it('publishes loading until the first session check answers, then signed out', async () => {
    const { states, auth } = setup();
    expect(states).toEqual([{ status: 'loading', user: null }]);
    auth.answerFirstCheck(null);
    await flush();
    expect(states.at(-1)).toEqual({ status: 'signed-out', user: null });
  });

  it('stops loading at the first auth event even before the check answers, and a late check does not override it', async () => {
    const { states, auth } = setup();
    auth.emit('SIGNED_IN', session());
    expect(states.at(-1)).toEqual({
      status: 'signed-in',
      user: { id: 'user-1', email: 'ada@example.com', displayName: 'Ada' },
    });
    auth.answerFirstCheck(null);
    await flush();
    expect(states.at(-1)?.status).toBe('signed-in');
  });

  it('follows every auth event and only republishes when the state changes', async () => {
    const { states, auth, owner } = setup();
    auth.answerFirstCheck(session());
    await flush();
    for (const event of AUTH_EVENTS) auth.emit(event, event === 'SIGNED_OUT' ? null : session());
    expect(owner.lastEvent).toBe('MFA_CHALLENGE_VERIFIED');
    expect(states.map((s) => s.status)).toEqual(['loading', 'signed-in', 'signed-out', 'signed-in']);
    auth.emit('USER_UPDATED', session('Ada Lovelace'));
    expect(states.at(-1)?.user?.displayName).toBe('Ada Lovelace');
  });

  it('replays the session to a remote that subscribes late', async () => {
    const { hub, auth } = setup();
    auth.answerFirstCheck(session());
    await flush();
    const late = hub.connect('cart', hub.contractVersion);
    const seen: SessionState[] = [];
    late.watch('session:state', (s) => seen.push(s));
    expect(seen).toEqual([
      { status: 'signed-in', user: { id: 'user-1', email: 'ada@example.com', displayName: 'Ada' } },
    ]);
  });

  it('signs out on the session:sign-out command, even one sent before it listened', async () => {
    const hub = createBus();
    const other = hub.connect('shell', hub.contractVersion);
    other.send('session:sign-out', {});
    const auth = scriptedAuth();
    createSessionOwner(hub.connect('account', hub.contractVersion), auth.source);
    expect(auth.signOut).toHaveBeenCalledTimes(1);
    await flush();
    expect(other.current('session:state')).toEqual({ status: 'signed-out', user: null });
  });

  it('says so with a toast when sign-out fails, and keeps the session', async () => {
    const { header, toasts, auth, states } = setup({ signOutError: new Error('offline') });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    auth.emit('SIGNED_IN', session());
    header.send('session:sign-out', {});
    await flush();
    expect(toasts).toEqual([{ title: 'Sign out failed', description: 'Please try again.', variant: 'destructive' }]);
    expect(states.at(-1)?.status).toBe('signed-in');
    errors.mockRestore();
  });

  it('asks the server about a stored session, and one it refuses ends signed out', async () => {
    const { states, auth } = setup();
    const forget = vi.fn(async () => {
      auth.emit('SIGNED_OUT', null);
      return true;
    });
    auth.source.forgetRefusedSession = forget;
    auth.answerFirstCheck(session());
    await flush();
    expect(forget).toHaveBeenCalledTimes(1);
    expect(states.map((s) => s.status)).toEqual(['loading', 'signed-in', 'signed-out']);
  });

  it('says a session stored as the page loaded, gone at the first check (its refresh refused), ended', async () => {
    const { states, auth } = setup({ heldSession: true });
    auth.emit('SIGNED_OUT', null); // auth-js drops it as it starts
    auth.emit('INITIAL_SESSION', null);
    auth.answerFirstCheck(null);
    await flush();
    expect(states).toEqual([
      { status: 'loading', user: null },
      { status: 'signed-out', user: null, ended: true },
    ]);
  });

  it('says nothing ended for a visitor who had no session', async () => {
    const { states, auth } = setup({ heldSession: false });
    auth.answerFirstCheck(null);
    await flush();
    expect(states.at(-1)).toEqual({ status: 'signed-out', user: null });
    expect(states.at(-1)).not.toHaveProperty('ended');
  });

  it('says a session that ends on the page ended, and a Sign Out here did not', async () => {
    const { states, auth, header } = setup();
    auth.answerFirstCheck(session());
    await flush();
    auth.emit('SIGNED_OUT', null); // expired, refused, or signed out in another tab
    expect(states.at(-1)).toEqual({ status: 'signed-out', user: null, ended: true });
    auth.emit('SIGNED_IN', session());
    header.send('session:sign-out', {});
    auth.emit('SIGNED_OUT', null); // the Sign Out's own event, before its answer
    await flush();
    auth.emit('INITIAL_SESSION', null);
    expect(states.slice(-2)).toEqual([
      { status: 'signed-in', user: { id: 'user-1', email: 'ada@example.com', displayName: 'Ada' } },
      { status: 'signed-out', user: null },
    ]);
  });

  it('says the session ended when it ends after a Sign Out that failed', async () => {
    const { states, auth, header } = setup({ signOutError: new Error('offline') });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    auth.emit('SIGNED_IN', session());
    header.send('session:sign-out', {});
    await flush();
    auth.emit('SIGNED_OUT', null);
    expect(states.at(-1)).toEqual({ status: 'signed-out', user: null, ended: true });
    errors.mockRestore();
  });

  it('does not ask the server when nobody is signed in', async () => {
    const { auth } = setup();
    const forget = vi.fn(async () => false);
    auth.source.forgetRefusedSession = forget;
    auth.answerFirstCheck(null);
    await flush();
    expect(forget).not.toHaveBeenCalled();
  });

  it('stops listening when stopped', () => {
    const { auth, owner } = setup();
    expect(auth.listening).toBe(true);
    owner.stop();
    expect(auth.listening).toBe(false);
  });
});

/** What a page kept of `user`'s typing in `form` when their session ended (as useKeepTypingWhenSessionEnds keeps it). */
const keep = (form: string, user: string, values: unknown) =>
  sessionStorage.setItem(keptTypingKey(form), JSON.stringify({ form, user, values }));
const kept = (form: string, user: string) => keptTyping(form, user, (values) => values);

describe('what the shop kept for a shopper, when they Sign Out (a shared computer)', () => {
  it('is forgotten at a Sign Out here; another shopper’s kept typing is not', async () => {
    const { auth, header, states } = setup();
    auth.answerFirstCheck(session());
    await flush();
    await vi.dynamicImportSettled(); // what forgets loads once a shopper is signed in
    keep('profile', 'user-1', { firstName: 'Ada' });
    keep('edited-address', 'user-1', { id: 7, line1: '56 Pine Road' });
    keep('review', 'user-2', { title: 'Lovely mug' });
    header.send('session:sign-out', {});
    auth.emit('SIGNED_OUT', null);
    await flush();
    await flush();
    expect(states.at(-1)).toEqual({ status: 'signed-out', user: null });
    expect(sessionStorage.getItem(keptTypingKey('profile'))).toBeNull();
    expect(sessionStorage.getItem(keptTypingKey('edited-address'))).toBeNull();
    expect(kept('review', 'user-2')).toEqual({ title: 'Lovely mug' });
  });

  it('is kept when the session ended without a Sign Out (expired, refused)', async () => {
    const { auth } = setup();
    auth.answerFirstCheck(session());
    await flush();
    await vi.dynamicImportSettled();
    auth.emit('SIGNED_OUT', null);
    keep('profile', 'user-1', { firstName: 'Ada' }); // the page keeps it as the state arrives
    await flush();
    expect(kept('profile', 'user-1')).toEqual({ firstName: 'Ada' });
  });

  it('is forgotten in another tab too: its session ends at the same Sign Out, which is no session that ended', async () => {
    const tabA = setup();
    const tabB = setup();
    for (const tab of [tabA, tabB]) tab.auth.answerFirstCheck(session());
    await flush();
    await vi.dynamicImportSettled();
    keep('profile', 'user-1', { firstName: 'Ada' }); // tab B's page kept it as its session ended
    tabA.header.send('session:sign-out', {});
    tabA.auth.emit('SIGNED_OUT', null);
    tabB.auth.emit('SIGNED_OUT', null); // auth-js tells the other tabs
    await flush();
    await flush();
    expect(tabB.states.at(-1)).toEqual({ status: 'signed-out', user: null });
    expect(sessionStorage.getItem(keptTypingKey('profile'))).toBeNull();
  });

  it('is kept when a Sign Out failed and the session ends later, in this tab or another', async () => {
    const tabA = setup({ signOutError: new Error('offline') });
    const tabB = setup();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const tab of [tabA, tabB]) tab.auth.emit('SIGNED_IN', session());
    tabA.header.send('session:sign-out', {});
    await flush();
    expect(localStorage.getItem(SIGNED_OUT_KEY)).toBeNull();
    tabB.auth.emit('SIGNED_OUT', null);
    expect(tabB.states.at(-1)).toEqual({ status: 'signed-out', user: null, ended: true });
    errors.mockRestore();
  });

  it('a noted Sign Out of another shopper, or a tampered note, is no Sign Out of this one', async () => {
    for (const note of [
      JSON.stringify({ user: 'user-2', at: Date.now() }),
      JSON.stringify({ user: 'user-1', at: Date.now() - 10 * 60_000 }),
      JSON.stringify({ user: 'user-1', at: '<script>' }),
      '{"user": "user-1"',
      'null',
    ]) {
      const { auth, states } = setup();
      auth.emit('SIGNED_IN', session());
      localStorage.setItem(SIGNED_OUT_KEY, note);
      auth.emit('SIGNED_OUT', null);
      expect(states.at(-1), note).toEqual({ status: 'signed-out', user: null, ended: true });
    }
  });
});
