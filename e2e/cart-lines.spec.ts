import { expect, test, type Page } from './support/test';

/**
 * Cart lines say everything the shopper chose (issue 15, item 6): two lines
 * that differ only by lettering can be told apart in the drawer and in the
 * checkout summary, with the design by name and never an internal code.
 */

const FIRST_RENDER = { timeout: 20_000 };
const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart,/ });

async function addWithLettering(page: Page, lettering: string) {
  await page.getByRole('radio', { name: lettering, exact: true }).check();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
}

test('two lines that differ only by lettering are told apart, in the drawer and at checkout', async ({ page }) => {
  await page.goto('/product/KL-STK-101');
  await expect(page.getByRole('heading', { level: 1, name: /Stocking/ })).toBeVisible(FIRST_RENDER);
  await page.getByRole('radio', { name: 'Custom Name Script', exact: true }).check();
  await page.getByRole('textbox', { name: 'Name' }).fill('Emma');
  await addWithLettering(page, 'Classic Serif');
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  await addWithLettering(page, 'Block Capitals');
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');

  await cartButton(page).click();
  const drawer = page.getByRole('dialog', { name: /Your Cart/ });
  const lines = drawer.getByRole('listitem', { name: /Stocking/ });
  await expect(lines).toHaveCount(2);
  const options = lines.getByTestId('line-options');
  const [first, second] = await options.allTextContents();
  expect(first).not.toBe(second);
  for (const text of [first!, second!]) {
    // style, printing, color and design (by name), one label each (issue 33, item 7), then the text and how it is set
    expect(text).toMatch(/Style:.+Printing:.+Color:.+Design: Custom Name Script/);
    expect(text).not.toMatch(/Colour|Material|Options/);
    expect(text).toContain('Personalization: “Emma”');
    expect(text).not.toMatch(/DSN-|personalizationText|textColor|\bfont:/);
  }
  await expect(lines.filter({ hasText: 'Lettering: Classic Serif' })).toHaveCount(1);
  await expect(lines.filter({ hasText: 'Lettering: Block Capitals' })).toHaveCount(1);

  await drawer.getByRole('link', { name: 'Proceed to Checkout' }).click();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByTestId('line-options')).toHaveCount(2, FIRST_RENDER);
  await expect(summary.getByTestId('line-options').filter({ hasText: 'Lettering: Block Capitals' })).toHaveCount(1);
  await expect(summary.getByTestId('line-options').filter({ hasText: 'Lettering: Classic Serif' })).toHaveCount(1);
});

test('on a phone, no line of a cart line’s choices ends with a dangling "·" (issue 33, item 8)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/product/KL-STK-101');
  await expect(page.getByRole('heading', { level: 1, name: /Stocking/ })).toBeVisible(FIRST_RENDER);
  await page.getByRole('radio', { name: 'Custom Name Script', exact: true }).check();
  await page.getByRole('textbox', { name: 'Name' }).fill('Emma');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  await cartButton(page).click();
  const options = page.getByRole('dialog', { name: /Your Cart/ }).getByTestId('line-options');
  await expect(options).toContainText('Text color:');
  // what the browser draws, generated content included: every choice its own row, no separator anywhere
  const drawn = await options.evaluate((list) =>
    [...list.querySelectorAll('*')].flatMap((el) =>
      ['::before', '::after'].map((pseudo) => getComputedStyle(el, pseudo).content).filter((c) => c !== 'none'),
    ),
  );
  expect(drawn).toEqual([]);
  expect(await options.innerText()).not.toContain('·');
});
