import { expect, test, type Page } from './support/test';
import { holidayHub, mobileCategories, primaryCategories, recipientGrid } from '../shared/src/navigation/categories';
import { megaMenuTabs } from '../shared/src/navigation/megaMenuTabs';

/** After a click: the shop is on /category/<slug>, the category exists, and it lists products. */
async function expectCategoryWithProducts(page: Page, slug: string) {
  await expect(page).toHaveURL(`/category/${slug}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await expect(heading).not.toHaveText('Category Not Found');
  await expect(page.getByRole('list', { name: 'Products' }).getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByTestId('count-line')).toHaveText(/[1-9]\d* products?/);
}

// That every link of every menu (108 links, 81 categories) lands on a category with products is the data's rule,
// checked on the server's render of each category: mf-catalog/src/server/navigationCategories.test.tsx. Here a
// browser clicks one link of each menu: the menus open, the tabs switch, and a click lands on the category.
test.describe('a category link of each menu lands on a category with products', () => {
  test('a header link, and a link in each mega-menu tab', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/contact');
    const link = primaryCategories.at(-1)!;
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: link.label, exact: true })
      .click();
    await expectCategoryWithProducts(page, link.slug);
    for (const tab of megaMenuTabs) {
      // the tab's last link: the panel shown is that tab's own
      const last = tab.columns.at(-1)!.links.at(-1)!;
      await page.getByRole('button', { name: 'More', exact: true }).click();
      await page.getByRole('tab', { name: tab.label }).click();
      await page
        .getByRole('tabpanel')
        .getByRole('link', { name: new RegExp(`^${last.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
        .first()
        .click();
      await expectCategoryWithProducts(page, last.slug);
    }
  });

  test('the holiday hub and the recipient grid on the home page', async ({ page }) => {
    for (const [section, link] of [
      ['holiday-hub', holidayHub.at(-1)!],
      ['recipient-grid', recipientGrid.at(-1)!],
    ] as const) {
      await page.goto('/');
      await page
        .getByTestId(section)
        .getByRole('link', { name: new RegExp(`^${link.label}`) })
        .click();
      await expectCategoryWithProducts(page, link.slug);
    }
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('a link of the mobile toggle menu lands on a category with products', async ({ page }) => {
    await page.goto('/contact');
    // one of the links only the phone menu has
    const link = mobileCategories.at(-1)!;
    await page.getByRole('button', { name: 'Open Menu' }).click();
    await page
      .getByRole('navigation', { name: 'Categories' })
      .filter({ has: page.getByRole('link', { name: 'Sympathy' }) })
      .getByRole('link', { name: link.label, exact: true })
      .click();
    await expectCategoryWithProducts(page, link.slug);
  });
});
