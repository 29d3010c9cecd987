import { expect, test, type Locator, type Page } from './support/test';
import { holidayHub, recipientGrid } from '../shared/src/navigation/categories';

/** The src of the image a card shows now. */
const shownImage = (card: Locator) => card.locator('img').first().getAttribute('src');

/** The card's image after the page's clock moves on a fifth of a second (the carousel runs on timers). */
async function advanced(page: Page, card: Locator) {
  await page.clock.runFor(200);
  return shownImage(card);
}

/**
 * Stops the page's clock half a second on: from now on time moves only with `page.clock.runFor`. On a busy machine
 * that half second can pass before Playwright asks (`Cannot fast-forward to the past`): it is asked again from the
 * page's new time.
 */
async function holdClock(page: Page) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('fast-forward to the past')) throw error;
    }
  }
}

/** The first featured card whose gallery has several images (so its carousel can move). */
async function cardWithCarousel(page: Page): Promise<Locator> {
  const cards = page.getByTestId('featured-products').getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  for (let i = 0; i < count; i += 1) {
    const card = cards.nth(i);
    if ((await card.locator('[aria-hidden="true"] span[data-current]').count()) > 1) return card;
  }
  throw new Error('no featured product has more than one image');
}

test.describe('home page', () => {
  // One visit to the home page (was four flows): its sections, the hero image, the newsletter, then the card links
  // (which leave the page).
  test('shows the hero, 8 featured products and every section with seed data; the hero image is a real product, fetched first and sized up front; the newsletter validates, subscribes, and answers an address already on the list the same way; a card opens its product by SKU, and its small link asks about it', async ({
    page,
  }) => {
    // the home page's sections, two subscriptions and two pages after it
    test.setTimeout(90_000);
    await page.goto('/');
    await expect(page).toHaveTitle('Personalized Gifts — Keepsake Lane');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const featured = page.getByTestId('featured-products');
    await expect(featured.getByTestId('product-card')).toHaveCount(8);
    for (const card of await featured.getByTestId('product-card').all()) {
      await expect(card.getByTestId('card-price')).toHaveText(/\$\d+\.\d\d/);
      await expect(card.getByRole('link', { name: 'Ask about this product' })).toHaveAttribute(
        'href',
        /^\/contact\?product=/,
      );
    }

    const hub = page.getByTestId('holiday-hub');
    await expect(hub.getByRole('link')).toHaveCount(4);
    for (const tile of holidayHub) {
      await expect(hub.getByRole('link', { name: new RegExp(`^${tile.label}`) })).toHaveAttribute(
        'href',
        `/category/${tile.slug}`,
      );
    }
    const recipients = page.getByTestId('recipient-grid');
    await expect(recipients.getByRole('link')).toHaveCount(8);
    for (const link of recipientGrid) {
      await expect(recipients.getByRole('link', { name: link.label, exact: true })).toHaveAttribute(
        'href',
        `/category/${link.slug}`,
      );
    }
    await expect(page.getByTestId('testimonials').locator('blockquote')).toHaveCount(3);
    await expect(page.getByTestId('how-it-works').locator('li')).toHaveCount(3);
    await expect(page.getByTestId('newsletter').getByRole('button', { name: 'Subscribe' })).toBeVisible();

    // The hero image is a real product, fetched first and sized up front.
    const lcp = page.locator('img[fetchpriority="high"]');
    await expect(lcp).toHaveCount(1);
    await expect(lcp).toHaveAttribute('width', /\d+/);
    await expect(lcp).toHaveAttribute('height', /\d+/);
    await expect(lcp).toHaveAttribute('src', /\/storage\/v1\/object\/public\//);
    await expect.poll(() => lcp.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // The newsletter.
    const box = page.getByTestId('newsletter');
    const email = box.getByLabel('E-mail address');
    await email.fill('not an address');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByRole('status')).toHaveText(/^Enter a valid e-mail address/);

    const address = `shopper-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
    await email.fill(address);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByRole('status')).toHaveText(/Thanks for subscribing/);
    await expect(email).toHaveValue('');

    // Nobody can learn from the shop whether an address is on the list.
    await email.fill(address.toUpperCase());
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByRole('status')).toHaveText(/Thanks for subscribing/);
    await expect(email).toHaveValue('');

    // A card opens its product by SKU, and its small link asks about it.
    const card = page.getByTestId('featured-products').getByTestId('product-card').first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    const href = (await card.getByRole('heading').getByRole('link').getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/product\/[^/]+$/);
    await card.getByRole('link', { name: 'Ask about this product' }).click();
    await expect(page).toHaveURL(`/contact?product=${encodeURIComponent(name)}`);
    await page.goBack();
    await page
      .getByTestId('featured-products')
      .getByTestId('product-card')
      .first()
      .getByRole('heading')
      .getByRole('link')
      .click();
    await expect(page).toHaveURL(href);
  });

  test('a card’s carousel advances every 1.6 s while hovered and resets when the pointer leaves', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const card = await cardWithCarousel(page);
    const first = await shownImage(card);
    await holdClock(page);
    await card.hover();
    await page.clock.runFor(1000);
    expect(await shownImage(card)).toBe(first);
    await expect.poll(() => advanced(page, card)).not.toBe(first);
    await page.mouse.move(0, 0);
    await expect.poll(() => shownImage(card)).toBe(first);
  });

  test('no carousel moves for shoppers who ask for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    const card = await cardWithCarousel(page);
    const first = await shownImage(card);
    await holdClock(page);
    await card.hover();
    await page.clock.runFor(3600);
    expect(await shownImage(card)).toBe(first);
  });
});

test.describe('home page on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  // One flow (was two): the sections' one column is checked on the page the carousel then runs on.
  test('home sections stack in one column without sideways scrolling; a card’s carousel starts after it has been half visible for 1.5 s, and resets when scrolled away', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    // Home sections stack in one column without sideways scrolling.
    await expect(page.getByTestId('featured-products').getByTestId('product-card')).toHaveCount(8);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // The carousel.
    const card = await cardWithCarousel(page);
    const first = await shownImage(card);
    await holdClock(page);
    await card.scrollIntoViewIfNeeded();
    await card.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.clock.runFor(1000);
    expect(await shownImage(card)).toBe(first);
    await expect.poll(() => advanced(page, card)).not.toBe(first);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByTestId('newsletter').scrollIntoViewIfNeeded();
    await expect.poll(() => shownImage(card)).toBe(first);

    // Last, as a card scrolled into view starts its carousel: a card's "Ask about this product" is a 44 px tap
    // target around its line of text, all of it inside the card (a tap anywhere on it, top to bottom, is the link's).
    const ask = page.getByTestId('featured-products').getByRole('link', { name: 'Ask about this product' }).first();
    await ask.scrollIntoViewIfNeeded();
    expect(
      await ask.evaluate((link) => {
        const box = link.getBoundingClientRect();
        const text = document.createRange();
        text.selectNodeContents(link);
        const line = text.getBoundingClientRect();
        const card = link.closest('[data-testid="product-card"]')!.getBoundingClientRect();
        const tapped = (y: number) => link.contains(document.elementFromPoint(box.left + box.width / 2, y));
        return {
          height: box.height,
          textCentred: Math.abs(line.top + line.height / 2 - (box.top + box.height / 2)) <= 1,
          tappedTopToBottom: tapped(box.top + 1) && tapped(box.bottom - 1),
          insideCard: box.bottom <= card.bottom,
        };
      }),
    ).toEqual({ height: 44, textCentred: true, tappedTopToBottom: true, insideCard: true });
  });
});
