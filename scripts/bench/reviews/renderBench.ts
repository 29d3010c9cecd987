/**
 * "Server render of a product page whose product has 10,000 reviews, warm,
 * p50 ≤ 50 ms, and within 1.2× of a product with none" (issue 30): the
 * embedded backend's data directory is made from the template, one product
 * is grown to 10,000 reviews (growReviews.ts), then the shop runs on it
 * (built apps: build first) and the shell's server build renders both
 * product pages again and again, taking turns (warmRender.ts, as `npm run bench` does).
 *
 *   npx tsx scripts/bench/reviews/renderBench.ts [--offset 600] [--reviews 10000] [--rounds 5] [--save-html <dir>]
 *
 * (`SHOP_PAGE_CACHE_MB=0` before it measures the render itself, without the shell's render cache;
 * `--save-html` keeps both pages' HTML as rendered.)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { openDataDir } from '../../../backend/src/db/openDataDir';
import { defaultTemplateDir } from '../../../backend/src/paths';
import { repoRoot, startShopStack, type ShopStack } from '../../lib/stack';
import { startPageServer, type PageServer } from '../pageServer';
import { measureWarmRender, type WarmRender } from '../warmRender';
import { growReviews } from './growReviews';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
// The shell's servers render no other pages in the background at start (their warm-up) while this measures.
process.env.SHOP_PAGE_WARM_UP ??= '0';
const offset = arg('offset', 600);
const reviews = arg('reviews', 10_000);
const rounds = arg('rounds', 5);
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
  stack = await startShopStack({
    offset,
    backend: { reset: false, dataDir, rateLimit: 1_000_000, writeLimit: 1_000_000 },
  });
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
  // The two pages take turns (rounds of 40 requests each), so a machine getting busier or quieter while it
  // measures weighs on both alike; each figure is the median over the rounds, the ratio the median of the rounds'.
  const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor((values.length - 1) / 2)]!;
  const runs: { many: WarmRender; none: WarmRender }[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const many = await measureWarmRender(server, `/product/${REVIEWED}`, { warmUp: 5, requests: 40 });
    const none = await measureWarmRender(server, `/product/${unreviewed}`, { warmUp: 5, requests: 40 });
    runs.push({ many, none });
  }
  const summary = (pick: (run: (typeof runs)[number]) => WarmRender) => {
    const all = runs.map(pick);
    return {
      path: all[0]!.path,
      client: median(all.map((r) => r.clientP50Ms)),
      p95: median(all.map((r) => r.clientP95Ms)),
      server: median(all.map((r) => r.serverP50Ms)),
      data: median(all.map((r) => r.dataP50Ms)),
      kb: all[0]!.htmlKb,
    };
  };
  const many = summary((run) => run.many);
  const none = summary((run) => run.none);
  const ratios = runs.map((run) => run.many.clientP50Ms / run.none.clientP50Ms);
  const ratio = Math.round(median(ratios) * 100) / 100;
  for (const [name, figures] of [
    [`${reviews} reviews`, many],
    ['no reviews', none],
  ] as const)
    console.log(
      `${name.padEnd(14)} ${figures.path}: client p50 ${figures.client} ms, p95 ${figures.p95} ms; ` +
        `server p50 ${figures.server} ms (data ${figures.data} ms), ${figures.kb} KB`,
    );
  console.log(
    `ratio per round: ${ratios.map((r) => r.toFixed(2)).join(' ')}; render cache ${
      process.env.SHOP_PAGE_CACHE_MB === '0' ? 'off' : 'on'
    }; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `\nwarm p50 at ${reviews} reviews ${many.client} ms (target ≤ 50 ms: ${many.client <= 50 ? 'met' : 'NOT met'}); ` +
      `${ratio}× the product with none (target ≤ 1.2×: ${ratio <= 1.2 ? 'met' : 'NOT met'})`,
  );
} finally {
  await server?.close();
  await stack?.stop();
}
