import { expect, test, type Page } from './support/test';
import { defaultShopConfig } from '../shared/src/config/shopConfig';
import { e2eTarget } from './support/target';

/**
 * Issue 14, part 2: a link carrying someone else's tokens in its fragment
 * (`/products#access_token=…&refresh_token=…&type=signup`, the implicit flow)
 * signs nobody in. The shop's client takes sessions only from a sign-in or a
 * PKCE code exchange.
 */

const STORAGE_KEY = defaultShopConfig.authStorageKey;
const accountButton = (page: Page) => page.getByRole('button', { name: /^Account Menu for/ });
const signInIcon = (page: Page) => page.getByRole('link', { name: 'Sign In or Create an Account' });

interface Session {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at: number;
}

/** The attacker: a real account on the shop's backend, and a real, valid session of it. */
async function attackerSession(): Promise<Session> {
  const { backend } = e2eTarget();
  expect(backend, 'the stack has a backend').toBeTruthy();
  const res = await fetch(`${backend!.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: backend!.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: `attacker-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      password: 'attacker-pass-42',
      data: { first_name: 'Mallory', display_name: 'Mallory' },
    }),
  });
  expect(res.status).toBe(200);
  const session = (await res.json()) as Session;
  // the tokens are genuine: the backend accepts them
  const user = await fetch(`${backend!.url}/auth/v1/user`, {
    headers: { apikey: backend!.anonKey, Authorization: `Bearer ${session.access_token}` },
  });
  expect(user.status).toBe(200);
  return session;
}

const fragmentLink = (s: Session) =>
  '/products#' +
  new URLSearchParams({
    access_token: s.access_token,
    expires_at: String(s.expires_at),
    expires_in: String(s.expires_in),
    refresh_token: s.refresh_token,
    token_type: 'bearer',
    type: 'signup',
  }).toString();

/** Every request the page sends with the attacker's access token (there must be none). */
function watchToken(page: Page, token: string): string[] {
  const used: string[] = [];
  page.on('request', (request) => {
    if ((request.headers().authorization ?? '').includes(token)) used.push(request.url());
  });
  return used;
}

test.use({ viewport: { width: 1280, height: 800 } });

test('a link with tokens in its fragment leaves a visitor signed out, with no session stored', async ({ page }) => {
  const attacker = await attackerSession();
  const used = watchToken(page, attacker.access_token);
  await page.goto(fragmentLink(attacker));
  // the header's account fragment has decided: signed out
  await expect(signInIcon(page)).toBeVisible({ timeout: 20_000 });
  await expect(accountButton(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const stored = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);
  expect(stored).toBeNull();
  expect(used).toEqual([]);
  // and it stays so after a reload
  await page.reload();
  await expect(signInIcon(page)).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
});

test('a signed-in shopper who follows such a link stays themselves', async ({ page }) => {
  const attacker = await attackerSession();
  await page.goto('/auth?tab=signup');
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('First name').fill('Vera');
  await form.getByLabel('Last name').fill('Victim');
  await form.getByLabel('E-mail').fill(`victim-${Date.now()}@example.com`);
  await form.getByLabel('Password', { exact: true }).fill('gift-wrap-42');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(accountButton(page)).toHaveAccessibleName('Account Menu for Vera', { timeout: 20_000 });
  const before = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);

  const used = watchToken(page, attacker.access_token);
  await page.goto(fragmentLink(attacker));
  await expect(accountButton(page)).toHaveAccessibleName('Account Menu for Vera', { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Account Menu for Mallory' })).toHaveCount(0);
  const after = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);
  expect(after).not.toContain(attacker.access_token);
  expect(JSON.parse(after!).refresh_token).toBe(JSON.parse(before!).refresh_token);
  expect(used).toEqual([]);
});
