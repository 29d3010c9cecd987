/**
 * When a page responds on a throttled phone (issue 31): real Chromium through the DevTools protocol at
 * 4× CPU slowdown, 150 ms round trip, 1.6 Mbps down, 750 kbps up, 412 × 823 with touch, a fresh context
 * (cold cache) per run. Per page: first paint, and `keepsake:page-responds` (the shell's mark, set with
 * `<html data-hydrated>`: the frame and every server-rendered slot respond to taps). Medians of `runs`.
 *   npx tsx scripts/bench/pageResponds.ts [--runs 3]     (its own stack, offset PAGE_RESPONDS_PORT_OFFSET, 960)
 * `npm run bench` runs it too, against its own stack, and puts the figures in its report.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type Browser } from '@playwright/test';

export const phone = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  viewport: { width: 412, height: 823 },
};

/**
 * A fresh context (cold cache) on the throttled phone above, with its DevTools session. `read` evaluates an
 * expression through the DevTools protocol, and `untilResponds` asks every 100 ms until `<html data-hydrated>`:
 * Playwright's own waiting (`waitForSelector`) installs its injected script in the page, which took 0.5–1 s of
 * the throttled phone's main thread while the page was loading, time no shopper's phone spends. (A read that
 * meets the new document's commit has no context to run in: it reads nothing, and is asked again.)
 */
export async function openThrottledPhone(browser: Browser) {
  const context = await browser.newContext({ viewport: phone.viewport, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: phone.latencyMs,
    downloadThroughput: phone.downloadBytesPerSecond,
    uploadThroughput: phone.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.cpuSlowdown });
  const read = async <T>(expression: string): Promise<T | null> =>
    cdp.send('Runtime.evaluate', { expression, returnByValue: true }).then(
      (answer) => (answer.result.value as T | undefined) ?? null,
      () => null,
    );
  const untilResponds = async (label: string) => {
    const deadline = Date.now() + 60_000;
    while (!(await read<boolean>('Boolean(document.documentElement?.dataset.hydrated)'))) {
      if (Date.now() > deadline) throw new Error(`${label} never responded (no <html data-hydrated> in 60 s)`);
      await sleep(100);
    }
  };
  return { context, page, cdp, read, untilResponds };
}

export interface PageRespondsFigure {
  route: string;
  /** Medians, ms from navigation start. */
  firstPaintMs: number;
  respondsMs: number;
  runs: { firstPaintMs: number; respondsMs: number }[];
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export async function measurePageResponds(origin: string, routes: string[], runs = 3): Promise<PageRespondsFigure[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const figures: PageRespondsFigure[] = [];
  try {
    for (const route of routes) {
      const samples: PageRespondsFigure['runs'] = [];
      for (let run = 0; run < runs; run += 1) {
        const { context, page, read, untilResponds } = await openThrottledPhone(browser);
        await page.goto(`${origin}${route}`, { waitUntil: 'commit' });
        await untilResponds(route);
        samples.push(
          (await read<{ firstPaintMs: number; respondsMs: number }>(`({
            firstPaintMs: performance.getEntriesByName('first-paint')[0]?.startTime ?? NaN,
            respondsMs: performance.getEntriesByName('keepsake:page-responds')[0]?.startTime ?? NaN,
          })`)) ?? { firstPaintMs: NaN, respondsMs: NaN },
        );
        await context.close();
      }
      figures.push({
        route,
        firstPaintMs: Math.round(median(samples.map((s) => s.firstPaintMs))),
        respondsMs: Math.round(median(samples.map((s) => s.respondsMs))),
        runs: samples.map((s) => ({ firstPaintMs: Math.round(s.firstPaintMs), respondsMs: Math.round(s.respondsMs) })),
      });
    }
  } finally {
    await browser.close();
  }
  return figures;
}

export function pageRespondsTable(figures: PageRespondsFigure[]): string {
  return [
    '| page | first paint | page responds (`keepsake:page-responds`) | runs (responds, ms) |',
    '|---|---:|---:|---|',
    ...figures.map(
      (f) =>
        `| \`${f.route}\` | ${(f.firstPaintMs / 1000).toFixed(2)} s | ${(f.respondsMs / 1000).toFixed(2)} s | ${f.runs
          .map((r) => r.respondsMs)
          .join(', ')} |`,
    ),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { startShopStack } = await import('../lib/stack');
  const args = process.argv.slice(2);
  const runs = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : 3;
  const offset = Number(process.env.PAGE_RESPONDS_PORT_OFFSET ?? 960);
  const stack = await startShopStack({
    offset,
    backend: { reset: true, dataDir: `.data/page-responds-${offset}/backend` },
  });
  try {
    const figures = await measurePageResponds(stack.urls.shell, ['/', '/category/mugs', '/product/KL-MUG-110'], runs);
    console.log(`Throttled phone (4× CPU, 150 ms RTT, 1.6 Mbps, 412 px), medians of ${runs}:\n`);
    console.log(pageRespondsTable(figures));
  } finally {
    await stack.stop();
  }
}
