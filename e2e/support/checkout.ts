import { expect, type Page } from '@playwright/test';
import { signedInShopper } from './shopper';

/** From checkout, sign up a new shopper through the shop's own form, come back, and go on to the address. */
export async function signUpFromCheckout(page: Page, emailPrefix = 'checkout'): Promise<void> {
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Sign In to Continue' }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=\/checkout$/);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form
    .getByLabel('E-mail')
    .fill(`${emailPrefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`);
  await form.getByLabel('Password', { exact: true }).fill('gift-wrap-42');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Shipping address' })).toBeVisible();
}

/**
 * Signed in as a new shopper (made through the auth API, support/shopper.ts) on checkout, and on to the
 * address: for flows about checkout itself. Signing up from checkout through the form is the purchase
 * flow's (cart-purchase.spec.ts).
 */
export async function signedInAtCheckout(page: Page, emailPrefix = 'checkout'): Promise<void> {
  await signedInShopper(page, '/checkout', { firstName: 'Ada', lastName: 'Lovelace', tag: emailPrefix });
  await page.getByRole('button', { name: 'Continue', exact: true }).click({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Shipping address' })).toBeVisible();
}

/** A complete shipping address (the country keeps its default), and the proof's spelling check ticked. */
export async function fillAddress(page: Page): Promise<void> {
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Street address').fill('418 Maple Row');
  await page.getByLabel('City').fill('Portland');
  // the state is chosen from the country's list, once the shop has read it (the country keeps the United States)
  await page.locator('select#shipping-region').selectOption('OR');
  await page.getByLabel('ZIP / Postal code').fill('97205');
  // the carts these flows order hold a personalized line: its proof is approved, as a shopper does before ordering
  await page.getByLabel('I have checked the spelling').check();
}
