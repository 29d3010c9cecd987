import { expect, test, type Page } from './support/test';
import { startTestBackend, type TestBackend } from '../shared/test/testBackend';
import { pointShopAt } from './support/pointShopAt';

/**
 * Account flows that need a backend set up differently from the stack's:
 * tokens that live 100 s (refresh) and e-mail confirmation on. Each describe
 * starts its own backend and points the shop at it by rewriting the run-time
 * config in flight; the CSP allows the stack's backend only, so it is
 * bypassed here.
 */

test.use({ bypassCSP: true });

async function signUp(page: Page, firstName: string, email: string) {
  await page.goto('/auth?tab=signup');
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('First name').fill(firstName);
  await form.getByLabel('Last name').fill('Franklin');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('helix-1953');
  await form.getByRole('button', { name: 'Create Account' }).click();
}

test.describe('a session near expiry', () => {
  // supabase-js refreshes a session within 90 s of expiry: when the shop opens (its client's first check), and
  // then every 30 s while it stays open. With 100 s tokens every opening of the shop refreshes at once, so the
  // flow opens the shop again rather than waiting up to 30 s in real time for the library's next check.
  test.describe.configure({ timeout: 90_000 });
  let backend: TestBackend;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    backend = await startTestBackend({ jwtExpirySeconds: 100, emailConfirm: false });
  });
  test.afterAll(async () => backend?.stop());

  test('is refreshed when the shop opens, and the new one survives a reload', async ({ page }) => {
    await pointShopAt(page, backend);
    await signUp(page, 'Rosa', `refresh-${Date.now()}@example.com`);
    const menuButton = page.getByRole('button', { name: 'Account Menu for Rosa' });
    await expect(menuButton).toBeVisible();

    const stored = () =>
      page.evaluate(
        () =>
          JSON.parse(localStorage.getItem('keepsake-lane:auth') ?? 'null') as {
            access_token: string;
            refresh_token: string;
            expires_at: number;
          } | null,
      );
    const first = await stored();
    expect(first?.access_token).toBeTruthy();
    expect(first!.expires_at - Date.now() / 1000).toBeLessThanOrEqual(100);

    const refreshed = page.waitForResponse(
      (r) =>
        r.url().startsWith(backend.url) &&
        r.url().includes('grant_type=refresh_token') &&
        r.request().method() === 'POST',
      { timeout: 30_000 },
    );
    await page.reload();
    expect((await refreshed).status()).toBe(200);
    // The refresh token, which every refresh replaces: an access token made in the same second as the first has
    // the same claims, so it can be the same string (ci52 saw that once).
    await expect.poll(async () => (await stored())?.refresh_token, { timeout: 10_000 }).not.toBe(first!.refresh_token);
    await expect(menuButton).toBeVisible();

    // The new session is the one kept: a reload stays signed in, and the profile (a signed-in read) loads.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Account Menu for Rosa' })).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByRole('form', { name: 'Your details' }).getByLabel('First name')).toHaveValue('Rosa');
  });
});

test.describe('with e-mail confirmation on', () => {
  test.describe.configure({ timeout: 90_000 });
  let backend: TestBackend;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    backend = await startTestBackend({ emailConfirm: true });
  });
  test.afterAll(async () => backend?.stop());

  test('sign-up asks the shopper to check their inbox, and sign-in asks for the confirmation', async ({ page }) => {
    await pointShopAt(page, backend);
    const email = `confirm-${Date.now()}@example.com`;
    await signUp(page, 'Ida', email);
    await expect(page.getByRole('status').filter({ hasText: 'Account created!' })).toContainText(
      'Please check your e-mail to verify your account.',
    );
    await expect(page.getByText(`We sent a link to ${email}.`)).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?tab=signup$/);
    await expect(page.getByRole('link', { name: 'Sign In or Create an Account' })).toBeVisible();

    await page.getByRole('tab', { name: 'Sign In' }).click();
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Password', { exact: true }).fill('helix-1953');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'Please confirm your e-mail address first: follow the link we sent you.',
    );
    await expect(page.getByRole('alert').filter({ hasText: 'Sign in failed' })).toContainText('Email not confirmed');
  });
});
