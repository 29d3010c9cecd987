import { expect, test, type Page } from './support/test';
import { backendRpc } from './support/backendRpc';
import { seriousAxeViolations } from './support/axe';
import { suggestionsAfterTyping } from './support/suggestionsAfterTyping';

/**
 * The shop's search (issue 18) in real Chromium against the real backend:
 * the header's suggestions as a WAI-ARIA combobox (desktop and phone), a
 * late answer never replacing a newer one, suggestions for a quick typist's
 * last keystroke (their 300 ms budget: scripts/bench/timeBudgets.ts), results
 * that find what shoppers type (a word one letter wrong too), and the
 * no-results page with "Did you mean" (a link, even without scripts) and
 * popular categories.
 */

const cards = (page: Page) => page.getByTestId('product-card');
const headerSearch = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Search gifts' });

const suggestions = (search: string) =>
  backendRpc<{ products: { sku: string; name: string }[] }>('search_suggestions', { search });

const listing = (category_slug: string | null, search: string | null = null) =>
  backendRpc<{ total: number; products: { name: string }[] }>('category_products', {
    category_slug,
    search,
    sort: 'featured',
    page_size: 100,
    page_offset: 0,
  });

test.describe('header suggestions', () => {
  // axe is injected as a script tag, which the shop's CSP refuses
  test.use({ bypassCSP: true });

  // One flow (was six): one tab checks each behaviour of the header's suggestions in turn, each from a fresh
  // home page, then the phone's search row.
  test('after 2 characters: products with picture, name and price, and categories; arrows, Enter, Escape; Enter without a choice searches, the last option too; the last keystroke of a quick typist; a late answer never replaces a newer one; the backend not answering says so and Enter still searches; on a phone the search row suggests too', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const expected = await suggestions('mug');
    expect(expected.products.length).toBeGreaterThan(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const box = headerSearch(page);
    await box.pressSequentially('m');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.pressSequentially('ug');
    const list = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const products = list.getByTestId('suggestion-product');
    await expect(products).toHaveCount(Math.min(6, expected.products.length));
    await expect(products.first()).toContainText(expected.products[0]!.name);
    await expect(products.first()).toContainText('$');
    await expect(products.first().locator('img')).toHaveAttribute('src', /\/storage\/v1\/object\/public\//);
    await expect(list.getByRole('option', { name: 'Mugs', exact: true })).toBeVisible();
    // screen readers hear how many
    await expect(page.getByRole('banner').getByRole('status').filter({ hasText: 'suggested' })).toContainText(
      /\d+ products? and \d+ categor(y|ies) suggested/,
    );
    await page.screenshot({ path: testInfo.outputPath('suggestions-1280.png') });
    expect(await seriousAxeViolations(page, 'header')).toEqual([]);

    // arrows move the active option; Escape closes; Enter on an option opens it
    await box.press('ArrowDown');
    const first = products.first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await box.press('ArrowDown');
    await expect(products.nth(1)).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowUp');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await box.press('Escape');
    await expect(list).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.press('ArrowDown'); // opens again
    await expect(list).toBeVisible();
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/product/${expected.products[0]!.sku}$`));

    // Enter without a choice searches; the last option searches too.
    await page.goto('/');
    {
      const box = headerSearch(page);
      await box.fill('candel');
      await expect(page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').first()).toBeVisible();
      await box.press('Enter');
      await expect(page).toHaveURL('/products?q=candel');
      await expect(cards(page).first()).toContainText('Candle');
      await box.fill('ornamnet');
      const searchOption = page.getByRole('option', { name: /Search for “ornamnet”/ });
      await searchOption.click();
      await expect(page).toHaveURL('/products?q=ornamnet');
      await expect(cards(page).first()).toContainText('Ornament');
    }

    // Suggestions come for the last keystroke of a quick typist, not an earlier one.
    await page.goto('/');
    {
      const box = headerSearch(page);
      // warm: the client and the connection exist once a shopper starts typing
      await box.pressSequentially('ca');
      await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
      await box.fill('');
      // How soon they come (300 ms from the last key) is a figure of `npx tsx scripts/bench/timeBudgets.ts`.
      const { names, elapsedMs } = await suggestionsAfterTyping(page);
      test
        .info()
        .annotations.push({ type: 'suggestions after last keystroke', description: `${Math.round(elapsedMs)} ms` });
      expect(names.length).toBeGreaterThan(0);
      // and no earlier prefix's late answer replaces them
      const options = page.getByRole('listbox', { name: 'Search suggestions' }).getByTestId('suggestion-product');
      await expect(options).toHaveCount(names.length);
      for (const option of await options.all()) await expect(option).toContainText('Blanket');
      await expect(box).toHaveValue('blanket');
    }

    // A late answer never replaces a newer one.
    await page.goto('/');
    {
      let releaseFirst: () => void = () => undefined;
      const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
      let calls = 0;
      await page.route('**/rest/v1/rpc/search_suggestions', async (route) => {
        calls += 1;
        if (calls === 1) {
          // the answer to "mug" arrives after the answer to "candle"
          const response = await route.fetch();
          await firstHeld;
          await route.fulfill({ response }).catch(() => undefined); // the page may have dropped it already
          return;
        }
        await route.continue();
      });
      const box = headerSearch(page);
      await box.fill('mug');
      await expect.poll(() => calls).toBe(1);
      await box.fill('candle');
      const list = page.getByRole('listbox', { name: 'Search suggestions' });
      await expect(list.getByTestId('suggestion-product').first()).toContainText('Candle');
      releaseFirst();
      // the stale answer, once in, changed nothing
      await expect
        .poll(async () => (await list.getByTestId('suggestion-product').allTextContents()).length)
        .toBeGreaterThan(0);
      for (const name of await list.getByTestId('suggestion-product').allTextContents())
        expect(name).toContain('Candle');
      await expect(box).toHaveValue('candle');
      await page.unroute('**/rest/v1/rpc/search_suggestions');
    }

    // Say so when the backend cannot answer them, and Enter still searches (a fresh page: nothing remembered).
    await page.goto('/');
    {
      // the backend's own answer to a read it stopped (a statement timeout), for every suggestion asked
      await page.route('**/rest/v1/rpc/search_suggestions', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({
            code: '57014',
            details: null,
            hint: null,
            message: 'canceling statement due to statement timeout',
          }),
        }),
      );
      const box = headerSearch(page);
      await box.fill('mug');
      await expect(page.locator('header [role="status"]').filter({ hasText: /\S/ })).toHaveText(
        'Suggestions are not available right now. Press Enter to search.',
      );
      await box.press('Enter');
      await expect(page).toHaveURL(/\/products\?q=mug$/);
      await page.unroute('**/rest/v1/rpc/search_suggestions');
    }

    // On a phone, the header's search row suggests too.
    {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto('/');
      const box = headerSearch(page);
      await expect(box).toHaveCount(1); // the desktop box is not shown
      await box.pressSequentially('hood');
      const list = page.getByRole('listbox', { name: 'Search suggestions' });
      await expect(list.getByTestId('suggestion-product').first()).toContainText('Hoodie');
      await expect(list).toBeInViewport();
      await page.screenshot({ path: testInfo.outputPath('suggestions-375.png') });
      // what was typed, one long word, wraps inside its option (QA H-f: it ran past the panel's edge, cut off)
      await box.fill('ä'.repeat(60));
      const typed = list.getByTestId('suggestion-search');
      await expect(typed).toContainText('ä'.repeat(60));
      const [option, panel] = await Promise.all([typed.boundingBox(), list.boundingBox()]);
      const overflow = await typed.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBe(0);
      expect(option!.x + option!.width).toBeLessThanOrEqual(panel!.x + panel!.width);
      await box.fill('hood');
      await expect(list.getByTestId('suggestion-product').first()).toContainText('Hoodie');
      await list.getByTestId('suggestion-product').first().click();
      await expect(page).toHaveURL(/\/product\/KL-HOD-/);
    }
  });
});

test.describe('results', () => {
  // One flow (was four): at each width a search that finds, then one that finds nothing and offers a way on, each
  // page opened afresh; then a category's own search and hostile text.
  test('"mug for dad" finds mugs for dad; no results offers "Did you mean", popular categories and See All Products (1280 and 375 px); a category page’s search box searches only that category; hostile text gives a normal page', async ({
    page,
  }, testInfo) => {
    // ten searches, each answered by the server
    test.setTimeout(120_000);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.goto('/products?q=mug%20for%20dad');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “mug for dad”');
      await expect(cards(page).first()).toBeVisible();
      for (const name of await cards(page).getByRole('heading').allTextContents()) expect(name).toMatch(/Mug/);
      await expect(cards(page).first()).toContainText(/Dad|Papa/);
      await page.screenshot({ path: testInfo.outputPath(`mug-for-dad-${width}.png`), fullPage: false });

      // a word one letter wrong finds the products (20250609023000_near_miss_words.sql)
      await page.goto('/products?q=moug');
      await expect(cards(page).first()).toContainText('Mug');

      await page.goto('/products?q=hug');
      await expect(page.getByText('No products found')).toBeVisible();
      const didYouMean = page.getByTestId('did-you-mean');
      await expect(didYouMean).toHaveText('Did you mean mug?');
      const popular = page.getByRole('navigation', { name: 'Popular categories' });
      await expect(popular.getByRole('link').first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'See All Products' })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`did-you-mean-${width}.png`), fullPage: false });
      await didYouMean.getByRole('link', { name: 'mug' }).click();
      await expect(page).toHaveURL(/\/products\?q=mug$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “mug”');
      await expect(cards(page).first()).toBeVisible();
    }

    // A category page's search box searches only that category.
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/category/baby');
    await expect(cards(page).first()).toBeVisible();
    const field = page.getByRole('main').getByRole('searchbox');
    await field.fill('bear');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/category\/baby\?q=bear$/);
    // The category's own products stay on screen until the search answers: wait for the search's products.
    const found = await listing('baby', 'bear');
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBeLessThan((await listing(null, 'bear')).total);
    await expect(cards(page)).toHaveCount(found.total);
    const baby = new Set((await listing('baby')).products.map((p) => p.name));
    const names = await cards(page).getByRole('heading').allTextContents();
    expect(names.sort()).toEqual(found.products.map((p) => p.name).sort());
    for (const name of names) expect(baby.has(name), name).toBe(true);

    // Hostile text gives a normal page.
    for (const q of ['%_,()*:\'"', "'; drop table products; --", 'x'.repeat(150)]) {
      await page.goto(`/products?q=${encodeURIComponent(q)}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Search results for');
      await expect(page.getByText('No products found').or(cards(page).first())).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      // the shopper's words in the title wrap: the page is never wider than the screen
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    }
  });

  test.describe('without the page’s scripts', () => {
    test.use({ javaScriptEnabled: false });

    test('"Did you mean mug?" is a link in the server’s page that leads to the mugs', async ({ page }) => {
      await page.goto('/products?q=hug');
      await page.getByTestId('did-you-mean').getByRole('link', { name: 'mug' }).click();
      await expect(page).toHaveURL(/\/products\?q=mug$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “mug”');
      await expect(cards(page).first()).toContainText('Mug');
    });
  });
});
