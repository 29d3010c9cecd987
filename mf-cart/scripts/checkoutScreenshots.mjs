/**
 * Look at the checkout: signs up a shopper, then screenshots the shipping
 * step (empty, with errors, filled) and the confirmation at 1280 and 375 px:
 *   node mf-cart/scripts/checkoutScreenshots.mjs http://localhost:5173 bench/out/checkout
 */
import { chromium } from '@playwright/test';

const [base = 'http://localhost:5173', out = 'bench/out/checkout'] = process.argv.slice(2);
const line = {
  id: 'KL-ORN-101-S1P1C1:DSN-NAME:shot',
  name: "Baby's First Christmas Ornament",
  price: 16.99,
  image: 'product-images/ornaments/red-star/kl-orn-101-1.svg',
  quantity: 2,
  customization: { Style: 'Round Bauble', Color: 'Cranberry Red', personalizationText: 'Baby Emma 2026' },
  productSku: 'KL-ORN-101',
  variantSku: 'KL-ORN-101-S1P1C1',
  designCode: 'DSN-NAME',
};
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
for (const width of [1280, 375]) {
  const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 900 } });
  page.on('console', (m) => m.type() === 'error' && console.log(`[${width}] console.error: ${m.text()}`));
  await page.goto(`${base}/contact`);
  await page.evaluate((v) => localStorage.setItem('keepsake-lane:cart:v1', JSON.stringify(v)), [line]);
  await page.goto(`${base}/auth?redirect=/checkout`);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('E-mail').fill(`shot-${Date.now()}@example.com`);
  await form.getByLabel('Password', { exact: true }).fill('gift-wrap-42');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(/\/checkout$/);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('button', { name: /^Place Order/ }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}-errors-${width}.png`, fullPage: true });
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Street address').fill('418 Maple Row');
  await page.getByLabel('City').fill('Portland');
  await page.getByLabel('State / Province').fill('OR');
  await page.getByLabel('ZIP / Postal code').fill('97205');
  await page.getByRole('radio', { name: /Invoice/ }).check();
  await page.getByLabel('School, team or organisation to invoice').fill('Lincoln Elementary PTA');
  await page.screenshot({ path: `${out}-filled-${width}.png`, fullPage: true });
  await page.getByRole('button', { name: /^Place Order/ }).click();
  await page.waitForURL(/confirmation/, { timeout: 10_000 }).catch(async () => {
    await page.screenshot({ path: `${out}-stuck-${width}.png`, fullPage: true });
    throw new Error('no confirmation: see the -stuck screenshot');
  });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}-confirmation-${width}.png`, fullPage: true });
  await page.close();
}
await browser.close();
console.log(`saved ${out}-{errors,filled,confirmation}-{1280,375}.png`);
