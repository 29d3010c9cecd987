import { expect, test, type Locator, type Page } from './support/test';
import type { ShopStack } from '../scripts/lib/stack';
import { defaultShopConfig } from '../shared/src/config/shopConfig';
import { startPrivateStack } from './support/faultStack';

/**
 * The real backend stopped: every page that reads it says so clearly with a
 * Retry (no blank page, no skeleton left spinning, no uncaught error), and
 * Retry brings the content back once the backend is up again. The cart keeps
 * working from local storage, and a failed sign-in keeps what was typed.
 */
test.describe.configure({ mode: 'serial' });

/** Uncaught errors in the page: there must be none, backend or not. */
function watchUncaught(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart,/ });

const pages: { name: string; path: string; failure: string; content: (page: Page) => Locator }[] = [
  {
    name: 'home',
    path: '/',
    failure: "We couldn't load our featured gifts",
    content: (page) => page.getByRole('list', { name: 'Featured gifts', exact: true }).getByRole('listitem'),
  },
  {
    name: 'a category',
    path: '/category/mugs',
    failure: "We couldn't load this category",
    content: (page) => page.getByRole('list', { name: 'Products', exact: true }).getByRole('listitem'),
  },
  {
    name: 'search results',
    path: '/products?q=mug',
    failure: "We couldn't load these products",
    content: (page) => page.getByRole('list', { name: 'Products', exact: true }).getByRole('listitem'),
  },
  {
    name: 'a product',
    path: '/product/KL-ORN-101',
    failure: "We couldn't load this product",
    content: (page) => page.getByRole('heading', { level: 1, name: /First Christmas Ornament/ }),
  },
];

test.describe('the backend stopped @local-stack', () => {
  let stack: ShopStack;
  test.beforeAll(async () => {
    stack = await startPrivateStack(4);
  });
  test.afterAll(async () => stack?.stop());
  // Whatever a test did, the next one starts with the backend up.
  test.afterEach(async () => stack?.startBackend());

  // One flow (was four): the four pages are opened side by side in tabs while the backend is down, so their
  // reads' retries (about 7 s each) run at the same time instead of one page after another.
  test(`${pages.map((p) => p.name).join(', ')} each show a clear error with Retry, and Retry brings them back`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const tabs = [page, ...(await Promise.all(pages.slice(1).map(() => context.newPage())))];
    const uncaught = tabs.map(watchUncaught);
    await stack.stopBackend();
    const started = Date.now();
    await Promise.all(pages.map(({ path }, i) => tabs[i]!.goto(`${stack.urls.shell}${path}`)));
    const alerts = pages.map(({ failure }, i) =>
      tabs[i]!.getByRole('alert').filter({ has: tabs[i]!.getByRole('heading', { name: failure }) }),
    );
    for (const [i, { name, content }] of pages.entries()) {
      const tab = tabs[i]!;
      // Reads retry three times with backoff (about 7 s) before they give up.
      await expect(alerts[i]!, name).toBeVisible({ timeout: 25_000 });
      console.log(`[backend down] ${name}: error state within ${Date.now() - started} ms`);
      await expect(alerts[i]!, name).toContainText(/check your connection/i);
      await expect(tab.locator('main [aria-busy="true"]'), name).toHaveCount(0);
      await expect(content(tab), name).toHaveCount(0);
      // The frame around it still works.
      await expect(tab.getByRole('navigation', { name: 'Categories' }).first(), name).toBeVisible();
      await expect(tab.getByRole('contentinfo'), name).toContainText('418 Maple Row');
      await expect(tab.locator('[data-remote-failed]'), name).toHaveCount(0);
    }

    await stack.startBackend();
    for (const [i, { name, failure, content }] of pages.entries()) {
      const tab = tabs[i]!;
      await tab.bringToFront();
      await alerts[i]!.getByRole('button', { name: 'Retry' }).click();
      await expect(content(tab).first(), name).toBeVisible({ timeout: 20_000 });
      await expect(tab.getByRole('heading', { name: failure }), name).toHaveCount(0);
      await expect(tab.locator('main [aria-busy="true"]'), name).toHaveCount(0);
    }
    expect(uncaught.flat()).toEqual([]);
  });

  // One flow (was two, each stopping the backend): the cart with the backend down, then sign-in while it is
  // still down, and once it is back.
  test('the cart keeps working from local storage; sign-in says it could not reach the service, keeps the e-mail, and works once it is back', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const uncaught = watchUncaught(page);
    const email = `down-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
    const password = 'gift-wrap-42';
    // An account made through the real auth API while the backend is up.
    const signUp = await fetch(`${stack.backend!.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: stack.backend!.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, data: { first_name: 'Rosalind', display_name: 'Rosalind' } }),
    });
    expect(signUp.status).toBe(200);

    // Added the real way while the backend is up.
    await page.goto(`${stack.urls.shell}/product/KL-ORN-101`);
    await expect(page.getByRole('heading', { level: 1, name: /First Christmas Ornament/ })).toBeVisible({
      timeout: 20_000,
    });
    await page.getByLabel('Name', { exact: true }).fill('Emma');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    // The header's cart loads after the page's own remote: allow a busy machine time.
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item', { timeout: 20_000 });

    await stack.stopBackend();
    await page.goto(`${stack.urls.shell}/category/mugs`);
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item', { timeout: 20_000 });
    await cartButton(page).click();
    const drawer = page.getByRole('dialog', { name: /Your Cart/ });
    const row = drawer.getByRole('listitem', { name: /First Christmas Ornament/ });
    await expect(row).toHaveCount(1);
    // no backend, no quote: the drawer says so, and never shows a total of its own
    await expect(drawer.getByRole('alert')).toContainText("We couldn't work out your total just now.");
    await expect(drawer.getByLabel(/^Total \$/)).toHaveCount(0);
    await drawer.getByRole('button', { name: /^Increase Quantity of/ }).click();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
    await drawer.getByRole('button', { name: /^Increase Quantity of/ }).click();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');
    await drawer.getByRole('button', { name: /^Decrease Quantity of/ }).click();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
    const stored = () =>
      page.evaluate(
        (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as { quantity: number }[],
        defaultShopConfig.cartStorageKey,
      );
    expect((await stored()).map((line) => line.quantity)).toEqual([2]);

    // Still there after a reload with the backend down, and it can be emptied.
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items', { timeout: 20_000 });
    await cartButton(page).click();
    await drawer.getByRole('button', { name: /^Remove .* From Cart$/ }).click();
    await expect(drawer).toContainText('Your cart is empty');
    await expect(cartButton(page)).toHaveAccessibleName('Cart, empty');
    expect(await stored()).toEqual([]);
    expect(uncaught).toEqual([]);

    // Sign-in, the backend still down.
    await page.goto(`${stack.urls.shell}/auth`);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      "We couldn't reach the shop's server. Check your connection and try again.",
      { timeout: 20_000 },
    );
    // Nothing typed is lost: the shopper only has to press Sign In again.
    await expect(form.getByLabel('E-mail')).toHaveValue(email);
    await expect(form.getByLabel('Password', { exact: true })).toHaveValue(password);
    await expect(form.getByRole('button', { name: 'Sign In' })).toBeEnabled();

    await stack.startBackend();
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Account Menu for Rosalind' })).toBeVisible({ timeout: 20_000 });
    expect(uncaught).toEqual([]);
  });
});
