import { expect, test, type Page, browseTo } from './support/test';
import { backendRpc } from './support/backendRpc';

interface ListingAnswer {
  category: { name: string; description: string | null } | null;
  total: number;
  products: { sku: string; name: string; price: number | string }[];
}

/** Ask the backend directly, as a second opinion on what the page shows. */
async function listing(args: {
  category_slug?: string | null;
  search?: string | null;
  sort?: string;
  page_size?: number;
  page_offset?: number;
}) {
  return backendRpc<ListingAnswer>('category_products', {
    category_slug: null,
    search: null,
    sort: 'featured',
    page_size: 24,
    page_offset: 0,
    ...args,
  });
}

const cards = (page: Page) => page.getByRole('list', { name: 'Products' }).getByTestId('product-card');
const cardPrices = async (page: Page) =>
  (await cards(page).getByTestId('card-price').allTextContents()).map((t) =>
    Number(/\$([\d,]+\.\d\d)/.exec(t)?.[1]?.replace(/,/g, '')),
  );
const cardHrefs = (page: Page) =>
  cards(page)
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
const sortedBy = (prices: number[], order: (a: number, b: number) => number) =>
  prices.every((price, i) => i === 0 || order(prices[i - 1]!, price) <= 0);
const settled = (page: Page) => expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);

// Three flows (were eleven): each opens its pages afresh in one tab and checks each thing in turn.
test.describe('all products', () => {
  test('shows the first page with a count line, and Load More really loads the next page; each sort really sorts, lives in the URL, and back/forward restore it; grid/list toggle changes the layout and is kept in a shared link', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    {
      const all = await listing({});
      expect(all.total).toBeGreaterThan(24);
      await page.goto('/products');
      await expect(page).toHaveTitle('All Products — Keepsake Lane');
      await expect(cards(page)).toHaveCount(24);
      await expect(page.getByTestId('count-line')).toHaveText(`Showing 24 of ${all.total} products`);
      await page.getByRole('button', { name: 'Load More Products' }).click();
      const second = Math.min(48, all.total);
      await expect(cards(page)).toHaveCount(second);
      const next = await listing({ page_offset: 24 });
      expect((await cardHrefs(page)).slice(24, 24 + next.products.length)).toEqual(
        next.products.map((p) => `/product/${encodeURIComponent(p.sku)}`),
      );
      if (second === all.total) await expect(page.getByRole('button', { name: 'Load More Products' })).toHaveCount(0);
    }

    // Each sort really sorts, lives in the URL, and back/forward restore it.
    {
      await page.goto('/products');
      await expect(cards(page)).toHaveCount(24);
      const sort = page.getByLabel('Sort by');

      await sort.selectOption({ label: 'Price: Low to High' });
      await expect(page).toHaveURL(/\?sort=price-low$/);
      // The address changes before the list re-renders (then busy until its answer): wait for the sorted list.
      await expect.poll(() => cardPrices(page).then((p) => p.length === 24 && sortedBy(p, (a, b) => a - b))).toBe(true);
      const low = await cardPrices(page);

      await sort.selectOption({ label: 'Price: High to Low' });
      await expect(page).toHaveURL(/\?sort=price-high$/);
      await expect.poll(() => cardPrices(page).then((p) => p.length === 24 && sortedBy(p, (a, b) => b - a))).toBe(true);
      const high = await cardPrices(page);
      expect(high[0]).toBeGreaterThan(low[0] ?? 0);

      for (const [label, key] of [
        ['Highest Rated', 'rating'],
        ['Newest', 'newest'],
        ['Featured', 'featured'],
      ] as const) {
        await sort.selectOption({ label });
        await settled(page);
        const expected = await listing({ sort: key });
        await expect
          .poll(() => cardHrefs(page))
          .toEqual(expected.products.map((p) => `/product/${encodeURIComponent(p.sku)}`));
      }
      await expect(page).toHaveURL(/\/products$/);

      await page.goBack();
      await expect(page).toHaveURL(/\?sort=newest$/);
      await expect(sort).toHaveValue('newest');
      await page.goBack();
      await page.goBack();
      await expect(page).toHaveURL(/\?sort=price-high$/);
      await expect(sort).toHaveValue('price-high');
      await expect.poll(() => cardPrices(page)).toEqual(high);
      await page.goForward();
      await expect(sort).toHaveValue('rating');

      // The arrow keys on the closed box change the order at each press (Chromium): one entry for the run, so
      // Back returns to the order before it instead of walking through every order passed over.
      await sort.focus();
      await page.keyboard.press('ArrowUp');
      await expect(page).toHaveURL(/\?sort=price-high$/);
      await page.keyboard.press('ArrowUp');
      await expect(page).toHaveURL(/\?sort=price-low$/);
      await page.goBack();
      await expect(page).toHaveURL(/\?sort=rating$/);
      await expect(sort).toHaveValue('rating');
    }

    // The grid/list toggle changes the layout and is kept in a shared link.
    {
      await page.goto('/products');
      await expect(cards(page)).toHaveCount(24);
      const firstWidth = async () => (await cards(page).first().boundingBox())?.width ?? 0;
      const gridWidth = await firstWidth();
      await page.getByRole('button', { name: 'List View' }).click();
      await expect(page).toHaveURL(/\?view=list$/);
      await expect(page.getByRole('button', { name: 'List View' })).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(firstWidth).toBeGreaterThan(gridWidth * 2);

      await page.goto('/products?view=list&sort=price-low');
      await expect(page.getByRole('button', { name: 'List View' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByLabel('Sort by')).toHaveValue('price-low');
      await page.getByRole('button', { name: 'Grid View' }).click();
      await expect(page).toHaveURL(/\?sort=price-low$/);
    }
  });
});

test.describe('search results', () => {
  test('/products?q= lists products whose names contain the text, in any case; the header search box lands on the results; hostile search text is shown as text and finds nothing, with a way back; wildcards typed by the shopper match themselves; when the backend fails, an error with Retry that brings the products back', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    {
      const expected = await listing({ search: 'mug', page_size: 100 });
      expect(expected.total).toBeGreaterThan(0);
      await page.goto('/products?q=MUG');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “MUG”');
      await expect(page).toHaveTitle('Search: MUG — Keepsake Lane');
      await expect(page.getByTestId('count-line')).toContainText(`${expected.total} product`);
      for (const name of await cards(page).getByRole('heading').allTextContents())
        expect(name.toLowerCase()).toContain('mug');
    }

    // The header search box lands on the results.
    {
      await page.goto('/');
      const box = page.getByRole('banner').getByRole('combobox', { name: 'Search gifts' }).first();
      await box.fill('ornament');
      await box.press('Enter');
      await expect(page).toHaveURL('/products?q=ornament');
      await expect(cards(page).first()).toBeVisible();
      for (const name of await cards(page).getByRole('heading').allTextContents())
        expect(name.toLowerCase()).toContain('ornament');
    }

    // Hostile search text is shown as text and finds nothing, with a way back.
    {
      let dialogs = 0;
      page.on('dialog', (d) => {
        dialogs += 1;
        void d.dismiss();
      });
      await page.goto(`/products?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Search results for “<img src=x onerror=alert(1)>”',
      );
      await expect(page.getByText('No products found')).toBeVisible();
      await expect(
        page.getByText('Try adjusting your search criteria or check back later for new products.'),
      ).toBeVisible();
      await page.getByRole('button', { name: 'See All Products' }).click();
      await expect(page).toHaveURL(/\/products$/);
      await expect(cards(page)).toHaveCount(24);
      expect(dialogs).toBe(0);
    }

    // Wildcards typed by the shopper match themselves.
    {
      await page.goto('/products?q=%25');
      await expect(page.getByText('No products found')).toBeVisible();
      await page.goto('/products?q=_');
      await expect(page.getByText('No products found')).toBeVisible();
    }

    // When the backend fails, the listing shows an error with Retry, and Retry brings the products back.
    // Opened from inside the shop (a fresh document: nothing remembered), so the browser reads the listing.
    await page.goto('/contact');
    {
      await page.route('**/rest/v1/**', (route) => route.abort('connectionrefused'));
      await browseTo(page, '/products');
      await expect(page.getByRole('alert')).toContainText("We couldn't load these products", { timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Products');
      await page.unroute('**/rest/v1/**');
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(cards(page)).toHaveCount(24);
    }
  });
});

test.describe('category page', () => {
  test('an in-app visit: search, sort and the products wait for the header and its "Order by" notice, so they never move when those come', async ({
    page,
  }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/rpc\/occasion_order_by/, async (route) => {
      await held;
      await route.continue();
    });
    const listed = page.waitForResponse(/\/rpc\/category_products/);
    await browseTo(page, '/category/christmas');
    await listed;
    // the category is in, its notice is not: the header's shape stands, and nothing to tap is shown under it
    await expect(page.getByLabel('Loading category')).toBeVisible();
    await expect(page.getByTestId('listing-toolbar-placeholder')).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search Christmas' });
    await expect(search).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Christmas');
    await expect(search).toBeVisible();
    const top = await search.evaluate((input) => input.getBoundingClientRect().top + window.scrollY);
    await expect(cards(page).first()).toBeVisible();
    await settled(page);
    expect(await search.evaluate((input) => input.getBoundingClientRect().top + window.scrollY)).toBe(top);
  });

  test('shows the category, lists its products and its children’s, and says how many; search inside a category, sort, toggle the view, clear the filters; a malformed category address is not found, never a blank page; an unknown category says so, and Back to Home works', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    {
      const parent = await listing({ category_slug: 'occasions', page_size: 100 });
      const child = await listing({ category_slug: 'christmas', page_size: 100 });
      expect(parent.category?.name).toBeTruthy();
      expect(child.total).toBeGreaterThan(0);
      // The parent lists what its children list.
      const parentSkus = new Set(
        (await listing({ category_slug: 'occasions', page_size: 100, page_offset: 0 })).products.map((p) => p.sku),
      );
      expect(parent.total).toBeGreaterThanOrEqual(child.total);
      if (parent.total <= 100) for (const p of child.products) expect(parentSkus.has(p.sku)).toBe(true);

      await page.goto('/category/christmas');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(child.category?.name ?? '');
      if (child.category?.description) await expect(page.getByText(child.category.description)).toBeVisible();
      await expect(page).toHaveTitle(`${child.category?.name} — Keepsake Lane`);
      await expect(page.getByTestId('count-line')).toContainText(`${child.total} product`);
      await expect(cards(page)).toHaveCount(Math.min(24, child.total));
    }

    // Search inside a category, sort, toggle the view, clear the filters.
    {
      const mugs = await listing({ category_slug: 'mugs', page_size: 100 });
      const word = (mugs.products[0]?.name.split(/\s+/).find((w) => w.length > 3) ?? 'mug').toLowerCase();
      const matching = await listing({ category_slug: 'mugs', search: word, page_size: 100 });
      await page.goto('/category/mugs');
      await expect(cards(page).first()).toBeVisible();
      const search = page.getByRole('searchbox', { name: /Search / }).last();
      await search.focus();
      // The focused search pill carries the shop's focus ring like every other control.
      expect(await search.evaluate((input) => getComputedStyle(input.closest('form')!).outlineStyle)).toBe('solid');
      await search.fill(word.toUpperCase());
      await expect(page).toHaveURL(new RegExp(`\\?q=${word.toUpperCase()}$`));
      await expect(page.getByTestId('count-line')).toContainText(`${matching.total} product`);
      // The page shows the database's own search, in its order (a word may match a design or category, not only the name).
      await expect(cards(page).getByRole('heading')).toHaveText(matching.products.slice(0, 24).map((p) => p.name));

      await page.getByLabel('Sort by').selectOption({ label: 'Price: High to Low' });
      await expect
        .poll(() =>
          cardPrices(page).then((p) => p.length === Math.min(24, matching.total) && sortedBy(p, (a, b) => b - a)),
        )
        .toBe(true);
      await page.getByRole('button', { name: 'List View' }).click();
      await expect(page).toHaveURL(new RegExp(`\\?q=${word.toUpperCase()}&sort=price-high&view=list$`));

      await page
        .getByRole('searchbox', { name: /Search / })
        .last()
        .fill('zzzz no such gift');
      await page
        .getByRole('searchbox', { name: /Search / })
        .last()
        .press('Enter');
      await expect(page.getByText('No products found')).toBeVisible();
      await page.getByRole('button', { name: 'See All in Mugs' }).click();
      await expect(page).toHaveURL(/\/category\/mugs\?view=list$/);
      await expect(cards(page)).toHaveCount(Math.min(24, mugs.total));
      await expect(page.getByRole('searchbox', { name: /Search / }).last()).toHaveValue('');
    }

    // A malformed category address is not found, never a blank page; an unknown category says so, and Back to Home works.
    {
      await page.goto('/category/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
      await expect(page.getByRole('heading', { name: 'Category Not Found' })).toBeVisible();
      await page.goto('/category/%E0%A4%A');
      await expect(page.locator('main')).not.toBeEmpty();

      await page.goto('/category/no-such-category');
      await expect(page.getByRole('heading', { name: 'Category Not Found' })).toBeVisible();
      await expect(page).toHaveTitle('Category Not Found — Keepsake Lane');
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByTestId('featured-products')).toBeVisible();
    }
  });
});
