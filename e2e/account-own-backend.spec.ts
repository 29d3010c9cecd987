import { expect, test } from '@playwright/test';
import { startTestBackend, type TestBackend } from '../shared/test/testBackend';

/**
 * The session is refreshed before it expires. The shared stack's backend
 * issues hour-long tokens, so this file starts its own backend whose tokens
 * live 100 s, and points the shop at it (its run-time config is rewritten in
 * flight; the CSP allows the stack's backend only, so it is bypassed here).
 * supabase-js checks every 30 s and refreshes within 90 s of expiry: the
 * refresh must come within about a minute.
 */

let backend: TestBackend;

test.use({ bypassCSP: true });
test.describe.configure({ timeout: 150_000 });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  backend = await startTestBackend({ jwtExpirySeconds: 100, emailConfirm: false });
});

test.afterAll(async () => {
  await backend?.stop();
});

test('a session near expiry is refreshed, and survives a reload', async ({ page }) => {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const runtime = (await response.json()) as { config?: Record<string, unknown> };
    await route.fulfill({ response, json: { ...runtime, config: { ...runtime.config, supabase: { url: backend.url, anonKey: backend.anonKey } } } });
  });
  await page.goto('/auth?tab=signup');
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('First name').fill('Rosa');
  await form.getByLabel('Last name').fill('Franklin');
  await form.getByLabel('E-mail').fill(`refresh-${Date.now()}@example.com`);
  await form.getByLabel('Password', { exact: true }).fill('helix-1953');
  await form.getByRole('button', { name: 'Create Account' }).click();
  const menuButton = page.getByRole('button', { name: 'Account menu for Rosa' });
  await expect(menuButton).toBeVisible();

  const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem('keepsake-lane:auth') ?? 'null') as { access_token: string; expires_at: number } | null);
  const first = await stored();
  expect(first?.access_token).toBeTruthy();
  expect(first!.expires_at - Date.now() / 1000).toBeLessThanOrEqual(100);

  const refreshed = await page.waitForResponse(
    (r) => r.url().startsWith(backend.url) && r.url().includes('grant_type=refresh_token') && r.request().method() === 'POST',
    { timeout: 75_000 },
  );
  expect(refreshed.status()).toBe(200);
  await expect.poll(async () => (await stored())?.access_token, { timeout: 10_000 }).not.toBe(first!.access_token);
  await expect(menuButton).toBeVisible();

  // The new session is the one kept: a reload stays signed in, and the profile (a signed-in read) loads.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu for Rosa' })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('form', { name: 'Your details' }).getByLabel('First name')).toHaveValue('Rosa');
});
