import { expect, test, type Page } from '@playwright/test';
import { defaultShopConfig } from '../shared/src/config/shopConfig';
import { newShopperSession, uniqueEmail } from './support/shopper';

/**
 * A tap before the page responds is not lost (issue 31): the page's scripts are held back (every script but
 * the tiny `page-start.js` that keeps taps), the shopper taps, the scripts are let through, and the tap's
 * effect happens exactly once. Plain Playwright `test`: the fixture's goto would wait for hydration.
 */

/** Holds back the shop's scripts until `release()`; `page-start.js` (which keeps the taps) comes at once. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  await page.route(
    (url) => url.pathname.endsWith('.js') && !url.pathname.endsWith('/page-start.js'),
    async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    },
  );
  return async () => {
    release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
      timeout: 60_000,
    });
  };
}

/** Waits until the server sends `path` whole: a busy machine may send a page with its data left to the browser. */
async function waitForWholePage(page: Page, path: string) {
  await expect
    .poll(async () => (await page.request.get(path)).headers()['cache-control'], { timeout: 30_000 })
    .not.toBe('no-store');
}

/** Opens `path` and waits until it responds (`<html data-hydrated>`), its scripts not held. */
async function openUntilResponds(page: Page, path: string) {
  await waitForWholePage(page, path);
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
    timeout: 60_000,
  });
}

/** Opens `path` with its scripts held; the HTML is there (rendered with its data), nothing responds yet. */
async function openHeld(page: Page, path: string) {
  await waitForWholePage(page, path);
  const release = await holdScripts(page);
  // The held entry script keeps DOMContentLoaded back: wait for page-start.js, which keeps the taps, instead.
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.documentElement.dataset.keepingTaps === 'true');
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  return release;
}

/**
 * Holds back one chunk (a part whose code loads once the page responds) until `release()`, and writes down
 * whether the page had responded (`<html data-hydrated>`) when it was asked for.
 */
async function holdChunk(page: Page, file: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  const askedWhenHydrated: (string | null)[] = [];
  await page.route(file, async (route) => {
    askedWhenHydrated.push(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null));
    await released;
    await route.continue().catch(() => undefined);
  });
  return { release, askedWhenHydrated };
}

/** Warnings of a part of the page rendered again in the browser (a hydration mismatch): there must be none. */
function watchMismatches(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/rendered again|hydrat/i.test(message.text())) warnings.push(message.text());
  });
  return warnings;
}

/** Follows the first link of `menu` and checks the page moved in place (React's link, not a new document). */
async function followInPlace(page: Page, menu: ReturnType<Page['getByRole']>) {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const link = menu.getByRole('link').first();
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(menu).toBeHidden();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
}

// Each flow waits for a page to hydrate on a machine shared with other work.
test.describe.configure({ timeout: 120_000 });

const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart,/ });

test('the phone menu opens before the page responds, and is still open once it does', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const release = await openHeld(page, '/');
  await page.getByRole('button', { name: 'Open Menu' }).click();
  // A plain <details>: open at once, from the HTML.
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Categories' })).toBeVisible();
  const mismatches = watchMismatches(page);
  await release();
  await expect(page.getByRole('button', { name: 'Close Menu' })).toHaveAttribute('aria-expanded', 'true');
  // Its code comes once the page responds (its links are plain links until then); taken over as it is, its
  // links move the page in place, and nothing was rendered again.
  await expect(page.getByRole('banner').locator('[data-hydrates-later]')).toHaveCount(0, { timeout: 20_000 });
  await followInPlace(page, page.getByRole('banner').getByRole('navigation', { name: 'Categories' }));
  expect(mismatches).toEqual([]);
});

test('More opens before the page responds and is still open once it does; a tab tapped before its code is in opens once it is', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const release = await openHeld(page, '/category/mugs');
  // The menu's own chunk is held back past the page's; the page asks for it once it responds, not on an open.
  const menu = await holdChunk(page, /\/MegaMenu-[\w-]+\.js$/);
  await page.getByRole('button', { name: 'More' }).click();
  await expect(page.getByLabel('All categories')).toBeVisible();
  const mismatches = watchMismatches(page);
  await release();
  await expect.poll(() => menu.askedWhenHydrated).toEqual(['true']);
  await expect(page.getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByLabel('All categories')).toBeVisible();
  // The server's HTML until the code is in: a tap on a tab is kept, and done once.
  const recipients = page.getByRole('tab', { name: 'Recipients' });
  await recipients.click();
  await expect(recipients).toHaveAttribute('data-tap-kept', '');
  await expect(page.getByRole('tab', { name: 'Occasions' })).toHaveAttribute('aria-selected', 'true');
  menu.release();
  await expect(recipients).toHaveAttribute('aria-selected', 'true', { timeout: 20_000 });
  await expect(page.getByRole('banner').locator('[data-hydrates-later]')).toHaveCount(0);
  await followInPlace(page, page.getByLabel('All categories'));
  expect(mismatches).toEqual([]);
});

test('the cart button tapped before its code is in opens the cart once', async ({ page }) => {
  const release = await openHeld(page, '/contact');
  // the server's sketch is a link (to Contact Us, for a browser without JavaScript): the tap is kept, not followed
  await page.getByRole('banner').getByRole('link', { name: 'Cart' }).click();
  await release();
  await expect(page.getByRole('dialog', { name: /Your Cart/ })).toBeVisible({ timeout: 20_000 });
  await expect(cartButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(page).toHaveURL(/\/contact$/);
});

test('Contact Us about the cart, scripts on, offers the cart (it never says they are off), and Open Your Cart tapped before the page responds opens it once', async ({
  page,
}) => {
  const release = await openHeld(page, '/contact?about=cart');
  await expect(page.getByText(/Your cart is kept in this browser: open it/)).toBeVisible();
  await expect(page.getByText(/needs JavaScript/)).toBeHidden();
  await page.getByRole('button', { name: 'Open Your Cart' }).click();
  await release();
  await expect(page.getByRole('dialog', { name: /Your Cart/ })).toBeVisible({ timeout: 20_000 });
  await expect(cartButton(page)).toHaveAttribute('aria-expanded', 'true');
});

test('the account control is a link from the first paint, and a tap on it before the page responds signs in, or opens the signed-in menu, once', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 760 });
  const release = await openHeld(page, '/category/mugs');
  // the server's sketch: a link to sign in (for a browser without JavaScript), labelled; the tap is kept, not followed
  const sketch = page.getByRole('banner').getByRole('link', { name: 'Account' });
  await expect(sketch).toHaveAttribute('href', '/auth');
  await sketch.click();
  await release();
  // done on the real control once it comes: a signed-out shopper goes to sign in, and comes back here afterwards
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fcategory%2Fmugs$/, { timeout: 20_000 });
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  // Signed in (the session in the browser's storage, as the shop's one client keeps it): the same tap opens the
  // account menu, once, and the page stays
  const session = await newShopperSession({ firstName: 'Ada', email: uniqueEmail('account-tap') });
  const { email: _email, ...stored } = session;
  await page.evaluate(([key, raw]) => localStorage.setItem(key, raw), [
    defaultShopConfig.authStorageKey,
    JSON.stringify(stored),
  ] as const);
  const releaseAgain = await openHeld(page, '/category/mugs');
  await page.getByRole('banner').getByRole('link', { name: 'Account' }).click();
  await releaseAgain();
  const menuButton = page.getByRole('button', { name: 'Account Menu for Ada' });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true', { timeout: 20_000 });
  await expect(page.getByRole('menuitem', { name: 'My Orders' })).toBeVisible();
  await expect(page).toHaveURL(/\/category\/mugs$/);
});

test('a sort chosen before the listing responds sorts it once it does', async ({ page }) => {
  const release = await openHeld(page, '/category/mugs');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-high');
  await release();
  await expect(page).toHaveURL(/\/category\/mugs\?sort=price-high$/, { timeout: 20_000 });
  const prices = page.locator('main').getByTestId('card-price');
  await expect
    .poll(async () => {
      const all = (await prices.allTextContents()).map((t) =>
        Number(/\$([\d,]+\.\d\d)/.exec(t)?.[1]?.replace(/,/g, '')),
      );
      return all.length > 1 && all.every((price, i) => i === 0 || price <= all[i - 1]!);
    })
    .toBe(true);
});

test('a quantity typed, then Add to Cart, before the page responds add that many', async ({ page }) => {
  const release = await openHeld(page, '/product/KL-ORN-101');
  await page.getByLabel('Name', { exact: true }).fill('Emma');
  await page.getByLabel('Quantity', { exact: true }).fill('4');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await release();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 4 items', { timeout: 20_000 });
});

test('a name, the quantity’s + tapped twice and Add to Cart tapped twice before the page responds add one line of three', async ({
  page,
}) => {
  const release = await openHeld(page, '/product/KL-ORN-101');
  await page.getByLabel('Name', { exact: true }).fill('Emma');
  // each tap on a step counts (the second was lost: two taps on one control were done once)
  await page.getByRole('button', { name: 'Increase Quantity' }).click();
  await page.getByRole('button', { name: 'Increase Quantity' }).click();
  const add = page.getByRole('button', { name: 'Add to Cart' });
  await add.click();
  await add.click();
  await release();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items', { timeout: 20_000 });
  await expect(page.getByText(/First Christmas Ornament has been added to your cart\./)).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Emma');
  // Nothing more comes: the drawer shows one line of three.
  await cartButton(page).click();
  const line = page.getByRole('dialog', { name: /Your Cart/ }).getByRole('listitem', { name: /First Christmas/ });
  await expect(line).toHaveCount(1);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');
});

test('an option chosen before the page responds is the one chosen once it does', async ({ page }) => {
  const release = await openHeld(page, '/product/KL-ORN-101');
  const choice = page.locator('main input[type="radio"]:not(:checked)').first();
  const value = await choice.getAttribute('value');
  await choice.click({ force: true });
  await release();
  await expect(page.locator(`main input[type="radio"][value="${value}"]`).first()).toBeChecked();
});

test('a page scrolled before it responds stays where the shopper scrolled it', async ({ page }) => {
  const release = await openHeld(page, '/category/mugs');
  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBeGreaterThan(400);
  const scrolled = await page.evaluate(() => Math.round(scrollY));
  await release();
  // responded: the page was not taken back to the top (only a new page starts there)
  expect(await page.evaluate(() => Math.round(scrollY))).toBe(scrolled);
});

test('a tab tapped once the page responds, while the tabs’ code still loads, opens once it is in', async ({ page }) => {
  // The tabs' own chunk is held back; the page asks for it only once it responds.
  const tabs = await holdChunk(page, /\/ProductInformation-[\w-]+\.js$/);
  const mismatches = watchMismatches(page);
  await openUntilResponds(page, '/product/KL-MUG-110');
  await expect.poll(() => tabs.askedWhenHydrated).toEqual(['true']);
  const information = page.getByTestId('product-information');
  await expect(information).toHaveAttribute('data-hydrates-later', '');
  await page.getByRole('tab', { name: /^Reviews/ }).click();
  await page.getByRole('tab', { name: 'Features' }).click();
  // Kept: the server's HTML still shows the first tab.
  await expect(page.getByRole('tab', { name: 'Features' })).toHaveAttribute('data-tap-kept', '');
  await expect(page.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
  tabs.release();
  // Done in order once the tabs are taken over: the last tab tapped is the one open.
  await expect(page.getByRole('tab', { name: 'Features' })).toHaveAttribute('aria-selected', 'true', {
    timeout: 20_000,
  });
  await expect(information).not.toHaveAttribute('data-hydrates-later');
  await expect(page.getByRole('tabpanel')).toContainText('day returns');
  expect(mismatches).toEqual([]);
});

test('a name and a lettering chosen before the page responds, and a colour while the live preview’s code loads, show in it and its copy once it is in', async ({
  page,
}) => {
  const mismatches = watchMismatches(page);
  const release = await openHeld(page, '/product/KL-ORN-101');
  // The live preview's own chunk is held back (a route after openHeld's, so it answers first); the page asks for it
  // only once it responds.
  const preview = await holdChunk(page, /\/LivePreview-[\w-]+\.js$/);
  // The server drew the preview, in the opening colour: it is there before any script runs.
  const text = page.getByTestId('live-preview-text');
  const opening = (await text.getAttribute('fill'))!;
  await page.getByLabel('Name', { exact: true }).fill('Emma');
  await page.locator('main input[type="radio"][value="Block Capitals"]').click({ force: true });
  await release();
  await expect.poll(() => preview.askedWhenHydrated).toEqual(['true']);
  await page.locator('main input[type="radio"][value="Navy"]').click({ force: true });
  await expect(page.locator('main input[type="radio"][value="Navy"]')).toBeChecked();
  preview.release();
  // Drawn with all three once its code is in: the name in capitals, in navy.
  await expect(text).toHaveText('EMMA', { timeout: 20_000 });
  const navy = (await text.getAttribute('fill'))!;
  expect(navy).not.toBe(opening);
  // and its copy by the text box (a phone's, drawn by the same code)
  const copy = page.locator('main figure[aria-hidden="true"] svg text');
  await expect(copy).toHaveText('EMMA');
  await expect(copy).toHaveAttribute('fill', navy);
  // that is navy as the preview draws it: the opening colour and navy again, its code in
  await page.locator('main input[type="radio"][value="Charcoal"]').click({ force: true });
  await expect(text).toHaveAttribute('fill', opening);
  await page.locator('main input[type="radio"][value="Navy"]').click({ force: true });
  await expect(text).toHaveAttribute('fill', navy);
  await expect(page.getByTestId('live-preview')).toHaveAccessibleName('Preview of your text: Emma');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Emma');
  expect(mismatches).toEqual([]);
});

test('an address typed in the newsletter and Subscribe tapped while its code still loads subscribe once it is in', async ({
  page,
}) => {
  // The home page's lower sections (the newsletter with them) are held back past the page's own scripts.
  const lowerSections = await holdChunk(page, /\/HomeLowerSections-[\w-]+\.js$/);
  const mismatches = watchMismatches(page);
  await openUntilResponds(page, '/');
  const box = page.getByTestId('newsletter');
  await expect(page.getByTestId('home-lower-sections')).toHaveAttribute('data-hydrates-later', '');
  const address = `early-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
  await box.getByLabel('E-mail address').fill(address);
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(box.getByRole('button', { name: 'Subscribe' })).toHaveAttribute('data-tap-kept', '');
  lowerSections.release();
  // Taken over: the address is put back into the form's own state, then Subscribe is done, once.
  await expect(box.getByRole('status')).toHaveText(/Thanks for subscribing/, { timeout: 20_000 });
  await expect(box.getByLabel('E-mail address')).toHaveValue('');
  expect(mismatches).toEqual([]);
});
