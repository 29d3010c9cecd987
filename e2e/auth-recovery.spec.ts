import { expect, test, type Browser, type Page } from './support/test';
import { defaultShopConfig } from '../shared/src/config/shopConfig';
import { verifyLinkIn, waitForEmail } from '../scripts/lib/mailCatcher';
import { seriousAxeViolations } from './support/axe';
import { e2eTarget, stackInboxUrl as inboxUrl } from './support/target';

/**
 * Password recovery end to end (issue 20), against the stack's backend, whose
 * e-mails go over SMTP to the stack's mail catcher: the shopper signs up,
 * forgets the password, asks for a link on /auth, reads the e-mail in the
 * catcher (its API), follows the link, chooses a new password and is signed
 * in; the new password signs in elsewhere and the old one no longer does. A
 * link used twice, or opened in another browser, says so and offers a new one.
 */

// axe (below) is injected as a script tag, which the shop's Content-Security-Policy rightly refuses
test.use({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
test.describe.configure({ timeout: 90_000 });

const OLD_PASSWORD = 'lantern-by-the-sea-7';
const NEW_PASSWORD = 'harbour-lights-42';
const accountButton = (page: Page, name: string) => page.getByRole('button', { name: `Account Menu for ${name}` });
const signInIcon = (page: Page) => page.getByRole('link', { name: 'Sign In or Create an Account' });

const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A shopper who signed up in a browser of their own (then closed): the page under test starts signed out. */
async function shopperElsewhere(browser: Browser, tag: string, firstName: string): Promise<string> {
  const email = uniqueEmail(tag);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await signUp(await context.newPage(), email, firstName);
  await context.close();
  return email;
}

async function signUp(page: Page, email: string, firstName: string) {
  await page.goto('/auth?tab=signup');
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('First name').fill(firstName);
  await form.getByLabel('Last name').fill('Keeper');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(OLD_PASSWORD);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(accountButton(page, firstName)).toBeVisible({ timeout: 20_000 });
}

/** From the sign-in form, "Forgot password?" → the e-mail form → "Check your inbox". */
async function askForResetLink(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\?view=forgot$/);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Reset your password' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('button', { name: 'Send Me a Reset Link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your inbox.' })).toContainText(
    `If ${email} has an account with us`,
  );
}

async function signInWith(browser: Browser, email: string, password: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  return { context, page };
}

test('sign up, forget the password, reset it from the e-mail, sign in with the new one; the old one fails', async ({
  page,
  browser,
}) => {
  const email = await shopperElsewhere(browser, 'recover', 'Nell');

  // a fresh browser: signed out, the password forgotten
  await askForResetLink(page, email);
  const mail = await waitForEmail(inboxUrl(), email);
  expect(mail.subject).toBe(`Reset your ${defaultShopConfig.brandName} password`);
  expect(mail.html).toContain(defaultShopConfig.phone);
  const link = verifyLinkIn(mail);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible({ timeout: 20_000 });
  await expect(accountButton(page, 'Nell')).toBeVisible();
  expect(new URL(page.url()).searchParams.has('code')).toBe(false);
  const form = page.getByRole('form', { name: 'Choose a new password' });
  // hostile input: two different passwords, then one the service refuses as too common
  await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('Repeat the new password').fill(`${NEW_PASSWORD}!`);
  await form.getByRole('button', { name: 'Save My New Password' }).click();
  await expect(form.getByText('The two passwords do not match.')).toBeVisible();
  await form.getByLabel('New password', { exact: true }).fill('password');
  await form.getByLabel('Repeat the new password').fill('password');
  await form.getByRole('button', { name: 'Save My New Password' }).click();
  await expect(form.getByText(/too common or too easy to guess/)).toBeVisible();
  await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Save My New Password' }).click();
  await expect(page.getByText('You are signed in with your new password.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountButton(page, 'Nell')).toBeVisible();

  // the old password no longer signs in; the new one does
  const old = await signInWith(browser, email, OLD_PASSWORD);
  await expect(old.page.getByRole('alert').first()).toContainText('That e-mail and password do not match an account');
  await expect(signInIcon(old.page)).toBeVisible();
  await old.context.close();
  const fresh = await signInWith(browser, email, NEW_PASSWORD);
  await expect(accountButton(fresh.page, 'Nell')).toBeVisible({ timeout: 20_000 });
  await fresh.context.close();

  // the link is spent: followed again, it says so and offers a new one, which arrives
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This reset link can no longer be used' })).toBeVisible({
    timeout: 20_000,
  });
  const again = page.getByRole('form', { name: 'Reset your password' });
  await again.getByLabel('E-mail').fill(email);
  await again.getByRole('button', { name: 'Send Me a Reset Link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your inbox.' })).toBeVisible();
  expect(verifyLinkIn(await waitForEmail(inboxUrl(), email, { count: 2 }))).not.toBe(link);
});

test('a reset link opened in another browser says to open it where it was asked for, and offers a new one', async ({
  page,
  browser,
}) => {
  const email = await shopperElsewhere(browser, 'elsewhere', 'Ros');
  await askForResetLink(page, email);
  const link = verifyLinkIn(await waitForEmail(inboxUrl(), email));

  const elsewhere = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const other = await elsewhere.newPage();
  await other.goto(link);
  await expect(other.getByRole('heading', { name: 'Open the link in the same browser' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(other.getByRole('form', { name: 'Reset your password' })).toBeVisible();
  await expect(signInIcon(other)).toBeVisible();
  expect(await other.evaluate((key) => localStorage.getItem(key), defaultShopConfig.authStorageKey)).toBeNull();
  await elsewhere.close();
});

test('a tampered link gives the same clear message, the forgot-password form refuses a malformed address, and axe finds nothing serious', async ({
  page,
}) => {
  const { backend } = e2eTarget();
  const shell = e2eTarget().shellUrl;
  await page.goto(
    `${backend!.url}/auth/v1/verify?token=forged-token&type=recovery&redirect_to=${encodeURIComponent(`${shell}/auth?link=recovery`)}`,
  );
  await expect(page.getByRole('heading', { name: 'This reset link can no longer be used' })).toBeVisible({
    timeout: 20_000,
  });
  const form = page.getByRole('form', { name: 'Reset your password' });
  await form.getByLabel('E-mail').fill('not an address');
  await form.getByRole('button', { name: 'Send Me a Reset Link' }).click();
  await expect(form.getByText('Enter a valid e-mail address, like name@example.com.')).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await seriousAxeViolations(page, '[data-remote="account"]')).toEqual([]);
  }
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});
