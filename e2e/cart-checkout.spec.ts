import { expect, test, type Page } from './support/test';
import { seriousAxeViolations } from './support/axe';
import { fillAddress, signedInAtCheckout } from './support/checkout';
import { newShopperSession, openSignedIn } from './support/shopper';
import { e2eTarget } from './support/target';
import { defaultShopConfig } from '../shared/src/config/shopConfig';

/**
 * Checkout in the whole shop, against the real backend (seeded catalogue,
 * `price_cart` and `place_order`): sign in from checkout and come back, the
 * shipping form field by field, payment choice, price changes shown before
 * the order is placed, a placed order, and a failed order keeping the cart
 * (the only faked answer: the network refusing `place_order`).
 */
const KEY = defaultShopConfig.cartStorageKey;
/** A line of the seeded catalogue, as the product page puts it in the cart. */
const ornament = {
  id: 'KL-ORN-101-S1P1C1:DSN-NAME:e2e',
  name: "Baby's First Christmas Ornament",
  price: 16.99,
  image: 'product-images/ornaments/red-star/kl-orn-101-1.svg',
  quantity: 2,
  customization: { Style: 'Round Bauble', Color: 'Cranberry Red', personalizationText: 'Baby Emma 2026' },
  productSku: 'KL-ORN-101',
  variantSku: 'KL-ORN-101-S1P1C1',
  designCode: 'DSN-NAME',
};

async function seriousViolations(page: Page, selector: string) {
  return seriousAxeViolations(page, selector);
}

const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart,/ });

async function seedCart(page: Page, items: unknown[]) {
  await page.goto('/contact');
  await page.evaluate(([key, raw]) => localStorage.setItem(key, raw), [KEY, JSON.stringify(items)] as const);
  await page.reload();
}

test('the shipping form is checked field by field, and a failed order keeps the cart', async ({ page }) => {
  await seedCart(page, [ornament]);
  await signedInAtCheckout(page);

  // Nothing typed: the name is the shopper's own, from their profile (session:state's user.fullName); every
  // other required field says what it needs, and focus goes to the first (once the shop has read the countries'
  // lists: the state is then chosen from its select).
  await expect(page.locator('select#shipping-region')).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Ada Lovelace');
  await page.getByRole('button', { name: /^Place Order/ }).click();
  await expect(page.getByText('Enter your street address.')).toBeVisible();
  await expect(page.getByText('Enter your ZIP code.')).toBeVisible();
  await expect(page.getByText('Enter your full name.')).toHaveCount(0);
  await expect(page.getByLabel('Street address')).toBeFocused();
  await expect(page.getByLabel('Street address')).toHaveAttribute('aria-invalid', 'true');

  // One field at a time: a bad ZIP is named when the shopper leaves it, and cleared once fixed.
  await fillAddress(page);
  await page.getByLabel('ZIP / Postal code').fill('972');
  await page.getByLabel('ZIP / Postal code').blur();
  await expect(page.getByText('Enter a ZIP code like 97205 or 97205-1234.')).toBeVisible();
  await page.getByLabel('ZIP / Postal code').fill('97205');
  await expect(page.getByText('Enter a ZIP code like 97205 or 97205-1234.')).toHaveCount(0);
  await expect(page.getByText('Enter your full name.')).toHaveCount(0);

  // Invoice needs the organisation's name.
  await page.getByRole('radio', { name: /Invoice \(schools, teams and organizations\)/ }).check();
  await page.getByRole('button', { name: /^Place Order/ }).click();
  await expect(page.getByText('Enter the name of the school, team or organization to invoice.')).toBeVisible();
  await page.getByLabel('School, team or organization to invoice').fill('Lincoln Elementary PTA');

  // The backend cannot be reached: a clear message, and the cart is kept.
  await page.route('**/rest/v1/rpc/place_order', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Place Order · $40.93' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /couldn't reach the shop/ })).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
  // still on checkout's shipping step (its own address since issue 28)
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
});

test('a changed price is shown before the order is placed; the placed order clears the cart and is in My Orders', async ({
  page,
}) => {
  // The cart remembers an old price: the server's is 16.99.
  await seedCart(page, [{ ...ornament, price: 12 }]);
  await signedInAtCheckout(page);
  const orderRequests: Record<string, unknown>[] = [];
  page.on('request', (r) => r.url().endsWith('/rpc/place_order') && orderRequests.push(r.postDataJSON()));

  await fillAddress(page);
  // the server's quote is shown at once: today's price, and the total it charges
  const notice = page.getByRole('alert').filter({ hasText: 'Some prices have changed' });
  await expect(notice).toContainText(ornament.name);
  await expect(notice).toContainText('$16.99');
  expect(orderRequests).toHaveLength(0);

  await page.getByRole('button', { name: 'Place Order · $40.93' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\/KL-\d+$/);
  // Focus is on the confirmation's heading: a screen reader says the order went through.
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeFocused();
  const orderNumber = (await page.getByTestId('order-number').textContent())!;
  await expect(page.getByRole('main')).toContainText('$40.93');
  await expect(cartButton(page)).toHaveAccessibleName('Cart, empty');
  expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe('[]');

  // What was sent: choices and quantities, never a price.
  expect(orderRequests).toHaveLength(1);
  expect(orderRequests[0]).toMatchObject({
    items: [
      {
        variant_sku: 'KL-ORN-101-S1P1C1',
        design_code: 'DSN-NAME',
        quantity: 2,
        personalization_text: 'Baby Emma 2026',
      },
    ],
    shipping: { full_name: 'Ada Lovelace', region: 'OR', postal_code: '97205', country: 'US' },
    payment_method: 'pay_on_delivery',
  });
  expect(JSON.stringify(orderRequests[0])).not.toMatch(/"price"|16\.99|"12"/);

  // The account remote lists it, and the confirmation links to it.
  await expect(page.getByRole('link', { name: 'View Order' })).toHaveAttribute('href', `/orders/${orderNumber}`);
  await page.goto('/orders');
  await expect(page.getByRole('main')).toContainText(orderNumber);
});

test('an item that can no longer be ordered blocks the order until it is removed', async ({ page }) => {
  await seedCart(page, [ornament, { ...ornament, id: 'GONE', name: 'Retired Ornament', variantSku: 'KL-ORN-RETIRED' }]);
  await signedInAtCheckout(page);
  await fillAddress(page);
  const notice = page.getByRole('alert').filter({ hasText: 'can no longer be ordered' });
  await expect(notice).toContainText('Retired Ornament: This item is no longer sold.');
  await expect(page.getByRole('button', { name: /^Place Order/ })).toBeDisabled();
  await page.getByRole('button', { name: 'Edit Cart' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove Retired Ornament From Cart' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Place Order · $40.93' })).toBeEnabled();
});

/**
 * A signed-in shopper's saved addresses go above the address form: the step waits for them (with a status
 * line) rather than showing the form and pushing it down under a tap when they come (on a slow answer, a tap
 * on Full name landed on a saved address and rewrote the form). Their default fills the empty form.
 */
test('the shipping step waits for the saved addresses, then shows them above the form with the default filled in', async ({
  page,
}) => {
  const session = await newShopperSession({ firstName: 'Gran', lastName: 'Lee' });
  const { backend } = e2eTarget();
  const saved = await fetch(`${backend!.url}/rest/v1/saved_addresses`, {
    method: 'POST',
    headers: {
      apikey: backend!.anonKey,
      authorization: `Bearer ${session.access_token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      full_name: 'Gran Lee',
      line1: '9 Oak Ave',
      city: 'Seattle',
      region: 'WA',
      postal_code: '98101',
      country: 'US',
      is_default: true,
    }),
  });
  expect(saved.status, await saved.clone().text()).toBe(201);
  await openSignedIn(page, session, '/contact');
  await page.evaluate(([key, raw]) => localStorage.setItem(key, raw), [KEY, JSON.stringify([ornament])] as const);
  let releaseBook!: () => void;
  const bookHeld = new Promise<void>((release) => (releaseBook = release));
  await page.route(/\/rest\/v1\/saved_addresses/, async (route) => {
    await bookHeld;
    await route.continue();
  });
  await page.goto('/checkout/shipping');
  await expect(page.getByRole('status').filter({ hasText: 'Looking up your saved addresses' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByLabel('Full name')).toHaveCount(0);
  releaseBook();
  const book = page.getByRole('group', { name: 'Your saved addresses' });
  await expect(book.getByRole('radio', { name: /Gran Lee, 9 Oak Ave, Seattle/ })).toBeChecked();
  await expect(page.getByLabel('Full name')).toHaveValue('Gran Lee');
  await expect(page.getByLabel('Street address')).toHaveValue('9 Oak Ave');
});

test('a confirmation page for an unknown order says so', async ({ page }) => {
  await page.goto('/checkout/confirmation/NO-SUCH-ORDER');
  await expect(page.getByRole('heading', { name: 'Sign in to see your order' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fcheckout%2Fconfirmation%2FNO-SUCH-ORDER$/);
});

test.describe('checkout accessibility', () => {
  // axe is injected as a script tag, which the shop's Content-Security-Policy rightly refuses.
  test.use({ bypassCSP: true });

  test('axe finds no serious or critical violations in the review step and the shipping form with errors', async ({
    page,
  }) => {
    await seedCart(page, [ornament]);
    await page.goto('/checkout');
    await expect(page.getByRole('button', { name: 'Sign In to Continue' })).toBeVisible();
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await signedInAtCheckout(page);
    await page.getByRole('button', { name: /^Place Order/ }).click();
    await expect(page.getByText('Enter your street address.')).toBeVisible();
    await page.getByRole('radio', { name: /Invoice/ }).check();
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });
});
