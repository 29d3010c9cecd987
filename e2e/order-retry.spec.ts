import { expect, test } from './support/test';
import { fillAddress, signedInAtCheckout } from './support/checkout';

/**
 * An order whose answer is lost is not placed twice, and its page reads in
 * the shopper's words. The first Place Order reaches the real backend, which
 * makes the order, but the browser never hears back (the network drops the
 * answer); the shopper presses Place Order again, and the same idempotency
 * key brings back the same order. My Orders then lists exactly one order,
 * whose page names the design, the lettering and the organisation invoiced,
 * and no internal code. "Save this address" was ticked: the attempt the browser
 * saw fail saves nothing; the address is saved once, when the order is placed.
 */
test('a retried Place Order makes one order and saves its address once; the order page shows no internal codes', async ({
  page,
}) => {
  await page.goto('/product/KL-ORN-101');
  await expect(page.getByRole('heading', { level: 1, name: /First Christmas Ornament/ })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByLabel('Name', { exact: true }).fill('Baby Emma');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Cart,/ })).toHaveAccessibleName('Cart, 1 item');

  await signedInAtCheckout(page, 'retry');
  await fillAddress(page);
  await page.getByText('Invoice (schools, teams and organizations)').click();
  await page.getByLabel('School, team or organization to invoice').fill('Lincoln Elementary PTA');
  await page.getByLabel('Save this address to my address book').check();
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/rest/v1/saved_addresses')) saves.push(request.url());
  });

  // The first answer is lost on the way back: the order exists, the browser does not know.
  const keys: string[] = [];
  let dropped = 0;
  await page.route('**/rest/v1/rpc/place_order', async (route) => {
    keys.push((route.request().postDataJSON() as { idempotency_key: string }).idempotency_key);
    if (dropped++ === 0) {
      const response = await route.fetch();
      expect(response.status()).toBe(200);
      await route.abort('connectionreset');
    } else {
      await route.continue();
    }
  });
  const placeOrder = page.getByRole('button', { name: /^Place Order/ });
  await placeOrder.click();
  // the shopper is told the order did not go through (not another alert, such as the delivery dates')
  await expect(page.getByRole('alert').filter({ hasText: /placing your order/ })).toBeVisible();
  expect(saves).toHaveLength(0); // the browser does not know of an order yet: no address saved
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().includes('/rest/v1/saved_addresses'),
  );
  await placeOrder.click();

  await expect(page).toHaveURL(/\/checkout\/confirmation\/KL-\d+$/);
  expect((await saved).status()).toBe(201);
  const orderNumber = (await page.getByTestId('order-number').textContent())!;
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);

  const main = page.getByRole('main');
  await page.goto('/addresses');
  await expect(main.getByRole('list', { name: 'Saved addresses' })).toContainText('418 Maple Row');
  await expect(main.getByText('418 Maple Row')).toHaveCount(1);
  expect(saves).toHaveLength(1);

  await page.goto('/orders');
  await expect(main.getByRole('link', { name: new RegExp(orderNumber) }).first()).toBeVisible();
  await expect(main.getByRole('link', { name: /KL-\d+/ })).toHaveCount(1);

  await main
    .getByRole('link', { name: new RegExp(orderNumber) })
    .first()
    .click();
  await expect(main).toContainText(/Personalization: “Baby Emma”Lettering: .+Text color: /);
  await expect(main).toContainText('Design: Custom Name Script');
  await expect(main).toContainText('Lettering: ');
  await expect(main).toContainText('Text color: ');
  await expect(main).toContainText('Invoiced to: Lincoln Elementary PTA');
  const text = (await main.textContent()) ?? '';
  expect(text).not.toMatch(/DSN-|textColor|font:/);
});
