// @vitest-environment node
/**
 * A session that really ends on /profile: the shopper signed in through the shop's one client against the real
 * backend, the session owner publishing on the page's bus, then the session revoked on the server (signed out
 * everywhere, as from another device) and refused when the client next asks (the owner's check of a stored
 * session, `forgetRefusedSession`; auth-js drops it on the server's 403 and says SIGNED_OUT): the guard sends the shopper to sign in again, saying why, and the names
 * they had typed are kept for them. The page gets a document (happy-dom's), installed for it.
 */
import { act } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureShop, createShopQueryClient, getShopConfig, NavigationProvider } from '@giftshop/shared';
import { keptTypingKey } from '@giftshop/shared/session';
import { inDocument, startTestBackend, type TestBackend, until } from '@giftshop/shared/testing';
import { supabaseAuthSource } from '../api/auth';
import { bus } from '../bus';
import { ProfileForm } from '../profile/ProfileForm';
import { createSessionOwner } from '../session/sessionOwner';
import { RequireSignIn } from './RequireSignIn';
import { signOutEverywhere, signUpOnServer } from './sessionOnServer.fixture';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
  configureShop({ supabase: { url: backend.url, anonKey: backend.anonKey } });
}, 60_000);
afterAll(() => backend?.stop());

describe('a session revoked on the server while /profile is open', () => {
  it('sends the shopper to sign in again, saying why, with the names they typed kept', async () => {
    const session = await signUpOnServer(backend, 'ending');
    expect(typeof session.access_token).toBe('string');

    await inDocument('http://localhost:5173/profile', async (document) => {
      const page = globalThis.window as unknown as Window;
      Object.assign(globalThis, { localStorage: page.localStorage, sessionStorage: page.sessionStorage });
      localStorage.setItem(getShopConfig().authStorageKey, JSON.stringify(session));
      const owner = createSessionOwner(bus, supabaseAuthSource);
      const navigate = vi.fn();
      const { createRoot } = await import('react-dom/client');
      const container = document.createElement('div');
      document.body.append(container);
      const root = createRoot(container);
      try {
        const profile = { id: session.user.id, email: '', firstName: 'Ada', lastName: 'L', displayName: 'Ada' };
        act(() =>
          root.render(
            <QueryClientProvider client={createShopQueryClient()}>
              <NavigationProvider value={{ pathname: '/profile', search: '', navigate }}>
                <RequireSignIn>{() => <ProfileForm profile={profile} />}</RequireSignIn>
              </NavigationProvider>
            </QueryClientProvider>,
          ),
        );
        const displayName = () => container.querySelector<HTMLInputElement>('input[name="displayName"]');
        await until(() => displayName() !== null);
        // typed: React, loaded here before the page's document, hears a text field by its focus and keys (its
        // fallback for a browser without input events)
        const PageEvent = (page as unknown as typeof globalThis).Event;
        const field = displayName()!;
        const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!;
        act(() => {
          field.focus();
          field.dispatchEvent(new PageEvent('focusin', { bubbles: true }));
          setValue.call(field, 'Countess Ada');
          field.dispatchEvent(new PageEvent('input', { bubbles: true }));
          field.dispatchEvent(new PageEvent('keyup', { bubbles: true }));
        });
        expect(displayName()!.value).toBe('Countess Ada');

        // signed out everywhere (another device), then refused when the client asks the server
        expect(await signOutEverywhere(backend, session)).toBe(204);
        // the owner's check of the session with the server (auth-js drops a session the server no longer has, 403
        // session_not_found, and says SIGNED_OUT; the owner publishes it)
        await act(async () => void (await supabaseAuthSource.forgetRefusedSession!()));
        await until(() => navigate.mock.calls.length > 0);
        expect(navigate).toHaveBeenCalledWith('/auth?redirect=%2Fprofile&reason=session-ended', { replace: true });
        expect(JSON.parse(sessionStorage.getItem(keptTypingKey('profile-names'))!)).toMatchObject({
          form: 'profile-names',
          user: session.user.id,
          values: { displayName: 'Countess Ada' },
        });
      } finally {
        act(() => root.unmount());
        owner.stop();
        delete (globalThis as Record<string, unknown>).localStorage;
        delete (globalThis as Record<string, unknown>).sessionStorage;
      }
    });
  }, 60_000);
});
