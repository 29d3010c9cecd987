/**
 * Lighthouse 12 mobile (or desktop) on the shop's three benched pages, with
 * what a fix needs beside the score: lantern's mode (how many scripts were done
 * before the observed first paint: docs/architecture.md, "Lighthouse's two
 * modes"), the LCP element and its phases, the scripts that keep the main
 * thread busy (TBT), the long tasks and the top opportunities. A quick look while working on issue 31's Lighthouse target
 * (`npm run bench` needs a monolith build and takes far longer).
 *
 * Starts its own stack (offset `--offset`, 600 by default) on copies of the
 * apps' current builds (others may rebuild `dist/` meanwhile), runs each page
 * `--runs` times (2 by default), alternating pages, prints every run and the
 * medians with the load average, and stops everything it started.
 *   npx tsx scripts/bench/lighthouse.ts
 *   npx tsx scripts/bench/lighthouse.ts --runs 3 --profile mobile --pages /,/category/mugs
 *   npx tsx scripts/bench/lighthouse.ts --details    also each run's long tasks and opportunities
 * Raw Lighthouse results: .data/bench-lighthouse/<page>-<run>.json.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { LaunchedChrome } from 'chrome-launcher';
import type { Result } from 'lighthouse';
import { securityHeaders } from '../../shell/server/securityHeaders';
import { shopApps } from '../lib/apps';
import { repoRoot, startShopStack, type ShopStack } from '../lib/stack';
import { auditPage, gzipSizeFromBuilds, launchBenchChrome, type PageFigures, type Profile } from './pageAudit';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const runs = Number(option('--runs') ?? 2);
const offset = Number(option('--offset') ?? 600);
const profile = (option('--profile') ?? 'mobile') as Profile;
const details = args.includes('--details');
const pages = (option('--pages') ?? '/,/category/mugs,/product/KL-MUG-110').split(',');
const outDir = resolve(repoRoot, '.data', 'bench-lighthouse');

/** Audits read for the diagnosis (they do not change the score). */
const extraAudits = [
  'bootup-time',
  'long-tasks',
  'mainthread-work-breakdown',
  'dom-size',
  'prioritize-lcp-image',
  'lcp-lazy-loaded',
  'render-blocking-resources',
  'unused-javascript',
  'uses-responsive-images',
  'modern-image-formats',
  'offscreen-images',
  'uses-rel-preconnect',
  'server-response-time',
  'total-byte-weight',
  'legacy-javascript',
  'duplicated-javascript',
  'critical-request-chains',
];

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** Copies of the current builds (a build is copied once its `.build-hash` stamp is there and unchanged). */
async function snapshotBuilds(): Promise<Record<string, string>> {
  const dirs: Record<string, string> = {};
  for (const app of shopApps) {
    const dist = resolve(repoRoot, app.dir, 'dist');
    const copy = (dirs[app.dir] = resolve(outDir, 'builds', app.dir));
    const stamp = () => (existsSync(`${dist}/.build-hash`) ? readFileSync(`${dist}/.build-hash`, 'utf8') : null);
    for (let attempt = 1; ; attempt += 1) {
      const before = stamp();
      if (before) {
        rmSync(copy, { recursive: true, force: true });
        cpSync(dist, copy, { recursive: true });
        if (stamp() === before) break;
      }
      if (attempt === 10) throw new Error(`${app.dir}/dist is not built or kept changing: build it first.`);
      await sleep(5_000);
    }
  }
  return dirs;
}

interface Row {
  [key: string]: unknown;
}
const items = (lhr: Result, id: string): Row[] =>
  ((lhr.audits[id]?.details as { items?: Row[] } | undefined)?.items ?? []) as Row[];
const short = (url: unknown) => String(url).replace(/^https?:\/\/localhost:\d+/, '');

/** The LCP's phases (TTFB, load delay, load time, render delay), as Lighthouse 12 lists them under the element. */
function lcpPhases(lhr: Result): string {
  const tables = items(lhr, 'largest-contentful-paint-element');
  const phases = (tables[1]?.items as Row[] | undefined) ?? [];
  return phases.map((p) => `${String(p.phase)} ${Math.round(Number(p.timing))}`).join(', ');
}

/**
 * Lantern's mode (issue 31): its simulated first paint keeps every high-priority script that finished before the
 * paint it observed (a module has no evaluation event of its own to prove otherwise), and its LCP every request
 * that finished before the observed LCP. Scripts done before the observed paint put a run in the slow mode
 * (FCP about 2.4 s); none, in the fast one (FCP about 0.7–1.3 s), where TBT then decides the score.
 */
function lanternMode(lhr: Result): string {
  const observed = (lhr.audits.metrics?.details as { items?: Row[] } | undefined)?.items?.[0] ?? {};
  const fcp = Number(observed.observedFirstContentfulPaint);
  const lcp = Number(observed.observedLargestContentfulPaint);
  const scripts = items(lhr, 'network-requests').filter((r) => r.resourceType === 'Script');
  const doneBy = (at: number) => scripts.filter((r) => Number(r.networkEndTime) <= at);
  const highBeforeFcp = doneBy(fcp).filter((r) => r.priority === 'High' || r.priority === 'VeryHigh');
  return (
    `observed FCP ${Math.round(fcp)} ms (${highBeforeFcp.length} high-priority scripts done before it), ` +
    `LCP ${Math.round(lcp)} ms (${doneBy(lcp).length} of ${scripts.length} scripts done before it)`
  );
}

function diagnosis(lhr: Result): string[] {
  const lines: string[] = [];
  lines.push(`    lantern: ${lanternMode(lhr)}`);
  lines.push(`    LCP phases (ms): ${lcpPhases(lhr)}`);
  const bootup = items(lhr, 'bootup-time')
    .slice(0, 6)
    .map((r) => `${short(r.url)} ${Math.round(Number(r.total))}`);
  lines.push(`    scripts' main-thread time (ms): ${bootup.join(', ')}`);
  const work = items(lhr, 'mainthread-work-breakdown')
    .slice(0, 5)
    .map((r) => `${String(r.groupLabel)} ${Math.round(Number(r.duration))}`);
  lines.push(`    main thread (ms): ${work.join(', ')}`);
  const dom = lhr.audits['dom-size']?.numericValue;
  lines.push(`    DOM elements: ${dom ?? '?'}`);
  if (details) {
    const tasks = items(lhr, 'long-tasks')
      .slice(0, 8)
      .map((r) => `${short(r.url)} @${Math.round(Number(r.startTime))} +${Math.round(Number(r.duration))}`);
    lines.push(`    long tasks: ${tasks.join(', ')}`);
    const opportunities = Object.values(lhr.audits)
      .filter((a) => a.details?.type === 'opportunity' && (a.numericValue ?? 0) > 0)
      .sort((a, b) => (b.numericValue ?? 0) - (a.numericValue ?? 0))
      .slice(0, 5)
      .map((a) => `${a.id} ${Math.round(a.numericValue ?? 0)} ms${a.displayValue ? ` (${a.displayValue})` : ''}`);
    lines.push(`    opportunities: ${opportunities.join('; ') || 'none'}`);
    const lcpImage = items(lhr, 'prioritize-lcp-image')[0];
    if (lcpImage) lines.push(`    preload the LCP image: ${short(lcpImage.url)} saves ${String(lcpImage.wastedMs)} ms`);
  }
  return lines;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

let stack: ShopStack | null = null;
let chrome: LaunchedChrome | null = null;
async function stopEverything(): Promise<void> {
  chrome?.kill();
  chrome = null;
  await stack?.stop();
  stack = null;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void stopEverything().finally(() => process.exit(130)));

try {
  mkdirSync(outDir, { recursive: true });
  const builds = await snapshotBuilds();
  stack = await startShopStack({
    offset,
    backend: { reset: true, dataDir: `.data/bench-lighthouse-${offset}/backend` },
    headers: (o) => securityHeaders(o),
    distDirs: Object.fromEntries(shopApps.map((app) => [app.server, builds[app.dir]])),
  });
  const folderOfPort = new Map(shopApps.map((app) => [new URL(stack!.urls[app.server]).port, builds[app.dir]!]));
  const gzipSizeOf = gzipSizeFromBuilds(folderOfPort);
  // One visit each first: the shell's server renders and caches the page, the remotes' server code is loaded.
  for (const page of pages) await fetch(`${stack.urls.shell}${page}`).then((r) => r.text());

  const figures = new Map<string, PageFigures[]>(pages.map((p) => [p, []]));
  const loads: number[] = [];
  for (let run = 1; run <= runs; run += 1) {
    for (const page of pages) {
      const rawFile = resolve(outDir, `${profile}-${page.split('/')[1] || 'home'}-${run}.json`);
      let result: PageFigures | null = null;
      for (let attempt = 1; !result; attempt += 1) {
        chrome ??= await launchBenchChrome();
        try {
          result = await auditPage({
            url: `${stack.urls.shell}${page}`,
            profile,
            chromePort: chrome.port,
            gzipSizeOf,
            rawFile,
            extraAudits,
          });
        } catch (error) {
          // Lighthouse now and then loses a trace (NO_NAVSTART): try again, in a fresh Chromium.
          if (attempt === 3) throw error;
          console.warn(`${page}: ${error instanceof Error ? error.message : String(error)}; retrying`);
          chrome.kill();
          chrome = null;
        }
      }
      loads.push(loadavg()[0]!);
      figures.get(page)!.push(result);
      console.log(
        `${profile} ${page} #${run}: score ${result.score}, FCP ${result.fcpMs}, LCP ${result.lcpMs}, ` +
          `TBT ${result.tbtMs} ms, CLS ${result.cls}, JS ${result.jsKb} KB (before responding ` +
          `${result.jsBeforeRespondsKb} KB), HTML ${result.htmlKb} KB, ${result.requests} requests (load ${load()})`,
      );
      console.log(`    LCP element: ${result.lcpElement}`);
      for (const line of diagnosis(JSON.parse(readFileSync(rawFile, 'utf8')) as Result)) console.log(line);
    }
  }
  console.log(`\nLighthouse ${profile}, medians of ${runs} (1-minute load during the runs ${median(loads)}):`);
  console.log('| page | score | runs | FCP ms | LCP ms | TBT ms | CLS |');
  console.log('|---|---:|---|---:|---:|---:|---:|');
  for (const [page, list] of figures) {
    const m = (pick: (f: PageFigures) => number) => Math.round(median(list.map(pick)) * 1000) / 1000;
    console.log(
      `| ${page} | ${m((f) => f.score)} | ${list.map((f) => f.score).join(' / ')} | ${m((f) => f.fcpMs)} | ` +
        `${m((f) => f.lcpMs)} | ${m((f) => f.tbtMs)} | ${m((f) => f.cls)} |`,
    );
  }
} finally {
  await stopEverything();
}
