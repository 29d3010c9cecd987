import { expect, test, type Page } from './support/test';

/**
 * What is below the first screen hydrates after the page responds, and by itself (issue 31): the footer, the home
 * page's lower sections, a listing's cards after the first four and its Load More, and a product's group order,
 * promises and tabs are their own Suspense boundaries. "Taken over" is React's own mark on an element it has
 * hydrated (its fiber, attached to the DOM node); the server's HTML has none.
 */

declare global {
  interface Window {
    takenOver: (selectors: string[]) => Record<string, boolean | null>;
    atResponds?: Record<string, boolean | null>;
  }
}

/**
 * Opens `path` (waiting for the server's whole page first) and checks that, in the moment `<html data-hydrated>`
 * is set, `firstScreen` is hydrated and `belowFirstScreen` is not; then that the latter is taken over with no tap.
 * Returns the console errors and hydration warnings seen, which the caller checks last.
 */
async function checkHydratesLater(page: Page, path: string, firstScreen: string[], belowFirstScreen: string[]) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /rendered again|hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  await page.addInitScript(
    (selectors: string[]) => {
      window.takenOver = (list) =>
        Object.fromEntries(
          list.map((selector) => {
            const element = document.querySelector(selector);
            return [selector, element ? Object.keys(element).some((key) => key.startsWith('__reactFiber$')) : null];
          }),
        );
      // Read in the same moment `<html data-hydrated>` is set: the shell marks `keepsake:page-responds` in the
      // same call. (A MutationObserver reads later, at the end of the task, and React may hydrate the next
      // boundary in that task, after the page responded.)
      const mark = performance.mark.bind(performance);
      performance.mark = (name, options) => {
        if (name === 'keepsake:page-responds' && !window.atResponds) window.atResponds = window.takenOver(selectors);
        return mark(name, options);
      };
    },
    [...firstScreen, ...belowFirstScreen],
  );

  // A busy machine may send a page with its data left to the browser: wait for the server's whole page.
  await expect
    .poll(async () => (await page.request.get(path)).headers()['cache-control'], { timeout: 30_000 })
    .not.toBe('no-store');
  await page.goto(path);
  const every = (list: string[], value: boolean) => Object.fromEntries(list.map((selector) => [selector, value]));
  // When the page responds, its first screen does; what is below it still waits.
  expect(await page.evaluate(() => window.atResponds)).toEqual({
    ...every(firstScreen, true),
    ...every(belowFirstScreen, false),
  });
  // Then it is taken over with no tap.
  await expect
    .poll(() => page.evaluate((list) => window.takenOver(list), belowFirstScreen))
    .toEqual(every(belowFirstScreen, true));
  return problems;
}

test('the footer and the home page below the first screen hydrate by themselves after the page responds', async ({
  page,
}) => {
  // The lower sections' code is a chunk of its own, asked for only once the page responds.
  const askedWhenHydrated: (string | null)[] = [];
  await page.route(/\/HomeLowerSections-[\w-]+\.js$/, async (route) => {
    askedWhenHydrated.push(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null));
    await route.continue().catch(() => undefined);
  });
  const problems = await checkHydratesLater(
    page,
    '/',
    ['header', '#hero-title', '[aria-label="Featured gifts"] > li:first-child'],
    [
      'footer',
      '[aria-label="Featured gifts"] > li:last-child',
      '[data-testid="holiday-hub"]',
      '[data-testid="recipient-grid"]',
      '[data-testid="how-it-works"]',
      '[data-testid="testimonials"]',
      '[data-testid="newsletter"]',
    ],
  );
  expect(askedWhenHydrated).toEqual(['true']);
  // Marked until React took them over (page-start.js keeps a tap in them meanwhile).
  await expect(page.getByTestId('home-lower-sections')).not.toHaveAttribute('data-hydrates-later');
  // A footer link now moves the page in place.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(problems).toEqual([]);
});

// A listing: its header, toolbar and first four cards respond with the page; the cards after them and Load More
// hydrate after it.
const listingFirstScreen = [
  'main h1',
  '[aria-label="Product listing"] input[type="search"]',
  '[aria-label="Products"] > li:nth-child(4)',
];
const listingBelowFirstScreen = ['[aria-label="Products"] > li:nth-child(5)', 'footer'];

test('a category and search results hydrate their cards after the first four, and Load More, after they respond', async ({
  page,
  context,
}) => {
  const problems = await checkHydratesLater(page, '/category/mugs', listingFirstScreen, listingBelowFirstScreen);
  // A later card's link moves the page in place.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const later = page.locator('[aria-label="Products"] > li:nth-child(5) h3 a');
  const href = await later.getAttribute('href');
  await later.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  // Search results with more than a page: Load More waits too, and a tap on it then loads the next page.
  const search = await context.newPage();
  const searchProblems = await checkHydratesLater(search, '/products?q=personalized', listingFirstScreen, [
    ...listingBelowFirstScreen,
    '[data-testid="load-more"] button',
  ]);
  const cards = search.locator('[aria-label="Products"] > li');
  const before = await cards.count();
  await search.getByRole('button', { name: 'Load More Products' }).click();
  await expect.poll(() => cards.count()).toBeGreaterThan(before);
  expect([...problems, ...searchProblems]).toEqual([]);
});

test('a product page hydrates its group order, promises, tabs and live preview after it responds', async ({ page }) => {
  const problems = await checkHydratesLater(
    page,
    '/product/KL-MUG-110',
    [
      'main h1',
      '[data-testid="gallery-main-image"]',
      'main input[type="radio"]',
      'button[aria-label="Increase Quantity"]',
    ],
    // the live preview too, on the first screen: drawn by the server, its code in once the page responds
    ['[data-testid="group-order"]', '[aria-label="Product information"]', '[data-testid="live-preview"]', 'footer'],
  );
  // The tabs answer a tap once taken over.
  await page.getByRole('tab', { name: /^Reviews/ }).click();
  await expect(page.getByRole('tab', { name: /^Reviews/ })).toHaveAttribute('aria-selected', 'true');
  expect(problems).toEqual([]);
});
