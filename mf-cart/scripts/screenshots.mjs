/**
 * Look at the cart: seeds a cart, then screenshots the open drawer, the empty
 * drawer and the checkout at 1280 and 375 px, against a running shop:
 *   node mf-cart/scripts/screenshots.mjs http://localhost:5173 bench/out/cart
 */
import { chromium } from '@playwright/test';

const [base = 'http://localhost:5173', out = 'bench/out/cart'] = process.argv.slice(2);
const items = [
  {
    id: 'MUG-11OZ:ROSE',
    name: 'Grandma Name Mug',
    price: 18.99,
    image: 'product-images/mugs/name-mug.svg',
    quantity: 2,
    customization: { Style: '11 oz', Color: 'Rose', personalizationText: 'Best Grandma Ever', textColor: 'Gold' },
    productSku: 'MUG-11OZ',
  },
  {
    id: 'SIGN-12:OAK',
    name: 'Family Name Wooden Sign',
    price: 34.5,
    image: 'product-images/signs/family-sign.svg',
    quantity: 1,
    customization: { Material: 'Oak', personalizationText: 'The Millers · est. 2012' },
    productSku: 'SIGN-12',
  },
];
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
for (const width of [1280, 375]) {
  const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 900 } });
  page.on('console', (m) => m.type() === 'error' && console.log(`[${width}] console.error: ${m.text()}`));
  await page.goto(`${base}/contact`);
  await page.evaluate((v) => localStorage.setItem('keepsake-lane:cart:v1', JSON.stringify(v)), items);
  await page.reload({ waitUntil: 'networkidle' });
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Cart,/ })
    .click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}-drawer-${width}.png` });
  await page.keyboard.press('Escape');
  await page.goto(`${base}/checkout`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}-checkout-${width}.png`, fullPage: true });
  await page.evaluate(() => localStorage.setItem('keepsake-lane:cart:v1', '[]'));
  await page.goto(`${base}/contact`, { waitUntil: 'networkidle' });
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Cart,/ })
    .click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}-empty-${width}.png` });
  await page.close();
}
await browser.close();
console.log(`saved ${out}-{drawer,checkout,empty}-{1280,375}.png`);
