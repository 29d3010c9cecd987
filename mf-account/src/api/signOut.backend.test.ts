// @vitest-environment node
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureShop, getShopConfig } from '@giftshop/shared';
import { startTestBackend, type TestBackend } from '@giftshop/shared/testing';
import { supabaseAuthSource } from './auth';

/**
 * Sign Out with the server out of reach, through the shop's one client in a browser-like page (happy-dom's
 * window) against the real backend, then that backend stopped: the session ends on this device (nothing stored,
 * no session to read), as the account menu promises. It used to stay: auth-js's local sign-out asks the server
 * too, and the shopper was still signed in after a reload (QA, H-b).
 */

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
  expect(configureShop({ supabase: { url: backend.url, anonKey: backend.anonKey } }).supabase.url).toBe(backend.url);
});
afterAll(async () => {
  await backend?.stop();
});

describe('Sign Out with the server out of reach', () => {
  it('ends the session on this device', async () => {
    const signUp = await fetch(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: `leaving-${Date.now()}@example.com`, password: 'gift-wrap-42' }),
    });
    const session = (await signUp.json()) as { access_token: string };
    expect(typeof session.access_token).toBe('string');
    // a page of the shop where this shopper is signed in (the client keeps the session under the shop's key)
    const page = new Window({ url: 'http://localhost:5173/orders' });
    Object.assign(globalThis, { window: page, document: page.document, localStorage: page.localStorage });
    const key = getShopConfig().authStorageKey;
    localStorage.setItem(key, JSON.stringify(session));
    expect((await supabaseAuthSource.getSession()).session?.access_token).toBe(session.access_token);

    await backend.stop();
    expect(await supabaseAuthSource.signOut()).toEqual({ error: null });
    expect((await supabaseAuthSource.getSession()).session).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
  });
});
