/**
 * "Server render of a product page whose product has 10,000 reviews, warm,
 * p50 ≤ 50 ms, and within 1.2× of a product with none" (issue 30): the
 * embedded backend's data directory is made from the template, one product
 * is grown to 10,000 reviews (growReviews.ts), then the shop runs on it
 * (built apps: build first) and the shell's server build renders both
 * product pages again and again (warmRender.ts, as `npm run bench` does).
 *
 *   npx tsx scripts/bench/reviews/renderBench.ts [--offset 600] [--reviews 10000] [--save-html <dir>]
 *
 * (`SHOP_PAGE_CACHE_MB=0` before it measures the render itself, without the shell's render cache;
 * `--save-html` keeps both pages' HTML as rendered.)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { openDataDir } from '../../../backend/src/db/openDataDir';
import { defaultTemplateDir } from '../../../backend/src/paths';
import { repoRoot, startShopStack, type ShopStack } from '../../lib/stack';
import { startPageServer, type PageServer } from '../pageServer';
import { measureWarmRender } from '../warmRender';
import { growReviews } from './growReviews';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const offset = arg('offset', 600);
const reviews = arg('reviews', 10_000);
const saveHtmlAt = process.argv.indexOf('--save-html');
const saveHtml = saveHtmlAt >= 0 ? resolve(process.argv[saveHtmlAt + 1]!) : null;
const dataDir = resolve(repoRoot, `.data/bench-reviews-${offset}/backend`);
const REVIEWED = 'KL-MUG-101';

const opened = await openDataDir({ dataDir, templateDir: defaultTemplateDir, reset: true, log: () => undefined });
let unreviewed: string;
try {
  const grown = performance.now();
  await growReviews((sql, params) => opened.pg.query(sql, params as unknown[]), REVIEWED, reviews);
  const { rows } = await opened.pg.query<{ sku: string }>(
    'select sku from public.products where is_active and review_count is null order by id limit 1',
  );
  unreviewed = rows[0]!.sku;
  console.log(
    `${REVIEWED} grown to ${reviews} reviews in ${Math.round(performance.now() - grown)} ms; none: ${unreviewed}`,
  );
} finally {
  await opened.pg.close();
  opened.releaseLock();
}

let stack: ShopStack | null = null;
let server: PageServer | null = null;
try {
  stack = await startShopStack({ offset, backend: { reset: false, dataDir, rateLimit: 1_000_000 } });
  server = await startPageServer({
    main: resolve(repoRoot, 'shell/dist-server/main.js'),
    port: Number(new URL(stack.urls.shell).port) + 30,
    remotesFile: stack.remotesFile,
    distDir: resolve(repoRoot, 'shell/dist'),
  });
  // the first, cold renders may run past the server's data time limit (their data is then left to the browser):
  // warm both pages until each is rendered whole, then measure
  for (const path of [`/product/${REVIEWED}`, `/product/${unreviewed}`]) {
    for (let i = 0; i < 60; i += 1) {
      const response = await fetch(`${server.url}${path}`);
      await response.text();
      if (!response.headers.get('cache-control')?.includes('no-store')) break;
    }
  }
  if (saveHtml) {
    mkdirSync(saveHtml, { recursive: true });
    for (const [name, path] of [
      ['reviewed', `/product/${REVIEWED}`],
      ['unreviewed', `/product/${unreviewed}`],
    ])
      writeFileSync(resolve(saveHtml, `${name}.html`), await (await fetch(`${server.url}${path}`)).text());
  }
  const many = await measureWarmRender(server, `/product/${REVIEWED}`);
  const none = await measureWarmRender(server, `/product/${unreviewed}`);
  const ratio = Math.round((many.clientP50Ms / none.clientP50Ms) * 100) / 100;
  for (const [name, figures] of [
    [`${reviews} reviews`, many],
    ['no reviews', none],
  ] as const)
    console.log(
      `${name.padEnd(14)} ${figures.path}: client p50 ${figures.clientP50Ms} ms, p95 ${figures.clientP95Ms} ms; ` +
        `server p50 ${figures.serverP50Ms} ms (data ${figures.dataP50Ms} ms), ${figures.htmlKb} KB`,
    );
  console.log(
    `\nwarm p50 at ${reviews} reviews ${many.clientP50Ms} ms (target ≤ 50 ms: ${many.clientP50Ms <= 50 ? 'met' : 'NOT met'}); ` +
      `${ratio}× the product with none (target ≤ 1.2×: ${ratio <= 1.2 ? 'met' : 'NOT met'})`,
  );
} finally {
  await server?.close();
  await stack?.stop();
}
