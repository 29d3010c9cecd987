import { expect, test } from '@playwright/test';

/**
 * The full purchase, every remote and the real backend: browse → personalize
 * → add to cart → sign in (sign up) → checkout → confirmation → My Orders.
 */
test('browse, personalize, add, sign up, check out, and find the order in My Orders', async ({ page }) => {
  const cartButton = page.getByRole('banner').getByRole('button', { name: /^Cart,/ });

  await page.goto('/category/ornaments');
  await page
    .getByRole('link', { name: /First Christmas Ornament/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/products?\/KL-ORN-101$/);
  await expect(page.getByRole('heading', { level: 1, name: /First Christmas Ornament/ })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByLabel('Name', { exact: true }).fill('Baby Emma');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartButton).toHaveAccessibleName('Cart, 1 item');

  await cartButton.click();
  const drawer = page.getByRole('dialog', { name: /Your Cart/ });
  await expect(drawer).toContainText('“Baby Emma”');
  await drawer.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  await page.getByRole('button', { name: 'Sign in to continue' }).click();
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('First name').fill('Grace');
  await form.getByLabel('Last name').fill('Hopper');
  await form.getByLabel('E-mail').fill(`purchase-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`);
  await form.getByLabel('Password', { exact: true }).fill('gift-wrap-42');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Street address').fill('1 Navy Yard');
  await page.getByLabel('City').fill('Arlington');
  await page.getByLabel('State / Province').fill('VA');
  await page.getByLabel('ZIP / Postal code').fill('22202');
  const total = (await page.getByTestId('checkout-total').textContent())!;
  await page.getByRole('button', { name: `Place Order · ${total}` }).click();

  await expect(page).toHaveURL(/\/checkout\/confirmation\/KL-\d+$/);
  const orderNumber = (await page.getByTestId('order-number').textContent())!;
  await expect(page.getByRole('main')).toContainText(total);
  await expect(cartButton).toHaveAccessibleName('Cart, empty');

  await page.goto('/orders');
  await expect(page.getByRole('main')).toContainText(orderNumber);
  await expect(page.getByRole('main')).toContainText(total);
  await page
    .getByRole('link', { name: new RegExp(orderNumber) })
    .first()
    .click();
  await expect(page.getByRole('main')).toContainText('Baby Emma');
});
