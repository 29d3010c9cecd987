import { expect, test, type Page } from './support/test';
import {
  holidayHub,
  megaMenuTabs,
  mobileCategories,
  primaryCategories,
  recipientGrid,
} from '../shared/src/navigation/categories';

/** After a click: the shop is on /category/<slug>, the category exists, and it lists products. */
async function expectCategoryWithProducts(page: Page, slug: string) {
  await expect(page).toHaveURL(`/category/${slug}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await expect(heading).not.toHaveText('Category Not Found');
  await expect(page.getByRole('list', { name: 'Products' }).getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByTestId('count-line')).toHaveText(/[1-9]\d* products?/);
}

test.describe('every category link lands on a category with products', () => {
  test('header primary links', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/contact');
    for (const link of primaryCategories) {
      await page
        .getByRole('navigation', { name: 'Categories' })
        .getByRole('link', { name: link.label, exact: true })
        .click();
      await expectCategoryWithProducts(page, link.slug);
    }
  });

  for (const tab of megaMenuTabs) {
    test(`mega-menu: ${tab.label}`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.goto('/contact');
      const links = [tab.shopAll, ...tab.columns.flatMap((c) => c.links)];
      for (const link of links) {
        await page.getByRole('button', { name: 'More', exact: true }).click();
        await page.getByRole('tab', { name: tab.label }).click();
        await page
          .getByRole('tabpanel')
          .getByRole('link', { name: new RegExp(`^${link.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
          .first()
          .click();
        await expectCategoryWithProducts(page, link.slug);
      }
    });
  }

  test('holiday hub and recipient grid on the home page', async ({ page }) => {
    test.setTimeout(120_000);
    for (const [section, links] of [
      ['holiday-hub', holidayHub],
      ['recipient-grid', recipientGrid],
    ] as const) {
      for (const link of links) {
        await page.goto('/');
        await page
          .getByTestId(section)
          .getByRole('link', { name: new RegExp(`^${link.label}`) })
          .click();
        await expectCategoryWithProducts(page, link.slug);
      }
    }
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('every link of the mobile toggle menu lands on a category with products', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/contact');
    for (const link of mobileCategories) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('navigation', { name: 'Categories' })
        .filter({ has: page.getByRole('link', { name: 'Sympathy' }) })
        .getByRole('link', { name: link.label, exact: true })
        .click();
      await expectCategoryWithProducts(page, link.slug);
    }
  });
});
