import { expect, test, type Page } from './support/test';
import { seriousAxeViolations } from './support/axe';

/** The account remote's screens, checked with axe at desktop and phone widths. */

// axe is injected as a script tag, which the shop's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

async function seriousViolations(page: Page) {
  return seriousAxeViolations(page, '[data-remote="account"]');
}

for (const viewport of [
  { width: 1280, height: 860 },
  { width: 375, height: 760 },
]) {
  test(`the account screens have no serious or critical axe violations at ${viewport.width}px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Enter your password.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const form = page.getByRole('form', { name: 'Create an account' });
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Last name').fill('Lovelace');
    await form.getByLabel('E-mail').fill(`a11y-${viewport.width}-${Date.now()}@example.com`);
    await form.getByLabel('Password', { exact: true }).fill('gift-wrap-42');
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Create Account' }).click();

    const menuButton = page.getByRole('button', { name: 'Account menu for Ada' });
    // Signing up leads home, whose own remote loads before the header's: allow a busy machine time.
    await expect(menuButton).toBeVisible({ timeout: 20_000 });
    await menuButton.click();
    await expect(page.getByRole('menu', { name: 'Account' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('menuitem', { name: 'My Profile' }).click();
    await expect(page.getByRole('form', { name: 'Your details' }).getByLabel('First name')).toHaveValue('Ada');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/orders');
    await expect(page.getByText("You haven't placed any orders yet")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
