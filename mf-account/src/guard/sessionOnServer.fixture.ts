import type { TestBackend } from '@giftshop/shared/testing';

/** A session as the backend's auth answers it (sign-up without confirmation): what the browser keeps. */
export interface ServerSession {
  access_token: string;
  refresh_token: string;
  expires_at: number;
  user: { id: string };
}

/** A new account signed up on the real backend, and its session. */
export async function signUpOnServer(backend: TestBackend, name: string): Promise<ServerSession> {
  const signUp = await fetch(`${backend.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: `${name}-${Date.now()}@example.com`, password: 'gift-wrap-42' }),
  });
  return (await signUp.json()) as ServerSession;
}

/** Signed out everywhere, as from another device: the server revokes the session (its answer's status). */
export async function signOutEverywhere(backend: TestBackend, session: ServerSession): Promise<number> {
  const logout = await fetch(`${backend.url}/auth/v1/logout?scope=global`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, Authorization: `Bearer ${session.access_token}` },
  });
  return logout.status;
}
