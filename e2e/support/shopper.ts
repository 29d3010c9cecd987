import { expect, type Page } from '@playwright/test';
import { defaultShopConfig } from '../../shared/src/config/shopConfig';
import { e2eTarget } from './target';

/**
 * A signed-in shopper without the sign-up form, for flows that are not about
 * signing up or in: the account is made through the stack's auth API (as the
 * account remote's sign-up makes it: the same metadata), and the session the
 * service returns is put where the shop's one Supabase client keeps it. The
 * sign-up and sign-in forms keep their own flows (account.spec.ts).
 */

export const shopperPassword = 'gift-wrap-42';

export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

export interface ShopperSession {
  email: string;
  access_token: string;
  refresh_token: string;
  expires_at: number;
  user: { id: string; email: string };
}

/** Makes an account through /auth/v1/signup (confirmed at once on the local stack) and returns its session. */
export async function newShopperSession(details: {
  firstName: string;
  lastName?: string;
  email?: string;
  password?: string;
}): Promise<ShopperSession> {
  const { backend } = e2eTarget();
  if (!backend) throw new Error('no backend for this run: run through the e2e stack (SHOP_PORT_OFFSET=…)');
  const email = details.email ?? uniqueEmail('shopper');
  const lastName = details.lastName ?? 'Shopper';
  const response = await fetch(`${backend.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: details.password ?? shopperPassword,
      data: { first_name: details.firstName, last_name: lastName, display_name: details.firstName },
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const session = (await response.json()) as Omit<ShopperSession, 'email'>;
  expect(session.access_token, 'the local stack confirms sign-ups at once').toBeTruthy();
  return { ...session, email };
}

/** A fresh session for an existing account, as the sign-in form gets one (/auth/v1/token, grant_type=password). */
export async function signInSession(email: string, password = shopperPassword): Promise<ShopperSession> {
  const { backend } = e2eTarget();
  if (!backend) throw new Error('no backend for this run: run through the e2e stack (SHOP_PORT_OFFSET=…)');
  const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return { ...((await response.json()) as Omit<ShopperSession, 'email'>), email };
}

/**
 * Signs the page's shopper in with `session` (from newShopperSession) and opens `path`. The session is
 * written on a plain file of the shop's origin (robots.txt: no page, no client yet), so the shop's client
 * finds it on its first read, as after a sign-in.
 */
export async function openSignedIn(page: Page, session: ShopperSession, path: string): Promise<void> {
  await page.goto('/robots.txt');
  const { email: _email, ...stored } = session;
  await page.evaluate(([key, raw]) => localStorage.setItem(key, raw), [
    defaultShopConfig.authStorageKey,
    JSON.stringify(stored),
  ] as const);
  await page.goto(path);
}

/** A new shopper, signed in, on `path`; returns their e-mail. */
export async function signedInShopper(
  page: Page,
  path: string,
  details: { firstName: string; lastName?: string; tag?: string },
): Promise<string> {
  const session = await newShopperSession({ ...details, email: uniqueEmail(details.tag ?? 'shopper') });
  await openSignedIn(page, session, path);
  return session.email;
}
