import { expect, test, type Page } from './support/test';
import { seriousAxeViolations } from './support/axe';

/** The account remote's screens, checked with axe at desktop and phone widths. */

// axe is injected as a script tag, which the shop's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

const desktop = { width: 1280, height: 860 };
const phone = { width: 375, height: 760 };

async function seriousViolations(page: Page) {
  return seriousAxeViolations(page, '[data-remote="account"]');
}

/** axe on the screen as it is, at one width and then the other (the page resized under it). */
async function atBothWidths(page: Page, first: typeof desktop, second: typeof desktop) {
  await page.setViewportSize(first);
  expect(await seriousViolations(page), `at ${first.width}px`).toEqual([]);
  await page.setViewportSize(second);
  expect(await seriousViolations(page), `at ${second.width}px`).toEqual([]);
}

// One flow, both widths (was two, each signing up): every screen is opened once and checked at 1280px and at
// 375px, the page resized under it.
test('the account screens have no serious or critical axe violations at 1280px and at 375px', async ({ page }) => {
  // ten scans, a sign-up and four screens
  test.setTimeout(90_000);
  await page.setViewportSize(desktop);
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Enter your password.')).toBeVisible();
  await atBothWidths(page, desktop, phone);

  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('E-mail').fill(`a11y-${Date.now()}@example.com`);
  await form.getByLabel('Password', { exact: true }).fill('gift-wrap-42');
  await atBothWidths(page, phone, desktop);
  await form.getByRole('button', { name: 'Create Account' }).click();

  const menuButton = page.getByRole('button', { name: 'Account Menu for Ada' });
  // Signing up leads home, whose own remote loads before the header's: allow a busy machine time.
  await expect(menuButton).toBeVisible({ timeout: 20_000 });
  // The open menu, at each width (opened afresh after the resize: the header is laid out anew).
  for (const viewport of [desktop, phone]) {
    await page.setViewportSize(viewport);
    await menuButton.click();
    await expect(page.getByRole('menu', { name: 'Account' })).toBeVisible();
    expect(await seriousViolations(page), `the menu at ${viewport.width}px`).toEqual([]);
    if (viewport === desktop) {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu', { name: 'Account' })).toHaveCount(0);
    }
  }

  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(page.getByRole('form', { name: 'Your details' }).getByLabel('First name')).toHaveValue('Ada');
  await atBothWidths(page, phone, desktop);

  await page.goto('/orders');
  await expect(page.getByText("You haven't placed any orders yet")).toBeVisible();
  await atBothWidths(page, desktop, phone);
});
