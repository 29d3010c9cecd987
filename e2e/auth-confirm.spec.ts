import { expect, test, type Page } from './support/test';
import { defaultShopConfig } from '../shared/src/config/shopConfig';
import { loggedLink, newLogFile } from '../backend/test/auth-links';
import { startTestBackend, type TestBackend } from '../backend/test/testBackend';
import { pointShopAt } from './support/pointShopAt';
import { e2eTarget } from './support/target';

/**
 * E-mail confirmation end to end with PKCE (issue 14, part 2): the shopper
 * signs up on a backend that asks for confirmation, follows the link it
 * "mailed" (logged), and lands back in the shop signed in — through the
 * one-time `?code=` this browser exchanges with its own verifier, never
 * through tokens in the URL. A link that cannot be used says why (issue 20). The backend is this file's own (confirmation on),
 * so the CSP, which allows the stack's backend only, is bypassed.
 */

test.use({ bypassCSP: true, viewport: { width: 1280, height: 800 } });
test.describe.configure({ timeout: 90_000 });

const STORAGE_KEY = defaultShopConfig.authStorageKey;
const logFile = newLogFile();
let backend: TestBackend;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const shell = e2eTarget().shellUrl;
  backend = await startTestBackend({ emailConfirm: true, quiet: false, logFile, siteUrl: shell, rateLimit: 1000 });
});
test.afterAll(async () => backend?.destroy());

async function signUp(page: Page, email: string) {
  await page.goto('/auth?tab=signup');
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('First name').fill('Ida');
  await form.getByLabel('Last name').fill('Wells');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('pressing-on-62');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(`We sent a link to ${email}.`)).toContainText('in this browser it also signs you in');
}

test('the confirmation link brings the shopper back signed in through the code exchange', async ({ page }) => {
  await pointShopAt(page, backend);
  const email = `pkce-${Date.now()}@example.com`;
  await signUp(page, email);
  // signed out until the link is followed; the verifier waits in this browser
  await expect(page.getByRole('link', { name: 'Sign In or Create an Account' })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(`${key}-code-verifier`), STORAGE_KEY)).toBeTruthy();

  const link = loggedLink(logFile, 'confirmation_email', email);
  expect(link).toBeTruthy();
  const exchange = page.waitForResponse((r) => r.url().includes('/auth/v1/token?grant_type=pkce'));
  const landings: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) landings.push(frame.url());
  });
  await page.goto(link!);
  expect((await exchange).status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Account Menu for Ida' })).toBeVisible({ timeout: 20_000 });
  // the shop was reached with a code, never with tokens; the code is taken out of the address bar
  const landed = new URL(landings.find((u) => u.startsWith(e2eTarget().shellUrl))!);
  expect(landed.searchParams.get('code')).toMatch(/^[0-9a-f-]{36}$/);
  expect(landed.hash).toBe('');
  expect(landings.join(' ')).not.toMatch(/access_token|refresh_token/);
  await expect.poll(() => new URL(page.url()).searchParams.has('code')).toBe(false);
  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), STORAGE_KEY);
  expect(stored?.user?.email).toBe(email);
  expect(await page.evaluate((key) => localStorage.getItem(`${key}-code-verifier`), STORAGE_KEY)).toBeNull();

  // the link leads back to /auth, which sends the signed-in shopper on (home)
  await expect(page).toHaveURL(`${e2eTarget().shellUrl}/`);
  expect(landed.pathname).toBe('/auth');
  expect(landed.searchParams.get('link')).toBe('signup');

  // the link is spent: followed again it leads back with an error, and the shopper stays as they were
  const spent = page.waitForURL((url) => url.hash.includes('error_code=otp_expired'));
  await page.goto(link!);
  await spent;
  await expect(page.getByRole('button', { name: 'Account Menu for Ida' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(`${e2eTarget().shellUrl}/`);
});

test('the same link opened in another browser confirms the address but signs nobody in there', async ({
  page,
  browser,
}) => {
  await pointShopAt(page, backend);
  const email = `elsewhere-${Date.now()}@example.com`;
  await signUp(page, email);
  const elsewhere = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 800 } });
  const other = await elsewhere.newPage();
  await pointShopAt(other, backend);
  const link = loggedLink(logFile, 'confirmation_email', email)!;
  await other.goto(link);
  await expect(other.getByRole('link', { name: 'Sign In or Create an Account' })).toBeVisible({ timeout: 20_000 });
  expect(await other.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
  // the address is confirmed, and the page says so: the shopper signs in there with the password
  await expect(other.getByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeVisible();
  await expect(other.getByRole('status').filter({ hasText: 'Sign in with your password to continue.' })).toBeVisible();

  // followed again there, the spent link says it has expired and offers a new one
  await other.goto(link);
  await expect(other.getByRole('heading', { name: 'This confirmation link has expired' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(other.getByRole('form', { name: 'Send a new confirmation link' })).toBeVisible();

  await other.goto('/auth');
  const form = other.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('pressing-on-62');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(other.getByRole('button', { name: 'Account Menu for Ida' })).toBeVisible({ timeout: 20_000 });
  await elsewhere.close();
});
