import { expect, test, type Page } from './support/test';
import { seriousAxeViolations } from './support/axe';
import { motionSettled } from './support/motion';

/**
 * Whole pages (shell frame and remote together) checked with axe: home, a
 * category, the sign-in and sign-up tabs, the open More menu, and the phone
 * home page with its menu open (and one of its groups opened).
 * The product page, the cart drawer, checkout and the account screens have
 * their own scans (product-a11y, cart, cart-checkout, account-a11y).
 */

// axe is injected as a script tag, which the shop's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

const FIRST_RENDER = { timeout: 20_000 };
const desktop = { width: 1280, height: 860 };
const phone = { width: 375, height: 760 };

/** The page with its header fragments and content in place, images loaded and motion settled. */
async function settled(page: Page) {
  await expect(page.getByRole('banner').getByRole('button', { name: /^Cart,/ })).toBeVisible(FIRST_RENDER);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible(FIRST_RENDER);
  await page.waitForLoadState('networkidle');
  await motionSettled(page);
}

const wholePage = (page: Page) => seriousAxeViolations(page, 'body');

/** Home at desktop width: the page, then with the More menu open. */
async function homeDesktop(page: Page) {
  await page.goto('/');
  await expect(page.getByTestId('newsletter')).toBeVisible(FIRST_RENDER);
  await settled(page);
  expect(await wholePage(page)).toEqual([]);

  const more = page.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: 'More' });
  await more.click();
  await expect(page.getByLabel('All categories')).toBeVisible();
  expect(await wholePage(page)).toEqual([]);
}

/** Home at phone width: the page, then with the menu open, then with one of the More menu's groups opened in place. */
async function homePhone(page: Page) {
  await page.goto('/');
  await expect(page.getByTestId('newsletter')).toBeVisible(FIRST_RENDER);
  await settled(page);
  expect(await wholePage(page)).toEqual([]);

  await page.getByRole('button', { name: 'Open Menu' }).click();
  const close = page.getByRole('button', { name: 'Close Menu' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator(`#${await close.getAttribute('aria-controls')}`);
  await expect(menu).toBeVisible();
  await motionSettled(page);
  expect(await wholePage(page)).toEqual([]);

  const group = menu.getByRole('button', { name: 'Products', exact: true });
  await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'Mugs', exact: true })).toBeVisible();
  expect(await wholePage(page)).toEqual([]);
}

for (const viewport of [desktop, phone]) {
  // One flow per width (was two per width): each page is loaded afresh at that width.
  test(`at ${viewport.width}px: home with its ${viewport === desktop ? 'More menu' : 'menu and a group'} shut and open, a category page in grid and list view, and /auth's sign-in and sign-up tabs empty and with errors: no serious or critical violations`, async ({
    page,
  }) => {
    // ten whole-page scans after four page loads: a busy machine took 80 s
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    await (viewport === desktop ? homeDesktop(page) : homePhone(page));

    await page.goto('/category/ornaments');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Ornaments', FIRST_RENDER);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible(FIRST_RENDER);
    await settled(page);
    expect(await wholePage(page)).toEqual([]);

    await page.goto('/category/ornaments?view=list&sort=price-low');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible(FIRST_RENDER);
    await settled(page);
    expect(await wholePage(page)).toEqual([]);

    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true', FIRST_RENDER);
    await settled(page);
    expect(await wholePage(page)).toEqual([]);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Enter your password.')).toBeVisible();
    expect(await wholePage(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const form = page.getByRole('form', { name: 'Create an account' });
    await expect(form).toBeVisible();
    expect(await wholePage(page)).toEqual([]);
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByText('Enter your first name.')).toBeVisible();
    expect(await wholePage(page)).toEqual([]);
  });
}

// Every page's title once its scripts have run, one of its own: ssr.spec.ts's hydration flow.
