/**
 * The main-thread cost of issuing a page's preloads (issue 31): when the HTML arrives, Chromium's preload
 * scanner asks for every script, style and picture the head names, in one task
 * (`HTMLDocumentParser::MaybeFetchQueuedPreloads`), at a few ms of main thread per request on a phone.
 * Lighthouse counts that task in TBT whenever its simulated first paint comes before it. Measured as
 * Lighthouse observes a load (no network throttling, 4× CPU slowdown), from a Chromium trace, per page:
 * the scanner's longest task, all its tasks together, and the requests they issued (JS among them).
 *   npx tsx scripts/bench/preloadScanCost.ts [--runs 3]     (its own stack, offset PRELOAD_SCAN_PORT_OFFSET, 940)
 */
import { launchBenchBrowser } from './benchBrowser';
import { startShopStack } from '../lib/stack';
import { median } from './pageResponds';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { url?: string };
}

interface ScanFigure {
  longestMs: number;
  totalMs: number;
  requests: number;
  scripts: number;
}

const args = process.argv.slice(2);
const runs = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : 3;
const offset = Number(process.env.PRELOAD_SCAN_PORT_OFFSET ?? 940);
const routes = ['/', '/category/mugs', '/product/KL-MUG-110'];

const stack = await startShopStack({
  offset,
  backend: { reset: true, dataDir: `.data/preload-scan-${offset}/backend` },
});
const browser = await launchBenchBrowser();

async function measure(url: string): Promise<ScanFigure> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise<void>((done) => cdp.once('Tracing.tracingComplete', () => done()));
  await cdp.send('Tracing.start', {
    categories: '*,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60_000 });
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  const timed = events.filter((e) => e.ph === 'X' && e.dur !== undefined);
  const scans = timed.filter((e) => e.name === 'HTMLDocumentParser::MaybeFetchQueuedPreloads');
  const within = (outer: TraceEvent) => (e: TraceEvent) =>
    e.pid === outer.pid && e.tid === outer.tid && e.ts >= outer.ts && e.ts + e.dur! <= outer.ts + outer.dur!;
  const requested = timed.filter(
    (e) => e.name === 'ResourceFetcher::requestResource' && scans.some((scan) => within(scan)(e)),
  );
  return {
    longestMs: Math.max(0, ...scans.map((e) => e.dur! / 1000)),
    totalMs: scans.reduce((sum, e) => sum + e.dur! / 1000, 0),
    requests: requested.length,
    scripts: requested.filter((e) => /\.m?js(\?|$)/.test(e.args?.url ?? '')).length,
  };
}

try {
  console.log(`The preload scanner's main-thread time as Lighthouse observes a load (4× CPU), medians of ${runs}:\n`);
  console.log('| page | longest task ms | all its tasks ms | requests issued (JS) | runs (longest ms) |');
  console.log('|---|---:|---:|---:|---|');
  for (const route of routes) {
    await fetch(`${stack.urls.shell}${route}`); // the server's render is warm, as for a shopper
    const samples: ScanFigure[] = [];
    for (let run = 0; run < runs; run += 1) samples.push(await measure(`${stack.urls.shell}${route}`));
    const m = (pick: (s: ScanFigure) => number) => Math.round(median(samples.map(pick)));
    console.log(
      `| \`${route}\` | ${m((s) => s.longestMs)} | ${m((s) => s.totalMs)} | ${m((s) => s.requests)} (${m((s) => s.scripts)}) | ${samples.map((s) => Math.round(s.longestMs)).join(', ')} |`,
    );
  }
} finally {
  await browser.close();
  await stack.stop();
}
