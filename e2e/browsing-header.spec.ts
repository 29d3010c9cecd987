import { expect, test, type Page } from './support/test';
import { megaMenuTabs } from '../shared/src/navigation/megaMenuTabs';
import { e2eTarget } from './support/target';

/**
 * The header as a shopper meets it with a mouse, a keyboard and a phone:
 * it never flickers near the 50 px threshold (the switch itself, a pixel
 * at a time from 40 to 80 px and back, is `useCompactHeader.test.tsx`; here
 * what only a browser shows, at the stops around 50 and 30 px: the page keeps
 * its height and its place while the header switches), the phone menu reaches every
 * category with one search box, the More menu follows the tabs pattern and
 * closes when focus leaves it, and a toast never covers the cart drawer.
 */

const { backend } = e2eTarget();
const desktop = { width: 1280, height: 900 };
const phone = { width: 375, height: 812 };

const header = (page: Page) => page.getByRole('banner');
const cards = (page: Page) => page.getByRole('list', { name: 'Products' }).getByTestId('product-card');

/**
 * Scroll to `y`, let 20 frames pass, and report how often the header
 * switched between full and compact meanwhile and where the page ended up.
 */
function stopAt(page: Page, y: number) {
  return page.evaluate(async (y) => {
    const banner = document.querySelector('header')!;
    let switches = 0;
    const observer = new MutationObserver((records) => {
      for (const record of records) if (record.oldValue !== banner.getAttribute('data-compact')) switches += 1;
    });
    observer.observe(banner, { attributes: true, attributeFilter: ['data-compact'], attributeOldValue: true });
    window.scrollTo(0, y);
    for (let frame = 0; frame < 20; frame += 1) await new Promise(requestAnimationFrame);
    observer.disconnect();
    return {
      switches,
      scrollY: Math.round(window.scrollY),
      compact: banner.getAttribute('data-compact') === 'true',
      pageHeight: document.documentElement.scrollHeight,
    };
  }, y);
}

/**
 * The header's search as drawn: the pill's height, its button's size (a 44 px tap target), and how far the
 * button's middle is from the pill's (the button overhangs the pill's inside; the pill keeps its 42 px).
 */
async function searchSizes(page: Page) {
  const pill = header(page).getByRole('search');
  const [form, button] = [await pill.boundingBox(), await pill.getByRole('button', { name: 'Search' }).boundingBox()];
  return {
    pill: form!.height,
    button: `${button!.width}x${button!.height}`,
    offCentre: Math.round(Math.abs(button!.y + button!.height / 2 - (form!.y + form!.height / 2)) * 2) / 2,
  };
}

// One flow (was one per width): the page is opened afresh at each width.
test('at 1280 and at 375 px the header switches once at 50 px and never flickers at the stops around it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  for (const viewport of [desktop, phone]) {
    await page.setViewportSize(viewport);
    await page.goto('/category/mugs');
    await expect(cards(page).first()).toBeVisible();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await expect(header(page)).toHaveAttribute('data-compact', 'false');
    const { pageHeight } = await stopAt(page, 0);
    expect(await searchSizes(page)).toEqual({ pill: 42, button: '44x44', offCentre: 0 });

    const seen: string[] = [];
    let switches = 0;
    // Down the page past 50 px, then back up to just above 30 px: each stop is held for 20 frames. (Every pixel
    // from 40 to 80 px and back, through the header's own hook: useCompactHeader.test.tsx.)
    const stops = [40, 45, 49, 50, 51, 52, 55, 65, 80, 65, 52, 51, 50, 49, 45, 40, 35, 31];
    for (const y of stops) {
      const at = await stopAt(page, y);
      switches += at.switches;
      // The page stays where the shopper stopped it (no drift) and its height never changes.
      if (at.scrollY !== y || at.pageHeight !== pageHeight || at.switches > 1) seen.push(`${y}: ${JSON.stringify(at)}`);
    }
    expect(seen).toEqual([]);
    // Compact once past 50 px on the way down; on the way back up it stays compact until 30 px.
    expect(switches).toBe(1);
    await expect(header(page)).toHaveAttribute('data-compact', 'true');
    // the compact header's search is the same
    expect(await searchSizes(page)).toEqual({ pill: 42, button: '44x44', offCentre: 0 });
    expect((await stopAt(page, 30)).compact).toBe(false);
  }
});

test.describe('the phone menu', () => {
  test.use({ viewport: phone, hasTouch: true });

  // One shopper on a phone (was three flows): the menu closes when Tab leaves it, reaches every category, and its
  // Mugs link lands on the category, where the menu shows one search box.
  test('closes when Tab leaves it; reaches every category of the shop: the 11 links and the four groups, opened in place; shows one search box, at the top of the page and scrolled down', async ({
    page,
  }) => {
    // the menu opened five times on two pages, then a search
    test.setTimeout(90_000);
    if (!backend) throw new Error('no backend for this run');
    const response = await fetch(`${backend.url}/rest/v1/categories?select=slug`, {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${backend.anonKey}` },
    });
    const slugs = ((await response.json()) as { slug: string }[]).map((c) => c.slug);
    expect(slugs.length).toBeGreaterThan(80);

    await page.goto('/contact');
    await page.getByRole('button', { name: 'Open Menu' }).click();
    const closeButton = page.getByRole('button', { name: 'Close Menu' });
    const shutMenu = page.locator(`#${await closeButton.getAttribute('aria-controls')}`);
    await shutMenu.getByRole('link').last().focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Open Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(shutMenu).toHaveCount(0);

    await page.getByRole('button', { name: 'Open Menu' }).click();
    const menu = page.locator(
      `#${await page.getByRole('button', { name: 'Close Menu' }).getAttribute('aria-controls')}`,
    );
    for (const tab of megaMenuTabs) {
      const group = menu.getByRole('button', { name: tab.label, exact: true });
      await expect(group).toHaveAttribute('aria-expanded', 'false');
      const body = page.locator(`#${await group.getAttribute('aria-controls')}`);
      await expect(body).toBeHidden();
      await group.click();
      await expect(group).toHaveAttribute('aria-expanded', 'true');
      await expect(body.getByRole('link', { name: new RegExp(tab.shopAll.label) })).toBeVisible();
    }
    const hrefs = await menu.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(slugs.filter((slug) => !hrefs.includes(`/category/${slug}`))).toEqual([]);
    // With every group open the menu scrolls, and its last link can be brought wholly on screen.
    const last = menu.getByRole('link').last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport({ ratio: 1 });

    // A group closes again, and a link in a group goes to its category and closes the menu.
    const products = menu.getByRole('button', { name: 'Products', exact: true });
    await menu.getByRole('button', { name: 'Occasions', exact: true }).click();
    await expect(menu.getByRole('link', { name: 'Birthday', exact: true })).toHaveCount(0);
    await menu.getByRole('link', { name: 'Mugs', exact: true }).click();
    await expect(page).toHaveURL(/\/category\/mugs$/);
    await expect(products).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open Menu' })).toHaveAttribute('aria-expanded', 'false');

    // On the category it landed on: one search box, at the top of the page and scrolled down.
    await expect(cards(page).first()).toBeVisible();
    const headerSearch = header(page).getByRole('combobox', { name: 'Search gifts' });
    for (const y of [0, 400]) {
      await page.evaluate((y) => window.scrollTo(0, y), y);
      await page.getByRole('button', { name: 'Open Menu' }).click();
      await expect(page.getByRole('button', { name: 'Close Menu' })).toHaveAttribute('aria-expanded', 'true');
      await expect(headerSearch).toHaveCount(1);
      await expect(headerSearch).toBeInViewport();
      await page.getByRole('button', { name: 'Close Menu' }).click();
    }
    // The search from the open menu lands on the results and closes the menu.
    await page.getByRole('button', { name: 'Open Menu' }).click();
    await headerSearch.fill('mug');
    await headerSearch.press('Enter');
    await expect(page).toHaveURL(/\/products\?q=mug$/);
    await expect(page.getByRole('button', { name: 'Open Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('the More menu by keyboard', () => {
  test.use({ viewport: desktop });

  // One flow (was two): the tabs by keyboard, then focus leaving the open menu.
  test('Home and End go to the first and last tab, arrows wrap; the menu closes when focus leaves it, so it never hides the focused element', async ({
    page,
  }) => {
    // the More menu opened twice
    test.setTimeout(60_000);
    await page.goto('/category/mugs');
    await expect(cards(page).first()).toBeVisible();
    const more = page.getByRole('button', { name: 'More' });
    await more.click();
    const tabs = page.getByRole('tab');
    await tabs.first().focus();
    await page.keyboard.press('End');
    await expect(tabs.last()).toBeFocused();
    await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(tabs.first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(tabs.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tabs.first()).toBeFocused();
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveAttribute(
      'aria-labelledby',
      (await tabs.first().getAttribute('id'))!,
    );

    const panel = page.getByRole('tabpanel');
    await panel.getByRole('link').last().focus();
    await page.keyboard.press('Tab');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('tab')).toHaveCount(0);
    // What has focus now is on top, not under a menu.
    const uncovered = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement;
      const box = focused.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return focused !== document.body && (hit === focused || focused.contains(hit));
    });
    expect(uncovered).toBe(true);

    // Shift+Tab back out of the More button closes it too.
    await more.click();
    await expect(page.getByRole('tab')).toHaveCount(4);
    await more.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
  });
});

// One flow (was one per width): the page is opened afresh at each width; the phones are the short ones (375 × 667,
// 320 × 568), where the drawer has least room.
test('at 1280 px the "Added to cart" toast is beside the cart drawer; on a phone over none of its controls, and the line\'s − / + and Remove are in reach without scrolling', async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const viewport of [desktop, { width: 375, height: 667 }, { width: 320, height: 568 }]) {
    await page.setViewportSize(viewport);
    await page.goto('/product/KL-ORN-101');
    await expect(page.getByRole('heading', { level: 1, name: /First Christmas Ornament/ })).toBeVisible({
      timeout: 20_000,
    });
    // The drawer's code is loaded once first, so opening it inside the toast's 4.5 s is quick on a busy machine.
    const cart = header(page).getByRole('button', { name: /^Cart,/ });
    await cart.click();
    await expect(page.getByRole('dialog', { name: /Your Cart/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: /Your Cart/ })).toHaveCount(0);
    await page.getByLabel('Name', { exact: true }).fill('Emma');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Added to cart' });
    await expect(toast).toBeVisible();
    await cart.click();
    const drawer = page.getByRole('dialog', { name: /Your Cart/ });
    await expect(drawer.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();

    // Once the drawer has slid into place (the toast follows it frame by frame, so a check made while it
    // still moves can see it one frame behind)…
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            new Promise<boolean>((settled) => {
              const drawerBox = () => {
                const { left, top } = document.querySelector('[aria-modal="true"]')!.getBoundingClientRect();
                return `${left} ${top}`;
              };
              const before = drawerBox();
              requestAnimationFrame(() => requestAnimationFrame(() => settled(drawerBox() === before)));
            }),
        ),
      )
      .toBe(true);
    // The line's − / + and Remove are in sight, not under the footer, with nothing scrolled (QA sweep H-c: at
    // 375 × 667 the stepper sat under the footer's 330 px, after the line's eight rows of choices).
    const unreachable = () =>
      page.evaluate(() => {
        const dialog = document.querySelector('[aria-modal="true"]')!;
        const scrolled = [dialog, ...dialog.querySelectorAll('ul')].some((element) => element.scrollTop > 0);
        return [...dialog.querySelectorAll('li button')]
          .filter((button) => {
            const b = button.getBoundingClientRect();
            const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
            return scrolled || !hit || !button.contains(hit);
          })
          .map((button) => button.getAttribute('aria-label') ?? button.textContent);
      });
    expect(await unreachable()).toEqual([]);
    await expect(drawer.getByRole('button', { name: /^Increase Quantity/ })).toBeVisible();

    // …while the toast is up: it is on screen, beside the drawer on a wide screen; on a phone, where the drawer
    // takes the whole width, over none of its buttons, links and total (the rule for every dialog), the drawer
    // keeping its whole height.
    const wide = viewport.width >= 768;
    const covered = () =>
      page.evaluate((wide) => {
        const toast = [...document.querySelectorAll('[role="status"]')].find((t) =>
          t.textContent?.includes('Added to cart'),
        );
        if (!toast) return ['(the toast has gone)'];
        const t = toast.getBoundingClientRect();
        if (t.top < 0 || t.bottom > innerHeight) return ['(the toast is off screen)'];
        const dialog = document.querySelector('[aria-modal="true"]')!;
        const d = dialog.getBoundingClientRect();
        const overDrawer = t.left < d.right && d.left < t.right && t.top < d.bottom && d.top < t.bottom;
        return [...dialog.querySelectorAll('a[href], button, input, output')]
          .filter((control) => {
            const c = control.getBoundingClientRect();
            return c.width > 0 && t.left < c.right && c.left < t.right && t.top < c.bottom && c.top < t.bottom;
          })
          .map((control) => control.textContent?.trim() || control.getAttribute('aria-label') || control.tagName)
          .concat(overDrawer && wide ? ['(the drawer)'] : [])
          .concat(d.top > 0 ? ['(the drawer moved down)'] : []);
      }, wide);
    await expect.poll(covered, { timeout: 2_000 }).toEqual([]);
    expect(await covered()).toEqual([]);
    await expect(toast).toBeVisible();
  }
});
