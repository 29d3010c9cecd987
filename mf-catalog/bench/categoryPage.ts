/**
 * Budget (issue 4): with 100,000 products in the database a category page
 * shows its first page within 1.5× of the time it takes with 1,000.
 *
 *   npm run build && npx tsx mf-catalog/bench/categoryPage.ts [--runs=7] [--rounds=3]
 *
 * For each catalogue size it starts the built shop and a backend on that
 * catalogue (SHOP_PORT_OFFSET, default 100), opens each page in real
 * Chromium and records when the first product card is on screen (from
 * navigation start), and also times the listing call on its own. Sizes
 * alternate over several rounds, so a busy machine weighs on both alike.
 * Prints medians, p90s and the 100k/1k ratios of the category pages; exits
 * 1 when a category page is over budget.
 */
import { resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { repoRoot, startShopStack } from '../../scripts/lib/stack';
import { growCatalogue } from './growCatalogue';

const sizes = [1_000, 100_000];
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 7);
const rounds = Number(process.argv.find((a) => a.startsWith('--rounds='))?.slice(9) ?? 3);
const offset = Number(process.env.SHOP_PORT_OFFSET ?? 100);
const BUDGET = 1.5;

/** The pages measured: a leaf category and a parent holding every product type (the budget), then all products and a search (for the record). */
const budgeted = ['/category/mugs', '/category/all-products'];
const pages = [...budgeted, '/products', '/products?q=mug'];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const p90 = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.9) - 1)] ?? NaN;

/** Milliseconds from navigation start until the first product card of the listing is in the DOM. */
async function firstPageTimes(browser: Browser, url: string): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => {
    const w = window as unknown as { __firstCardAt?: number };
    new MutationObserver((_, observer) => {
      if (document.querySelector('[aria-label="Products"] [data-testid="product-card"]')) {
        w.__firstCardAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  const times: number[] = [];
  for (let i = 0; i < runs + 2; i += 1) {
    try {
      await page.goto(url);
      await page.waitForFunction(
        () => (window as unknown as { __firstCardAt?: number }).__firstCardAt !== undefined,
        null,
        {
          timeout: 30_000,
        },
      );
    } catch (error) {
      // A load that never shows a card counts against the page, and the run goes on.
      console.log(`  ${url}: no product card within 30 s (${(error as Error).message.split('\n')[0]})`);
      if (i >= 2) times.push(Number.POSITIVE_INFINITY);
      continue;
    }
    const at = await page.evaluate(() => (window as unknown as { __firstCardAt: number }).__firstCardAt);
    if (i >= 2) times.push(at); // the first two warm the browser's cache of the shop's code
  }
  await context.close();
  return times;
}

/** Milliseconds of the listing call alone (first page of 24, with its total), from Node. */
async function callTimes(backend: { url: string; anonKey: string }, path: string): Promise<number[]> {
  const url = new URL(path, 'http://shop.invalid');
  const slug = url.pathname.startsWith('/category/') ? url.pathname.slice('/category/'.length) : null;
  const body = JSON.stringify({
    category_slug: slug,
    search: url.searchParams.get('q'),
    sort: 'featured',
    page_size: 24,
    page_offset: 0,
  });
  const times: number[] = [];
  for (let i = 0; i < runs * 3 + 3; i += 1) {
    const started = performance.now();
    const response = await fetch(`${backend.url}/rest/v1/rpc/category_products`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        authorization: `Bearer ${backend.anonKey}`,
        'content-type': 'application/json',
      },
      body,
    });
    const result = (await response.json()) as { total?: number };
    if (!response.ok || typeof result.total !== 'number')
      throw new Error(`${path}: ${response.status} ${JSON.stringify(result).slice(0, 200)}`);
    if (i >= 3) times.push(performance.now() - started);
  }
  return times;
}

type Figures = Record<string, { page: number[]; call: number[]; total: number }>;

async function measure(size: number): Promise<Figures> {
  const dataDir = resolve(repoRoot, '.data', 'bench-catalog', String(size));
  await growCatalogue(dataDir, size);
  const stack = await startShopStack({ offset, backend: { dataDir, reset: false }, quiet: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const figures: Figures = {};
  try {
    if (!stack.backend) throw new Error('the backend did not start');
    for (const path of pages) {
      const call = await callTimes(stack.backend, path);
      const page = await firstPageTimes(browser, `${stack.urls.shell}${path}`);
      const total = await totalOf(stack.backend, path);
      figures[path] = { page, call, total };
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
  return figures;
}

async function totalOf(backend: { url: string; anonKey: string }, path: string): Promise<number> {
  const url = new URL(path, 'http://shop.invalid');
  const slug = url.pathname.startsWith('/category/') ? url.pathname.slice('/category/'.length) : null;
  const response = await fetch(`${backend.url}/rest/v1/rpc/category_products`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      authorization: `Bearer ${backend.anonKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ category_slug: slug, search: url.searchParams.get('q'), page_size: 1 }),
  });
  return ((await response.json()) as { total: number }).total;
}

const results = new Map<number, Figures>();
for (let round = 1; round <= rounds; round += 1) {
  for (const size of sizes) {
    console.log(`round ${round}/${rounds}: ${size.toLocaleString('en-US')} products`);
    const figures = await measure(size);
    const sofar = results.get(size);
    if (!sofar) results.set(size, figures);
    else
      for (const path of pages) {
        sofar[path]!.page.push(...figures[path]!.page);
        sofar[path]!.call.push(...figures[path]!.call);
      }
  }
}

const fmt = (ms: number) => `${ms.toFixed(0).padStart(5)} ms`;
const [small, large] = sizes.map((s) => results.get(s)!) as [Figures, Figures];
let overBudget = false;
console.log(
  `\nfirst page on screen (median / p90 of ${runs * rounds} loads) and the listing call alone (median of ${runs * 3 * rounds})\n`,
);
console.log('page                       matches 1k→100k        page 1k        page 100k   ratio   call 1k  call 100k');
for (const path of pages) {
  const a = small[path]!;
  const b = large[path]!;
  const ratio = median(b.page) / median(a.page);
  if (budgeted.includes(path) && ratio > BUDGET) overBudget = true;
  console.log(
    `${path.padEnd(26)} ${`${a.total}→${b.total}`.padStart(14)}  ${fmt(median(a.page))}/${fmt(p90(a.page))}  ${fmt(median(b.page))}/${fmt(p90(b.page))}  ${ratio.toFixed(2).padStart(5)}×  ${fmt(median(a.call))}  ${fmt(median(b.call))}`,
  );
}
console.log(`\nbudget (category pages): 100k within ${BUDGET}× of 1k — ${overBudget ? 'OVER BUDGET' : 'met'}`);
process.exit(overBudget ? 1 : 0);
