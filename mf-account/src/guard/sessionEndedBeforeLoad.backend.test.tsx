// @vitest-environment node
/**
 * A session that ended before the page loaded: the shopper's stored session has an access token that has expired
 * and a refresh token the server has revoked (signed out everywhere, from another device). Opening /profile, the
 * shop's one client tries to refresh it against the real backend, is refused, and drops it before anyone saw the
 * shopper signed in (here before the session owner starts, as on checkout, where the cart's quote makes the
 * client first). The session owner (started as the account remote starts it) says the session ended, so the
 * guard sends the shopper to sign in again with the reason, not to a plain sign-in page. The page gets a
 * document (happy-dom's), installed for it.
 */
import { act } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureShop, createShopQueryClient, getShopConfig, NavigationProvider } from '@giftshop/shared';
import { inDocument, startTestBackend, type TestBackend, until } from '@giftshop/shared/testing';
import { supabaseAuthSource } from '../api/auth';
import { bus } from '../bus';
import { ensureSessionOwner } from '../session/startSession';
import { RequireSignIn } from './RequireSignIn';
import { signOutEverywhere, signUpOnServer } from './sessionOnServer.fixture';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
  configureShop({ supabase: { url: backend.url, anonKey: backend.anonKey } });
}, 60_000);
afterAll(() => backend?.stop());

describe('a stored session whose refresh the server refuses as /profile loads', () => {
  it('sends the shopper to sign in again, saying their session ended', async () => {
    const session = await signUpOnServer(backend, 'expired');
    expect(typeof session.refresh_token).toBe('string');
    // signed out everywhere (another device): the refresh token is revoked on the server
    expect(await signOutEverywhere(backend, session)).toBe(204);
    const refused = await fetch(`${backend.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: session.refresh_token }),
    });
    expect(refused.status).toBe(400);

    await inDocument('http://localhost:5173/profile', async (document) => {
      const page = globalThis.window as unknown as Window;
      Object.assign(globalThis, { localStorage: page.localStorage, sessionStorage: page.sessionStorage });
      // the session as the browser kept it, its access token expired an hour ago
      const expiredAt = Math.floor(Date.now() / 1000) - 3600;
      const key = getShopConfig().authStorageKey;
      localStorage.setItem(key, JSON.stringify({ ...session, expires_at: expiredAt }));
      const navigate = vi.fn();
      const { createRoot } = await import('react-dom/client');
      const container = document.createElement('div');
      document.body.append(container);
      const root = createRoot(container);
      try {
        // another remote's read makes the shop's one client first (checkout's quote does, before the account
        // remote's menu loads): the client tries the refresh, is refused, and drops the session before the owner
        // starts, leaving no event for it to hear
        const { session: refused } = await supabaseAuthSource.getSession();
        expect(refused).toBeNull();
        expect(localStorage.getItem(key)).toBeNull();
        // the account remote's modules load (the header's account menu), then its page mounts
        act(() => ensureSessionOwner({ early: true }));
        act(() =>
          root.render(
            <QueryClientProvider client={createShopQueryClient()}>
              <NavigationProvider value={{ pathname: '/profile', search: '', navigate }}>
                <RequireSignIn>{() => <p>My Profile</p>}</RequireSignIn>
              </NavigationProvider>
            </QueryClientProvider>,
          ),
        );
        await until(() => navigate.mock.calls.length > 0);
        expect(navigate.mock.calls).toEqual([['/auth?redirect=%2Fprofile&reason=session-ended', { replace: true }]]);
        expect(bus.current('session:state')).toEqual({ status: 'signed-out', user: null, ended: true });
        expect(container.textContent).not.toContain('My Profile');
      } finally {
        act(() => root.unmount());
        delete (globalThis as Record<string, unknown>).localStorage;
        delete (globalThis as Record<string, unknown>).sessionStorage;
      }
    });
  }, 60_000);
});
