import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { type ShopStack } from '../scripts/lib/stack';
import { startPrivateStack } from './support/faultStack';

test.describe.configure({ mode: 'serial' });

test.describe('a remote that is down @local-stack', () => {
  let stack: ShopStack;
  test.beforeAll(async () => {
    stack = await startPrivateStack(1);
  });
  test.afterAll(async () => stack?.stop());

  test('fails only in its slot, and Retry works once it is back', async ({ page }) => {
    await stack.stopApp('catalog');
    await page.goto(`${stack.urls.shell}/products`);
    const failed = page.locator('[data-remote-failed="catalog"]');
    await expect(failed.getByRole('heading', { name: "We couldn't load the catalog" })).toBeVisible();
    // The shell and the other remotes keep working.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Contact Us' })).toBeVisible();
    await expect(page.locator('[data-remote-failed="cart"], [data-remote-failed="account"]')).toHaveCount(0);
    await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
    await page.goBack();
    // Back on the listing the slot still says it failed (the remote is still down) …
    const retry = failed.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();
    // … and only then does the remote come back: starting it before the slot had rendered raced the
    // slot's own load, which then succeeded and left no Retry to press (seen once at load 5).
    await stack.startApp('catalog');
    await retry.click();
    await expect(page.locator('[data-remote-failed]')).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText("We couldn't load");
  });

  test('a mistake in remotes.json shows the configuration failure page, naming the key, and Retry works once fixed', async ({
    page,
  }) => {
    const good = readFileSync(stack.remotesFile, 'utf8');
    const mistaken = JSON.parse(good) as { config: Record<string, unknown> };
    mistaken.config.phnoe = '(800) 555-0100';
    writeFileSync(stack.remotesFile, JSON.stringify(mistaken));
    try {
      const response = await page.goto(`${stack.urls.shell}/products`);
      // Not a shop without a backend, nor a 500: the failure page, with the key and the reason.
      expect(response?.status()).toBe(200);
      const failure = page.getByRole('alert').filter({ hasText: 'The shop could not start' });
      await expect(failure).toContainText('config.phnoe: unknown key');
      await expect(failure).not.toContainText(stack.remotesFile);
      await expect(page.locator('main [data-remote-failed], main article')).toHaveCount(0);
    } finally {
      writeFileSync(stack.remotesFile, good);
    }
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'All Products', level: 1 })).toBeVisible({ timeout: 20_000 });
  });

  for (const server of ['product', 'cart', 'account'] as const) {
    test(`with ${server} down the rest of the shop still renders`, async ({ page }) => {
      await stack.stopApp(server);
      try {
        await page.goto(`${stack.urls.shell}/${server === 'product' ? 'product/ANY-SKU' : ''}`);
        await expect(page.locator(`[data-remote-failed="${server}"]`).first()).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Categories' }).first()).toBeVisible();
        await expect(page.getByRole('contentinfo')).toContainText('418 Maple Row');
        await expect(page.locator(`[data-remote-failed]:not([data-remote-failed="${server}"])`)).toHaveCount(0);
      } finally {
        await stack.startApp(server);
      }
    });
  }
});

// The shell's own parts that load once the page responds (the footer, the toast host, the header's menus) are
// chunks of their own: one that cannot load (a dropped connection, a release that removed the old files) must not take the page down,
// nor hold the next navigation.
test('a shell part whose code cannot load is left out, the console says which, and the shop works on', async ({
  page,
}) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  await page.route(/\/assets\/(Footer|SearchSuggestions|MegaMenu)-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/category/mugs');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect.poll(() => logged.some((text) => text.includes("The shop's footer could not load"))).toBe(true);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  // The page around it works, and so does the next page.
  await expect(page.getByRole('heading', { level: 1, name: 'Mugs' })).toBeVisible();
  // More's code (loaded once the page responds) cannot load: its panel says so and leads on.
  await page.getByRole('button', { name: 'More' }).click();
  const more = page.getByRole('banner').getByRole('navigation', { name: 'Menu' });
  await expect(more).toContainText('The menu did not load. Check your connection and reload the page.');
  await expect(more.getByRole('link', { name: 'See all products' })).toHaveAttribute('href', '/products');
  expect(logged.some((text) => text.includes("The shop's More menu could not load."))).toBe(true);
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Christmas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Christmas' })).toBeVisible();
  // The search suggestions' code (loaded on the box's first focus) cannot load either: what is typed stays, the
  // shopper sees no error (the console says which part), and the plain search still searches.
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search gifts' }).first();
  await search.pressSequentially('mug');
  await expect
    .poll(() => logged.some((text) => text.includes("The shop's search suggestions could not load")))
    .toBe(true);
  await expect(search).toHaveValue('mug');
  await expect(page.getByRole('banner').getByRole('alert')).toHaveCount(0);
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products\?q=mug$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for “mug”' })).toBeVisible();
  expect(uncaught).toEqual([]);
});
