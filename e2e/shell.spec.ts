import { expect, test } from './support/test';
import { mobileCategories, primaryCategories } from '../shared/src/navigation/categories';
import { megaMenuTabs } from '../shared/src/navigation/megaMenuTabs';
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
  // One flow (was twelve): one tab opens /contact, then each route, a misspelled address and an unknown path in
  // turn. A route's remote entry is asked for on every visit (the browser's cache may answer, but the request is
  // still made and seen here).
  test(`/contact's HTML lists every shell script it needs to respond and preloads none in vain; no remote entry before a route needs it; ${routes.map((r) => r.path).join(', ')} each render their remote; React, react-dom and the bus load once; a misspelled address lands on the page's own; 404`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    let entries: string[] = [];
    page.on('request', (r) => /\/remoteEntry(\.\w+)?\.js/.test(r.url()) && entries.push(new URL(r.url()).origin));
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await countReactRenderers(page);

    // A first visit (cold cache) to /contact.
    const shellOrigin = new URL(e2eTarget().shellUrl).origin;
    const html = await (await page.goto('/contact'))!.text();
    await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // No remote entry is fetched before a route needs it: the header needs the cart button and the account
    // menu on every page; nothing else loads.
    expect(entries.sort()).toEqual([new URL(remoteUrls.account).origin, new URL(remoteUrls.cart).origin].sort());

    // The shell's HTML lists every shell script the page needs to respond, and each one it preloads is used.
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

    // In the browser, an address spelled otherwise lands on the page's own, with its heading focused.
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
    // An address shoppers guess, `/search`, lands on the search results, its query kept, in the browser too.
    await page.evaluate(() => {
      history.pushState({ usr: null, key: 'guessed', idx: 1 }, '', '/search?q=mug');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/products\?q=mug$/);
    await expect(heading).toHaveText('Search results for “mug”');
    await page.goBack();
    await expect(page).toHaveURL(/\/contact$/);

    // Every route renders its remote.
    for (const route of routes) {
      entries = [];
      await page.goto(route.path);
      await expect(page.locator('main'), route.path).not.toBeEmpty();
      await expect(page.locator('main [aria-busy="true"]'), route.path).toHaveCount(0);
      await expect(page.locator('[data-remote-failed]'), route.path).toHaveCount(0);
      expect(entries, `${route.path} loads the ${route.remote} remote`).toContain(
        new URL(remoteUrls[route.remote]).origin,
      );
      if (route.path === '/') {
        // React, react-dom and the bus are each loaded exactly once.
        await page.waitForLoadState('networkidle');
        expect(await reactRendererVersions(page)).toHaveLength(1);
        expect(
          await page.evaluate(() => (globalThis as { __keepsakeBusInstances?: number }).__keepsakeBusInstances),
        ).toBe(1);
      }
    }

    // An unknown path shows the 404 page and logs the path.
    await page.goto('/no/such/page?x=1');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    expect(errors.some((e) => e.includes('/no/such/page'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a server-rendered page's remote module is preloaded from its head, each file fetched once and used", async ({
    page,
  }) => {
    const productOrigin = new URL(remoteUrls.product).origin;
    // A server that has not loaded the product's code yet may leave its first page's slot to the browser.
    await expect
      .poll(
        async () => (await (await page.request.get('/product/KL-ORN-101')).text()).includes('"product/ProductPage"'),
        {
          timeout: 30_000,
        },
      )
      .toBe(true);
    const html = await (await page.goto('/product/KL-ORN-101'))!.text();
    expect(html).toContain('"rendered":["product/ProductPage"]');
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
});

// One flow (was seven): one tab on /contact checks the header's links, search, the More menu, the compact
// header and the footer, then the phone menu at 375 px.
test('header: the logo, the 7 primary links (the open category marked), contact, search, the More menu and its entries, compact after 50 px of scroll; footer and offers from config; at 375 px the toggle menu lists all 11 category links', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/contact');

  // Footer and contact: phone, e-mail and address from config.
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: '(503) 555-0142' })).toHaveAttribute('href', 'tel:5035550142');
  await expect(footer.getByRole('link', { name: 'hello@keepsakelane.example' })).toBeVisible();
  await expect(footer.getByText('418 Maple Row, Suite 2')).toBeVisible();
  const offers = page.getByRole('region', { name: 'Offers' });
  await expect(offers).toContainText('Free personalization on all orders');
  await expect(offers).toContainText('Free shipping on orders of $75 and above');

  // The logo, the 7 primary links, contact.
  const nav = page.getByRole('navigation', { name: 'Categories' });
  for (const link of primaryCategories) {
    await expect(nav.getByRole('link', { name: link.label, exact: true })).toHaveAttribute(
      'href',
      `/category/${link.slug}`,
    );
  }
  await expect(nav.locator('a[aria-current]')).toHaveCount(0);
  // The open category's link says so, from the server's HTML on, and moves with the shopper.
  const christmas = await page.request.get('/category/christmas');
  expect(await christmas.text()).toMatch(/<a href="\/category\/christmas" aria-current="page"/);
  await page.goto('/category/christmas');
  await expect(nav.locator('a[aria-current="page"]')).toHaveText(['Christmas']);
  await nav.getByRole('link', { name: 'For Her', exact: true }).click();
  await expect(page).toHaveURL(/\/category\/for-her$/);
  await expect(nav.locator('a[aria-current="page"]')).toHaveText(['For Her']);
  await expect(page.getByRole('link', { name: /^Keepsake Lane.*home$/ })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/contact$/);

  // Goes compact after 50 px of scroll.
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-compact', 'false');
  await page.evaluate(() => {
    document.body.style.minHeight = '3000px';
    window.scrollTo(0, 120);
  });
  await expect(header).toHaveAttribute('data-compact', 'true');

  // The More menu opens four tabs, each with Shop All, and Escape closes it.
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

  // A mega-menu entry goes to its category and closes the menu.
  await more.click();
  await page.getByRole('tab', { name: 'Products' }).click();
  await page.getByRole('tabpanel').getByRole('link', { name: 'Mugs', exact: true }).click();
  await expect(page).toHaveURL(/\/category\/mugs$/);
  await expect(page.getByRole('tab')).toHaveCount(0);

  // Search submits to /products?q=; the focused search pill carries the shop's focus ring like every other control.
  // On a page of its own: after an in-shop navigation the new page's heading takes the focus once its data is in.
  await page.goto('/contact');
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search gifts' }).first();
  await box.focus();
  expect(await box.evaluate((input) => getComputedStyle(input.closest('form')!).outlineStyle)).toBe('solid');
  await box.fill('mug & cup');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/products\?q=mug%20%26%20cup$/);

  // At 375 px: the toggle menu lists all 11 category links and Escape closes it.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/contact');
  await expect(page.getByRole('navigation', { name: 'Categories' }).first()).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Open Menu' });
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
  await expect(page.getByRole('button', { name: 'Open Menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toHaveCount(0);
});
