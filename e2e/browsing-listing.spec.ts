import { expect, test, type Page } from './support/test';

/**
 * Browsing a listing as a shopper does on a touch screen, a phone and a
 * keyboard: card pictures play on screens that cannot hover, list view shows
 * whole names (and the sort box its whole choice), Load More keeps focus with the new products, and a settled
 * search in a category is one history entry that Back undoes.
 */

const cards = (page: Page) => page.getByRole('list', { name: 'Products' }).getByTestId('product-card');
const settled = (page: Page) => expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);

/** The index of the picture a card shows (its current dot). */
const shownPicture = (page: Page, card: number) =>
  page
    .getByTestId('product-card')
    .nth(card)
    .evaluate((element) =>
      [...element.querySelectorAll('[data-current]')].findIndex((dot) => dot.getAttribute('data-current') === 'true'),
    );

for (const [name, viewport] of [
  ['a phone', { width: 375, height: 812 }],
  ['a phone on its side', { width: 812, height: 375 }],
] as const) {
  test.describe(`card pictures on ${name} (touch, no hover)`, () => {
    test.use({ viewport, hasTouch: true, isMobile: true });

    test('a card advances once it has been half visible for 1.5 s, and goes back to its first picture when it leaves', async ({
      page,
    }) => {
      await page.goto('/category/mugs');
      await expect(cards(page).first()).toBeVisible();
      await settled(page);
      // A card with more than one picture that starts off screen, so its clock starts when it is scrolled to.
      const index = await cards(page).evaluateAll((list) =>
        list.findIndex(
          (card) =>
            card.querySelectorAll('[data-current]').length > 1 && card.getBoundingClientRect().top > innerHeight,
        ),
      );
      expect(index).toBeGreaterThanOrEqual(0);
      expect(await shownPicture(page, index)).toBe(0);

      const advancedAfterMs = await cards(page)
        .nth(index)
        .evaluate(
          (card) =>
            new Promise<number>((resolve) => {
              const current = () =>
                [...card.querySelectorAll('[data-current]')].findIndex(
                  (dot) => dot.getAttribute('data-current') === 'true',
                );
              const start = performance.now();
              const observer = new MutationObserver(() => {
                if (current() === 0) return;
                observer.disconnect();
                resolve(performance.now() - start);
              });
              observer.observe(card, { attributes: true, subtree: true, attributeFilter: ['data-current'] });
              card.scrollIntoView({ block: 'center' });
              // Never advancing at all is the defect: give up after 10 s.
              setTimeout(() => {
                observer.disconnect();
                resolve(-1);
              }, 10_000);
            }),
        );
      expect(advancedAfterMs).toBeGreaterThanOrEqual(1_400);
      expect(await shownPicture(page, index)).toBe(1);

      // Scrolled away, it stops and shows its first picture again.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => shownPicture(page, index)).toBe(0);
    });
  });
}

test.describe('list view on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('shows every product name whole, and the chosen order whole', async ({ page }) => {
    await page.goto('/category/mugs?view=list&sort=price-high');
    await expect(cards(page).first()).toBeVisible();
    await settled(page);
    // the sort box is as wide as its longest choice needs (it showed 'Price: Low to H' at 375 px, and 174 of its
    // 199 px at 320): at 375 beside grid/list, at 320 with grid/list under it; the page never scrolls sideways
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    const view = page.getByRole('group', { name: 'View' });
    for (const width of [375, 320]) {
      await page.setViewportSize({ width, height: 812 });
      const widths = await sort.evaluate((select) => {
        const shown = select.getBoundingClientRect().width;
        const style = select.getAttribute('style');
        select.style.cssText += ';width:max-content;flex:none';
        const needed = select.getBoundingClientRect().width;
        if (style === null) select.removeAttribute('style');
        else select.setAttribute('style', style);
        return { shown, needed, scrolls: document.documentElement.scrollWidth > innerWidth };
      });
      expect(widths, `at ${width} px`).toMatchObject({ scrolls: false });
      expect(widths.shown, `at ${width} px`).toBeGreaterThanOrEqual(widths.needed);
      const [box, toggle] = await Promise.all([sort.boundingBox(), view.boundingBox()]);
      expect(toggle!.y >= box!.y + box!.height, `grid/list under the sort box at ${width} px`).toBe(width < 375);
      expect(toggle!.x + toggle!.width, `grid/list at the right at ${width} px`).toBeCloseTo(width - 20, 0);
    }
    await page.setViewportSize({ width: 375, height: 812 });
    const cut = await cards(page)
      .getByRole('heading')
      .getByRole('link')
      .evaluateAll((links) =>
        links
          .filter((a) => a.scrollHeight > a.clientHeight + 1 || a.scrollWidth > a.clientWidth + 1)
          .map((a) => a.textContent),
      );
    expect(cut).toEqual([]);
    // The name has most of the row, beside a smaller picture.
    const [picture, name] = await Promise.all([
      cards(page).first().locator('img').boundingBox(),
      cards(page).first().getByRole('heading').boundingBox(),
    ]);
    expect(name!.width).toBeGreaterThan(picture!.width);
  });
});

test('Load More by keyboard: focus moves to the first new product, and Tab goes on through the new ones', async ({
  page,
}) => {
  await page.goto('/products');
  await expect(cards(page)).toHaveCount(24);
  const more = page.getByRole('button', { name: 'Load More Products' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(cards(page)).toHaveCount(48);
  const firstNew = cards(page).nth(24);
  await expect(firstNew.getByRole('heading').getByRole('link')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await firstNew.evaluate((card) => card.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Tab');
  // On to the next new product, never past them to the footer.
  expect(
    await cards(page)
      .nth(25)
      .evaluate((card) => card.contains(document.activeElement)),
  ).toBe(true);
});

test('a settled search in a category is one history entry: Back returns to the category unsearched', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('featured-products')).toBeVisible();
  await page.goto('/category/mugs');
  await expect(cards(page).first()).toBeVisible();
  const total = await page.getByTestId('count-line').textContent();
  const entries = await page.evaluate(() => history.length);
  const search = page.getByRole('searchbox', { name: 'Search Mugs' });

  await search.pressSequentially('mu');
  await expect(page).toHaveURL(/\/category\/mugs\?q=mu$/);
  // More typing refines that search in place: one entry, not one per pause or keystroke.
  await search.pressSequentially('g');
  await expect(page).toHaveURL(/\/category\/mugs\?q=mug$/);
  await settled(page);
  expect(await page.evaluate(() => history.length)).toBe(entries + 1);

  await page.goBack();
  await expect(page).toHaveURL(/\/category\/mugs$/);
  await expect(search).toHaveValue('');
  await expect(page.getByTestId('count-line')).toHaveText(total!);
  await page.goForward();
  await expect(page).toHaveURL(/\/category\/mugs\?q=mug$/);
  await expect(search).toHaveValue('mug');
});
