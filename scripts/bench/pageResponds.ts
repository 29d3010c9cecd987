/**
 * When a page responds on a throttled phone (issue 31): real Chromium through the DevTools protocol at
 * 4× CPU slowdown, 150 ms round trip, 1.6 Mbps down, 750 kbps up, 412 × 823 with touch, a fresh context
 * (cold cache) per run. Per page: first paint, and `keepsake:page-responds` (the shell's mark, set with
 * `<html data-hydrated>`: the frame and every server-rendered slot respond to taps). Medians of `runs`.
 *   npx tsx scripts/bench/pageResponds.ts [--runs 3]     (its own stack, offset PAGE_RESPONDS_PORT_OFFSET, 960)
 *   npx tsx scripts/bench/pageResponds.ts --against /work/wt-other [--runs 7]
 *     A/B: this checkout's builds (A) against another checkout's (B, built there), each on its own stack, the
 *     runs alternated (A B, B A, …) so both sides meet the same machine; a first, cold run of each is left out.
 *     Besides page responds it prints the tail: how long after the page's last script byte it responded, the
 *     part a change to what runs (not to what downloads) moves. On 2 shared cores single runs swing by ±0.5 s:
 *     an A/A run here (this checkout against a clean clone of it, 5 runs each, load 4–5) had medians up to
 *     0.25 s apart on a page. Take 7 runs or more, and trust a difference only where the two sides' runs
 *     hardly overlap.
 * `npm run bench` runs it too, against its own stack, and puts the figures in its report.
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser } from '@playwright/test';
import { launchBenchBrowser } from './benchBrowser';

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

interface Sample {
  firstPaintMs: number;
  respondsMs: number;
  /** When the last script the page fetched before it responded finished downloading. */
  lastScriptMs: number;
}

/** One cold load of `route` on the throttled phone, until the page responds. */
async function samplePage(browser: Browser, origin: string, route: string): Promise<Sample> {
  const { context, page, read, untilResponds } = await openThrottledPhone(browser);
  try {
    await page.goto(`${origin}${route}`, { waitUntil: 'commit' });
    await untilResponds(route);
    return (
      (await read<Sample>(`(() => {
        const respondsMs = performance.getEntriesByName('keepsake:page-responds')[0]?.startTime ?? NaN;
        const scripts = performance.getEntriesByType('resource')
          .filter((e) => /\\.m?js(\\?|$)/.test(e.name) && e.startTime < respondsMs);
        return {
          firstPaintMs: performance.getEntriesByName('first-paint')[0]?.startTime ?? NaN,
          respondsMs,
          lastScriptMs: Math.max(...scripts.map((e) => e.responseEnd)),
        };
      })()`)) ?? { firstPaintMs: NaN, respondsMs: NaN, lastScriptMs: NaN }
    );
  } finally {
    await context.close();
  }
}

export async function measurePageResponds(origin: string, routes: string[], runs = 3): Promise<PageRespondsFigure[]> {
  const browser = await launchBenchBrowser();
  const figures: PageRespondsFigure[] = [];
  try {
    for (const route of routes) {
      const samples: Sample[] = [];
      for (let run = 0; run < runs; run += 1) samples.push(await samplePage(browser, origin, route));
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

/**
 * A/B on one machine: each page loaded `runs` times from each origin, alternated (A B, then B A, …) after a
 * first, cold load of each that is left out. Prints every run, then per page the medians of page responds, of
 * the last script byte and of the tail between them, with the load average.
 */
export async function comparePageResponds(origins: { A: string; B: string }, routes: string[], runs = 7) {
  const browser = await launchBenchBrowser();
  const rows = [
    '| page | side | page responds | last script byte | tail after it | first paint |',
    '|---|---|---:|---:|---:|---:|',
  ];
  const ms = (values: number[]) => `${Math.round(median(values))} ms`;
  try {
    for (const route of routes) {
      const samples: Record<'A' | 'B', Sample[]> = { A: [], B: [] };
      for (let run = 0; run <= runs; run += 1) {
        for (const side of run % 2 ? (['B', 'A'] as const) : (['A', 'B'] as const)) {
          const sample = await samplePage(browser, origins[side], route);
          if (run === 0) continue; // the first render of a route on a fresh stack is a cold server render
          samples[side].push(sample);
          console.log(
            `${route} ${side} #${run}: responds ${Math.round(sample.respondsMs)} ms, last script byte ${Math.round(
              sample.lastScriptMs,
            )} ms, tail ${Math.round(sample.respondsMs - sample.lastScriptMs)} ms (load ${loadavg()[0]!.toFixed(1)})`,
          );
        }
      }
      for (const side of ['A', 'B'] as const) {
        const s = samples[side];
        rows.push(
          `| \`${route}\` | ${side} | ${ms(s.map((x) => x.respondsMs))} | ${ms(s.map((x) => x.lastScriptMs))} | ${ms(
            s.map((x) => x.respondsMs - x.lastScriptMs),
          )} | ${ms(s.map((x) => x.firstPaintMs))} |`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  return rows.join('\n');
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
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const against = option('--against');
  const runs = Number(option('--runs') ?? (against ? 7 : 3));
  const offset = Number(process.env.PAGE_RESPONDS_PORT_OFFSET ?? 960);
  const routes = ['/', '/category/mugs', '/product/KL-MUG-110'];
  const stack = await startShopStack({
    offset,
    backend: { reset: true, dataDir: `.data/page-responds-${offset}/backend` },
  });
  // B: the other checkout's own stack code, serving that checkout's builds (it must have been built there).
  const other = against
    ? await (
        (await import(resolve(against, 'scripts/lib/stack.ts'))) as { startShopStack: typeof startShopStack }
      ).startShopStack({
        offset: offset + 20,
        backend: { reset: true, dataDir: `.data/page-responds-${offset + 20}/backend` },
      })
    : undefined;
  try {
    if (other) {
      const table = await comparePageResponds({ A: stack.urls.shell, B: other.urls.shell }, routes, runs);
      console.log(`\nThrottled phone, A = this checkout, B = ${against}, medians of ${runs} alternated runs:\n`);
      console.log(table);
    } else {
      const figures = await measurePageResponds(stack.urls.shell, routes, runs);
      console.log(`Throttled phone (4× CPU, 150 ms RTT, 1.6 Mbps, 412 px), medians of ${runs}:\n`);
      console.log(pageRespondsTable(figures));
    }
  } finally {
    await other?.stop();
    await stack.stop();
  }
}
