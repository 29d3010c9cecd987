/**
 * Screenshot a page of the running shop in headless Chromium, at 1280 and 375 px:
 *   npx tsx scripts/screenshot.ts http://localhost:5173/ out/home [--full] [--wait=SELECTOR]
 * Prints console errors and failed requests, so a look is also a check.
 */
import { launchBenchBrowser } from './bench/benchBrowser';

const [url, out = 'bench/out/shot', ...flags] = process.argv.slice(2);
if (!url) throw new Error('Usage: npx tsx scripts/screenshot.ts <url> [out] [--full] [--wait=SELECTOR]');
const full = flags.includes('--full');
const wait = flags.find((f) => f.startsWith('--wait='))?.slice(7);
const browser = await launchBenchBrowser();
for (const width of [1280, 375]) {
  const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 900 } });
  page.on(
    'console',
    (m) => ['error', 'warning'].includes(m.type()) && console.log(`[${width}] console.${m.type()}: ${m.text()}`),
  );
  page.on('requestfailed', (r) => console.log(`[${width}] failed: ${r.url()} ${r.failure()?.errorText}`));
  await page.goto(url, { waitUntil: 'networkidle' });
  if (wait)
    await page.waitForSelector(wait, { timeout: 10_000 }).catch(() => console.log(`[${width}] ${wait} not found`));
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}-${width}.png`, fullPage: full });
  await page.close();
}
await browser.close();
console.log(`saved ${out}-1280.png and ${out}-375.png`);
