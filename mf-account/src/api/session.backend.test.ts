// @vitest-environment node
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureShop, getSupabase } from '@giftshop/shared';
import { startTestBackend, type TestBackend } from '@giftshop/shared/testing';
import { supabaseAuthSource } from './auth';

/**
 * The shop's one client, in a browser-like page (happy-dom's window, made
 * after the backend starts in Node), against the real backend:
 * a page opened with another user's real tokens in its fragment (the implicit
 * flow) starts signed out, stores nothing and never sends those tokens.
 */

let backend: TestBackend;
const sent: string[] = [];

beforeAll(async () => {
  backend = await startTestBackend();
  expect(configureShop({ supabase: { url: backend.url, anonKey: backend.anonKey } }).supabase.url).toBe(backend.url);
});
afterAll(async () => {
  await backend?.stop();
});

describe('a session in the URL fragment', () => {
  it('is refused by the shop’s client: signed out, nothing stored, the token never sent', async () => {
    const signUp = await fetch(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: `mallory-${Date.now()}@example.com`, password: 'attacker-pass-42' }),
    });
    const attacker = (await signUp.json()) as Record<string, string | number>;
    expect(typeof attacker.access_token).toBe('string');
    const fragment = new URLSearchParams({
      access_token: String(attacker.access_token),
      refresh_token: String(attacker.refresh_token),
      expires_in: String(attacker.expires_in),
      expires_at: String(attacker.expires_at),
      token_type: 'bearer',
      type: 'signup',
    });
    // the page the link opens: the shop's client reads its address when it starts
    const page = new Window({ url: `http://localhost:5173/products#${fragment.toString()}` });
    const realFetch = globalThis.fetch;
    Object.assign(globalThis, {
      window: page,
      document: page.document,
      localStorage: page.localStorage,
      fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
        const auth = new Headers(init?.headers).get('authorization') ?? '';
        if (auth.includes(String(attacker.access_token))) sent.push(String(input));
        return realFetch(input, init);
      }) as typeof fetch,
    });

    const { session, error } = await supabaseAuthSource.getSession();
    expect(error).toBeNull();
    expect(session).toBeNull();
    expect((await (await getSupabase()).auth.getUser()).data.user).toBeNull();
    expect(
      Object.keys(localStorage).filter((k) => localStorage.getItem(k)?.includes(String(attacker.access_token))),
    ).toEqual([]);
    expect(sent).toEqual([]);
  });
});
