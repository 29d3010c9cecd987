import { expect, test } from './support/test';
import { fillAddress, signUpFromCheckout } from './support/checkout';

/**
 * The full purchase, every remote and the real backend: browse → personalize
 * → add to cart → sign in (sign up) → checkout → confirmation → My Orders.
 */
// Five remotes, a sign-up and an order in one flow: 36 s on a busy 2-core run, so the default 45 s is too close.
test.describe.configure({ timeout: 90_000 });

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

  await signUpFromCheckout(page, 'purchase');
  await fillAddress(page);
  // the server's quote is in (the total is a price, not "…") before it is read
  await expect(page.getByTestId('checkout-total')).toHaveText(/^\$\d/);
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
