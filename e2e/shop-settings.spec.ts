import { expect, test } from './support/test';
import type { ShopStack } from '../scripts/lib/stack';
import { startPrivateStack } from './support/faultStack';
import { fillAddress, signUpFromCheckout } from './support/checkout';

/**
 * The server quotes every amount a shopper sees (issue 26, part 2): shipping
 * changed in shop_settings with the service key shows at checkout with no
 * rebuild, a total shown before the change is not charged (the shopper sees
 * the new one first), and the order charges exactly what was shown. On a
 * private stack, so no other flow of the run sees the changed shipping.
 */
let stack: ShopStack;
test.beforeAll(async () => {
  stack = await startPrivateStack(11);
});
test.afterAll(async () => stack?.stop());

/** The backend's REST API as the service role: what a shop owner (or a deploy script) does. */
async function asService(path: string, init: RequestInit = {}): Promise<Response> {
  const key = stack.serviceKey()!;
  const response = await fetch(`${stack.backend!.url}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json', ...init.headers },
  });
  expect(response.ok, `${path} answered ${response.status}`).toBe(true);
  return response;
}

test('shipping changed on the server shows at checkout, and the order charges exactly what was shown @local-stack', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL: stack.urls.shell });
  const page = await context.newPage();
  await page.goto('/product/KL-ORN-101');
  await page.getByLabel('Name', { exact: true }).fill('Baby Emma');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Cart,/ })).toHaveAccessibleName('Cart, 1 item', {
    timeout: 20_000,
  });

  await signUpFromCheckout(page, 'settings');
  await fillAddress(page);
  await expect(page.getByTestId('checkout-shipping')).toHaveText('$6.95');
  const subtotal = Number((await page.getByTestId('checkout-subtotal').textContent())!.replace(/[$,]/g, ''));
  const shown = (await page.getByTestId('checkout-total').textContent())!;

  await asService('shop_settings?id=eq.true', { method: 'PATCH', body: JSON.stringify({ flat_shipping_rate: 8.5 }) });
  const now = `$${(subtotal + 8.5).toFixed(2)}`;
  // the total on the button was quoted before the change: placing asks again, and shows the new one instead
  await page.getByRole('button', { name: `Place Order · ${shown}` }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your total is now' })).toHaveText(
    `Your total is now ${now}, not ${shown}. Please check it and place your order again.`,
  );
  await expect(page.getByTestId('checkout-shipping')).toHaveText('$8.50');
  await expect(page.getByTestId('checkout-total')).toHaveText(now);

  await page.getByRole('button', { name: `Place Order · ${now}` }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\/KL-\d+$/);
  const orderNumber = (await page.getByTestId('order-number').textContent())!;
  await expect(page.getByRole('main')).toContainText(now);
  const [order] = (await (
    await asService(`orders?order_number=eq.${orderNumber}&select=subtotal,shipping,total`)
  ).json()) as { subtotal: number; shipping: number; total: number }[];
  expect(order).toEqual({ subtotal, shipping: 8.5, total: Math.round((subtotal + 8.5) * 100) / 100 });
  await context.close();
});
