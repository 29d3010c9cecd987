import { expect, test } from './support/test';
import { megaMenuTabs, mobileCategories, primaryCategories } from '../shared/src/navigation/categories';
import { countReactRenderers, reactRendererVersions } from './support/reactHook';
import { e2eTarget } from './support/target';

const { remoteUrls } = e2eTarget();

const routes: { path: string; remote: keyof typeof remoteUrls }[] = [
  { path: '/', remote: 'catalog' },
  { path: '/products', remote: 'catalog' },
  { path: '/category/mugs', remote: 'catalog' },
  { path: '/product/NOT-A-REAL-SKU', remote: 'product' },
  { path: '/products/NOT-A-REAL-SKU', remote: 'product' },
  { path: '/product-detail/not-a-real-product', remote: 'product' },
  { path: '/checkout', remote: 'cart' },
  { path: '/auth', remote: 'account' },
];

test.describe('routing', () => {
  for (const route of routes) {
    test(`${route.path} renders the ${route.remote} remote`, async ({ page }) => {
      const entries: string[] = [];
      page.on('request', (r) => /\/remoteEntry(\.\w+)?\.js/.test(r.url()) && entries.push(new URL(r.url()).origin));
      await page.goto(route.path);
      await expect(page.locator('main')).not.toBeEmpty();
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      await expect(page.locator('[data-remote-failed]')).toHaveCount(0);
      expect(entries).toContain(new URL(remoteUrls[route.remote]).origin);
    });
  }

  test("the shell's HTML lists every shell script the page needs to respond, and each one it preloads is used", async ({
    page,
  }) => {
    const shellOrigin = new URL(e2eTarget().shellUrl).origin;
    const html = await (await page.goto('/contact'))!.text();
    await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Shell scripts fetched before the page responded, and after (the backend client, in the header's turn).
    const { before, after } = await page.evaluate((origin) => {
      const responds = performance.getEntriesByName('keepsake:page-responds')[0]!.startTime;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.startsWith(origin) && new URL(e.name).pathname.endsWith('.js'));
      const paths = (list: PerformanceEntry[]) => list.map((e) => new URL(e.name).pathname);
      return {
        before: paths(scripts.filter((e) => e.startTime < responds)),
        after: paths(scripts.filter((e) => e.startTime >= responds)),
      };
    }, shellOrigin);
    // The server page asks for its scripts in its head: page-start.js, the entry and the entry's preloads.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<script type="module" src="/page-start.js"></script>');
    const listed = [
      ...head.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"/g),
      ...head.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"/g),
    ].map((m) => new URL(m[1]!, shellOrigin).pathname);
    // Nothing the page needs to respond is left to be discovered one import at a time…
    expect(before.filter((path) => !listed.includes(path))).toEqual([]);
    // …nothing is preloaded in vain…
    expect(listed.filter((path) => !before.includes(path))).toEqual([]);
    // …and the backend client's library comes after the page responds.
    expect(after.length).toBeGreaterThan(0);
  });

  test("a server-rendered page's remote module is preloaded from its head, each file fetched once and used", async ({
    page,
  }) => {
    const productOrigin = new URL(remoteUrls.product).origin;
    // A server that has not loaded the product's code yet may leave its first page's slot to the browser.
    await expect
      .poll(async () => (await (await page.request.get('/product/KL-ORN-101')).text()).includes('"product/Pages"'), {
        timeout: 30_000,
      })
      .toBe(true);
    const html = await (await page.goto('/product/KL-ORN-101'))!.text();
    expect(html).toContain('"rendered":["product/Pages"]');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const head = html.slice(0, html.indexOf('</head>'));
    const listed = [...head.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)]
      .map((m) => m[1]!)
      .filter((href) => href.startsWith(productOrigin));
    // The entry and the module's files, asked for while the HTML is read (not after the shell's scripts ran).
    expect(listed.some((href) => href.endsWith('/remoteEntry.js'))).toBe(true);
    expect(listed.length).toBeGreaterThan(2);
    const fetched = await page.evaluate(
      (origin) =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.name.startsWith(origin) && new URL(e.name).pathname.endsWith('.js'))
          .map((e) => e.name),
      productOrigin,
    );
    // Each preload is what the page then loads (no second copy under another request)…
    expect(fetched.filter((url, i) => fetched.indexOf(url) !== i)).toEqual([]);
    // …and none is in vain.
    expect(listed.filter((href) => !fetched.includes(href))).toEqual([]);
  });

  test('no remote entry is fetched before a route needs it', async ({ page }) => {
    const entries: string[] = [];
    page.on('request', (r) => /\/remoteEntry(\.\w+)?\.js/.test(r.url()) && entries.push(new URL(r.url()).origin));
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The header needs the cart button and the account menu on every page; nothing else loads.
    expect(entries.sort()).toEqual([new URL(remoteUrls.account).origin, new URL(remoteUrls.cart).origin].sort());
  });

  test('an unknown path shows the 404 page and logs the path', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto('/no/such/page?x=1');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    expect(errors.some((e) => e.includes('/no/such/page'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("in the browser, an address spelled otherwise lands on the page's own, with its heading focused", async ({
    page,
  }) => {
    await page.goto('/contact');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // A link within the shop to `/category/FOR-HER`: a history entry as the router writes one (no page load).
    await page.evaluate(() => {
      history.pushState({ usr: null, key: 'pasted', idx: 1 }, '', '/category/FOR-HER?sort=name');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/category\/for-her\?sort=name$/);
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/For Her/i);
    await expect(heading).toBeFocused();
    // Back does not return to the misspelled address: it was replaced.
    await page.goBack();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('React, react-dom and the bus are each loaded exactly once', async ({ page }) => {
    await countReactRenderers(page);
    await page.goto('/');
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(await reactRendererVersions(page)).toHaveLength(1);
    expect(await page.evaluate(() => (globalThis as { __keepsakeBusInstances?: number }).__keepsakeBusInstances)).toBe(
      1,
    );
  });
});

test.describe('header', () => {
  test('shows the logo, the 7 primary links, search, contact and the remote slots', async ({ page }) => {
    await page.goto('/contact');
    const nav = page.getByRole('navigation', { name: 'Categories' });
    for (const link of primaryCategories) {
      await expect(nav.getByRole('link', { name: link.label, exact: true })).toHaveAttribute(
        'href',
        `/category/${link.slug}`,
      );
    }
    await expect(page.getByRole('link', { name: /^Keepsake Lane.*home$/ })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('search submits to /products?q=', async ({ page }) => {
    await page.goto('/contact');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search gifts' }).first();
    await box.focus();
    // The focused search pill carries the shop's focus ring like every other control.
    expect(await box.evaluate((input) => getComputedStyle(input.closest('form')!).outlineStyle)).toBe('solid');
    await box.fill('mug & cup');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/products\?q=mug%20%26%20cup$/);
  });

  test('the More menu opens four tabs, each with Shop All, and Escape closes it', async ({ page }) => {
    await page.goto('/contact');
    const more = page.getByRole('button', { name: 'More' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(megaMenuTabs.map((t) => t.label));
    for (const tab of megaMenuTabs) {
      await page.getByRole('tab', { name: tab.label }).click();
      await expect(page.getByRole('link', { name: new RegExp(tab.shopAll.label) })).toHaveAttribute(
        'href',
        `/category/${tab.shopAll.slug}`,
      );
    }
    await page.getByRole('tab', { name: 'Occasions' }).click();
    await expect(page.getByRole('tabpanel').getByText('30% Off').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(more).toBeFocused();
  });

  test('a mega-menu entry goes to its category and closes the menu', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('tab', { name: 'Products' }).click();
    await page.getByRole('tabpanel').getByRole('link', { name: 'Mugs', exact: true }).click();
    await expect(page).toHaveURL(/\/category\/mugs$/);
    await expect(page.getByRole('tab')).toHaveCount(0);
  });

  test('goes compact after 50 px of scroll', async ({ page }) => {
    await page.goto('/contact');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-compact', 'false');
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
      window.scrollTo(0, 120);
    });
    await expect(header).toHaveAttribute('data-compact', 'true');
  });
});

test.describe('mobile header at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the toggle menu lists all 11 category links and Escape closes it', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('navigation', { name: 'Categories' }).first()).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page
      .locator('nav[aria-label="Categories"]')
      .filter({ has: page.getByRole('link', { name: 'Sympathy' }) });
    for (const link of mobileCategories) {
      await expect(menu.getByRole('link', { name: link.label, exact: true })).toHaveAttribute(
        'href',
        `/category/${link.slug}`,
      );
    }
    expect(mobileCategories).toHaveLength(11);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveCount(0);
  });
});

test.describe('footer and contact', () => {
  test('show phone, e-mail and address from config', async ({ page }) => {
    await page.goto('/contact');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: '(503) 555-0142' })).toHaveAttribute('href', 'tel:5035550142');
    await expect(footer.getByRole('link', { name: 'hello@keepsakelane.example' })).toBeVisible();
    await expect(footer.getByText('418 Maple Row, Suite 2')).toBeVisible();
    const offers = page.getByRole('region', { name: 'Offers' });
    await expect(offers).toContainText('Free personalization on all orders');
    await expect(offers).toContainText('Free shipping on orders of $75 and above');
  });
});
