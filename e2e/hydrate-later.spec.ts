import { expect, test } from './support/test';

/**
 * What is below the first screen hydrates after the page responds, and by itself (issue 31): the footer and the
 * home page's lower sections are their own Suspense boundaries. "Taken over" is React's own mark on an element
 * it has hydrated (its fiber, attached to the DOM node); the server's HTML has none.
 */
const firstScreen = [
  'header',
  '#hero-title',
  '[aria-label="Featured gifts"] > li:first-child',
  '[data-testid="newsletter"]',
];
const belowFirstScreen = [
  'footer',
  '[aria-label="Featured gifts"] > li:last-child',
  '[data-testid="holiday-hub"]',
  '[data-testid="recipient-grid"]',
  '[data-testid="how-it-works"]',
  '[data-testid="testimonials"]',
];

declare global {
  interface Window {
    takenOver: (selectors: string[]) => Record<string, boolean | null>;
    atResponds?: Record<string, boolean | null>;
  }
}

test('the footer and the home page below the first screen hydrate by themselves after the page responds', async ({
  page,
}) => {
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
      // Read in the same moment `<html data-hydrated>` is set (the document is still empty when this runs).
      new MutationObserver((_, observer) => {
        if (!document.documentElement.dataset.hydrated) return;
        observer.disconnect();
        window.atResponds = window.takenOver(selectors);
      }).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true });
    },
    [...firstScreen, ...belowFirstScreen],
  );

  // A busy machine may send a page with its data left to the browser: wait for the server's whole page.
  await expect
    .poll(async () => (await page.request.get('/')).headers()['cache-control'], { timeout: 30_000 })
    .not.toBe('no-store');
  await page.goto('/');
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
  // A footer link now moves the page in place.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact page' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(problems).toEqual([]);
});
