import { expect, test, type Page } from './support/test';
import { emailsTo, verifyLinkIn, waitForEmail } from '../scripts/lib/mailCatcher';
import { stackInboxUrl as inboxUrl } from './support/target';

/**
 * Changing the e-mail address on My Profile (issue 33, defect 2; QA sweep 2
 * #4), against the stack's backend and its mail catcher: the shopper asks for
 * the new address, is told a link went there and one to the current address
 * and that nothing changed yet, opens the current address's link (told to
 * open the other), then the new address's, in the same browser, and lands on
 * My Profile showing the new address. (Errors, hostile input and focus: mf-account's component and data
 * tests; the link's rules: backend/test/auth-email-change.test.ts.)
 */

test.use({ viewport: { width: 1280, height: 800 } });
test.describe.configure({ timeout: 90_000 });

const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const shownEmail = (page: Page) => page.getByTestId('profile-email');

test('change the e-mail address: a link goes to each address, and following both changes it', async ({ page }) => {
  const email = uniqueEmail('before');
  const next = uniqueEmail('after');
  await page.goto('/auth?tab=signup');
  const signUp = page.getByRole('form', { name: 'Create an account' });
  await signUp.getByLabel('First name').fill('Wren');
  await signUp.getByLabel('Last name').fill('Mover');
  await signUp.getByLabel('E-mail').fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill('moving-house-in-june-9');
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('button', { name: 'Account Menu for Wren' })).toBeVisible({ timeout: 20_000 });

  await page.goto('/profile');
  await expect(shownEmail(page)).toHaveText(email, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Change E-mail' }).click();
  const form = page.getByRole('form', { name: 'Change e-mail' });
  await expect(form.getByLabel('New e-mail address')).toBeFocused();
  await form.getByLabel('New e-mail address').fill(next);
  const mailedBefore = (await emailsTo(inboxUrl(), email)).length;
  await form.getByRole('button', { name: 'Send Confirmation Link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We sent a link to' })).toHaveText(
    `We sent a link to ${next} and one to ${email}. Your address changes when you open both; until then, keep using ${email}.`,
  );
  await expect(shownEmail(page)).toHaveText(email);

  await page.goto(verifyLinkIn(await waitForEmail(inboxUrl(), email, { count: mailedBefore + 1 })));
  await expect(page).toHaveURL(/\/profile\?link=email_change$/, { timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Confirmed here' })).toHaveText(
    'Confirmed here. Now open the link we sent to the other address: your e-mail address changes once both links are opened.',
  );
  await expect(shownEmail(page)).toHaveText(email);

  await page.goto(verifyLinkIn(await waitForEmail(inboxUrl(), next)));
  await expect(page).toHaveURL(/\/profile\?link=email_change$/, { timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Your e-mail address is now' })).toHaveText(
    `Your e-mail address is now ${next}.`,
  );
  await expect(shownEmail(page)).toHaveText(next);
  await expect(page.getByText('We sent a link to')).toHaveCount(0);
});
