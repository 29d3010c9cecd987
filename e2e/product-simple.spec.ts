import { expect, test } from './support/test';
import { backendRpc } from './support/backendRpc';

/** `/product-detail/{slug}`: a product card from `get_all_product_cards`, found by its name. */

interface Card {
  name: string;
  price: number;
  original_price: number | null;
  image: string | null;
  sku?: string;
}

let cards: Card[];
test.beforeAll(async () => {
  cards = await backendRpc<Card[]>('get_all_product_cards');
});

const money = (value: number | string) => `$${Number(value).toFixed(2)}`;
/** The first render pays for the shell, the remote and a cold backend: allow for a busy machine. */
const FIRST_RENDER = { timeout: 20_000 };
test('the name in the link opens the card: image, name, price with the original struck through, Inquire', async ({
  page,
}) => {
  const card = cards.find((c) => c.original_price !== null && Number(c.original_price) > Number(c.price)) ?? cards[0]!;
  await page.goto(`/product-detail/${encodeURIComponent(card.name)}`);
  await expect(page.getByRole('heading', { level: 1, name: card.name })).toBeVisible(FIRST_RENDER);
  await expect(page.getByTestId('product-price')).toContainText(money(card.price));
  if (card.original_price !== null && Number(card.original_price) > Number(card.price)) {
    await expect(page.getByTestId('product-price').locator('s')).toContainText(money(card.original_price));
  }
  await expect(page.getByRole('img', { name: card.name })).toBeVisible();
  await expect(page).toHaveTitle(`${card.name} — Keepsake Lane`);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<
    string,
    unknown
  >;
  expect(ld).toMatchObject({
    '@type': 'Product',
    name: card.name,
    offers: { price: Number(card.price).toFixed(2), priceCurrency: 'USD' },
  });

  await page.getByRole('link', { name: 'Inquire About This Product' }).click();
  await expect(page).toHaveURL(`/contact?product=${encodeURIComponent(card.name)}`);
  await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
});

test('a slugified name finds the same product', async ({ page }) => {
  const card = cards.find((c) => c.name === "Baby's First Christmas Ornament");
  expect(card, 'the seed names this product').toBeTruthy();
  await page.goto('/product-detail/babys-first-christmas-ornament');
  await expect(page.getByRole('heading', { level: 1, name: card!.name })).toBeVisible(FIRST_RENDER);
});

test('an unknown or malformed slug shows Product Not Found with Back to Products', async ({ page }) => {
  for (const path of ['/product-detail/no-such-gift-anywhere', '/product-detail/%E0%A4%A']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible(FIRST_RENDER);
  }
  await page.getByRole('link', { name: 'Back to Products' }).click();
  await expect(page).toHaveURL(/\/products$/);
});
