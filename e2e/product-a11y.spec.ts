import { expect, test, type Page } from './support/test';
import { seriousAxeViolations } from './support/axe';

/** The product remote's pages, checked with axe (WCAG 2 A/AA) at desktop and phone widths. */

// axe is injected as a script tag, which the shop's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

async function seriousViolations(page: Page) {
  return seriousAxeViolations(page, '[data-remote="product"]', { wcagOnly: true });
}

const FIRST_RENDER = { timeout: 20_000 };

// One flow (was one per width): the pages are opened afresh at each width.
test('the product pages have no serious or critical axe violations at 1280px and at 375px', async ({ page }) => {
  test.setTimeout(90_000);
  for (const viewport of [
    { width: 1280, height: 860 },
    { width: 375, height: 760 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/product/KL-ORN-103');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_RENDER);
    // KL-ORN-103 offers design choices; "Your Own Message" takes custom text.
    await page.getByRole('radio', { name: 'Your Own Message', exact: true }).check();
    await page.getByRole('textbox', { name: 'Custom text' }).fill('Merry Christmas, Sam & Jo');
    await expect(page.locator('[data-remote="product"] [data-testid="live-preview"]')).toHaveAttribute(
      'aria-label',
      /Sam & Jo/,
    );
    await page.getByRole('tab', { name: 'Reviews' }).click();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto("/product-detail/Baby's%20First%20Christmas%20Ornament");
    await expect(page.getByRole('link', { name: 'Inquire About This Product' })).toBeVisible(FIRST_RENDER);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/product/NO-SUCH-SKU');
    await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible(FIRST_RENDER);
    expect(await seriousViolations(page)).toEqual([]);
  }
});
