import { expect, test, type Page } from './support/test';

/**
 * What a card says a product costs is what its page explains (issue 15,
 * item 5), and the colour chosen is the colour shown (item 3).
 */

const FIRST_RENDER = { timeout: 20_000 };
const cardOf = (page: Page, sku: string) =>
  page
    .getByRole('list', { name: 'Products' })
    .getByTestId('product-card')
    .filter({ has: page.locator(`a[href="/product/${sku}"]`) });

test('KL-ORN-101: the card says From $14.99, and the page opens on that option at $14.99', async ({ page }) => {
  await page.goto('/category/ornaments');
  const card = cardOf(page, 'KL-ORN-101');
  await expect(card.getByTestId('card-price')).toContainText('From', FIRST_RENDER);
  await expect(card.getByTestId('card-price')).toContainText('$14.99');
  await card.getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: /First Christmas Ornament/ })).toBeVisible(FIRST_RENDER);
  await expect(page.getByTestId('product-price')).toContainText('$14.99');
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
    offers: Record<string, unknown>;
  };
  expect(ld.offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: '14.99', price: '14.99' });
});

test('every card on a category page is explained by its product page', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/category/christmas');
  const cards = page.getByRole('list', { name: 'Products' }).getByTestId('product-card');
  await expect(cards.first()).toBeVisible(FIRST_RENDER);
  const shown = await cards.evaluateAll((els) =>
    els.slice(0, 6).map((el) => ({
      href: el.querySelector('h2 a, h3 a')?.getAttribute('href') ?? '',
      price: el.querySelector('[data-testid="card-price"]')?.textContent ?? '',
    })),
  );
  expect(shown.length).toBeGreaterThan(0);
  for (const { href, price } of shown) {
    const amount = /\$[\d,]+\.\d\d/.exec(price)![0];
    await page.goto(href);
    // the page opens on the option whose price the card names ("From" or not)
    await expect(page.getByTestId('product-price'), href).toContainText(amount, FIRST_RENDER);
  }
});

test('choosing a colour shows the product in that colour, and the cart line keeps it', async ({ page }) => {
  await page.goto('/product/KL-MUG-110');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_RENDER);
  const main = page.getByTestId('gallery-main-image');
  await expect(main).toHaveAttribute('src', /\/navy-[a-z-]+\/kl-mug-110-\d\.svg$/);
  await page.getByRole('radio', { name: 'Blush Pink', exact: true }).check();
  await expect(main).toHaveAttribute('src', /\/blush-[a-z-]+\/kl-mug-110-\d\.svg$/);
  await page.getByRole('radio', { name: 'Black', exact: true }).check();
  await expect(main).toHaveAttribute('src', /\/black-[a-z-]+\/kl-mug-110-\d\.svg$/);

  await page.getByRole('textbox', { name: 'Name' }).fill('Emma');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' }).click();
  const line = page
    .getByRole('dialog', { name: /Your Cart/ })
    .getByRole('listitem')
    .first();
  await expect(line).toContainText('Color: Black');
  await expect(line.locator('img').first()).toHaveAttribute('src', /\/black-[a-z-]+\/kl-mug-110-\d\.svg$/);
});
