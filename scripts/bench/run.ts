/**
 * `npm run bench`: the federated shop against the monolith baseline, in
 * Lighthouse 12 on headless Chromium, mobile and desktop, on the home page, a
 * category page and a product page. Both render on the server: the federated
 * shop is the stack (offset `BENCH_PORT_OFFSET`, 800 by default), its shell's
 * server loading the remotes' server code over federation; the monolith is the
 * same shell server built with that code bundled in
 * (`dist-monolith-server/main.js --dist dist-monolith`), on its own port with
 * the same `/remotes.json`. Then the product page's server render, warm, on
 * both. Reports medians and ratios in `bench/report.md` and
 * `bench/report.json` (raw Lighthouse results in `bench/out/`), and stops
 * everything it started.
 *   npm run bench                      label the figures "after" (the default)
 *   npm run bench -- --as before       label them "before"
 *   npm run bench -- --runs 5          runs per page and profile (default 3)
 *   npm run bench -- --no-build        bench the builds already there
 *   npm run bench -- --no-report       print the table only (a quick look while working)
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { LaunchedChrome } from 'chrome-launcher';
import { shopApps } from '../lib/apps';
import { securityHeaders } from '../../shell/server/securityHeaders';
import { repoRoot, startShopStack, type ShopStack } from '../lib/stack';
import {
  medianFigures,
  ratiosOf,
  runMarkdown,
  writeReport,
  type BenchRun,
  type Build,
  type PageResult,
} from './benchReport';
import { buildMonolith, monolithDist, monolithServerMain } from './buildMonolith';
import { auditPage, gzipSizeFromBuilds, launchBenchChrome, profiles, type PageFigures } from './pageAudit';
import { startPageServer, type PageServer } from './pageServer';
import { measureWarmRender } from './warmRender';
import { measurePageResponds, pageRespondsTable } from './pageResponds';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const label = option('--as') ?? 'after';
const runs = Number(option('--runs') ?? 3);
const offset = Number(process.env.BENCH_PORT_OFFSET ?? 800);
const benchDir = resolve(repoRoot, 'bench');
const outDir = resolve(benchDir, 'out');
const started = Date.now();
const loadAtStart = loadavg()[0]!;

/** Builds of remotes under active development may fail for a moment: retry after a pause. */
async function buildFederated(only: string[] = []): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const result = spawnSync('npx', ['tsx', 'scripts/build.ts', ...only], { cwd: repoRoot, stdio: 'inherit' });
    if (result.status === 0) return;
    if (attempt === 3) throw new Error('The federated build failed three times.');
    console.log('The build failed; retrying in a minute…');
    await sleep(60_000);
  }
}

/**
 * Copies of the builds, served for the whole bench: other work in the same
 * checkout may rebuild an app's `dist/` while Lighthouse loads the page. A
 * build is copied once it is complete (its `.build-hash` stamp is written
 * last) and unchanged while it was copied.
 */
async function snapshotBuilds(): Promise<Record<string, string>> {
  const dirs: Record<string, string> = {};
  const buildsDir = resolve(outDir, 'builds');
  rmSync(buildsDir, { recursive: true, force: true });
  for (const app of shopApps) {
    const dist = resolve(repoRoot, app.dir, 'dist');
    const stamp = () => (existsSync(`${dist}/.build-hash`) ? readFileSync(`${dist}/.build-hash`, 'utf8') : null);
    const copy = (dirs[app.dir] = resolve(buildsDir, app.dir));
    for (let attempt = 1; ; attempt += 1) {
      const before = stamp();
      if (before) {
        rmSync(copy, { recursive: true, force: true });
        cpSync(dist, copy, { recursive: true });
        if (stamp() === before) break;
      }
      if (attempt === 5) throw new Error(`${app.dir}/dist kept changing: could not copy it.`);
      // Someone else is building it, or built it without the stamp (a plain `vite build`): build it again.
      console.log(`${app.dir}/dist changed under the bench; building it again…`);
      await sleep(5_000);
      await buildFederated([app.dir, '--force']);
    }
  }
  dirs.monolith = resolve(buildsDir, 'monolith');
  cpSync(monolithDist, dirs.monolith, { recursive: true });
  // The monolith's server, next to its browser build (node_modules is still found from there, up the tree).
  dirs.monolithServer = resolve(buildsDir, 'monolith-server');
  cpSync(resolve(monolithServerMain, '..'), dirs.monolithServer, { recursive: true });
  return dirs;
}

interface Closable {
  close(): Promise<unknown>;
}
let stack: ShopStack | null = null;
let monolithServer: PageServer | null = null;
let federatedServer: Closable | null = null;
let chrome: LaunchedChrome | null = null;
function stopChrome(): void {
  chrome?.kill();
  chrome = null;
}
async function stopEverything(): Promise<void> {
  stopChrome();
  await monolithServer?.close();
  monolithServer = null;
  await federatedServer?.close();
  federatedServer = null;
  await stack?.stop();
  stack = null;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`\n${signal}: stopping the bench's servers and Chromium…`);
    void stopEverything().finally(() => process.exit(130));
  });
}

/** A featured product's SKU (else any product's): the product page to bench. */
async function productSku(backend: { url: string; anonKey: string }): Promise<string | null> {
  for (const filter of ['&featured=eq.true', '']) {
    const response = await fetch(`${backend.url}/rest/v1/products_view?select=sku${filter}&limit=1`, {
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}` },
    });
    const rows = (await response.json()) as { sku: string }[];
    if (rows[0]) return rows[0].sku;
  }
  return null;
}

/** Lighthouse now and then loses a trace (NO_NAVSTART): try again, in a fresh Chromium. */
async function auditWithRetry(options: Omit<Parameters<typeof auditPage>[0], 'chromePort'>): Promise<PageFigures> {
  for (let attempt = 1; ; attempt += 1) {
    chrome ??= await launchBenchChrome();
    try {
      return await auditPage({ ...options, chromePort: chrome.port });
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`${options.url}: ${error instanceof Error ? error.message : String(error)}; retrying`);
      chrome.kill();
      chrome = null;
    }
  }
}

try {
  if (!args.includes('--no-build')) {
    await buildFederated();
    await buildMonolith();
  }
  mkdirSync(outDir, { recursive: true });
  const builds = await snapshotBuilds();

  stack = await startShopStack({
    offset,
    backend: { reset: true, dataDir: `.data/bench-${offset}/backend` },
    headers: (o) => securityHeaders(o),
    distDirs: Object.fromEntries(shopApps.map((app) => [app.server, builds[app.dir]])),
  });
  const monolithPort = Number(new URL(stack.urls.shell).port) + 10;
  monolithServer = await startPageServer({
    main: resolve(builds.monolithServer!, 'main.js'),
    port: monolithPort,
    remotesFile: stack.remotesFile,
    distDir: builds.monolith!,
  });
  const origin: Record<Build, string> = { federated: stack.urls.shell, monolith: `http://localhost:${monolithPort}` };
  if (!stack.backend) throw new Error('The bench needs the backend (backend/src/index.ts).');
  const found = await productSku(stack.backend);
  const sku = found ?? 'NO-PRODUCTS';
  const notes = found ? [] : ['The catalogue was empty (no seed): the product page showed its not-found state.'];
  if (!found) console.warn(`Warning: ${notes[0]}`);
  const routes = ['/', '/category/mugs', `/product/${encodeURIComponent(sku)}`];

  // Port → the build folder that served it, to size each script as gzip.
  const folderOfPort = new Map<string, string>([
    ...shopApps.map((app) => [new URL(stack!.urls[app.server]).port, builds[app.dir]!] as const),
    [String(monolithPort), builds.monolith!],
  ]);
  const gzipSizeOf = gzipSizeFromBuilds(folderOfPort);

  const pages: PageResult[] = [];
  for (const profile of profiles) {
    for (const route of routes) {
      const figures: Record<Build, PageFigures[]> = { federated: [], monolith: [] };
      // Alternate the builds, so a slow moment of the machine does not land on one of them only.
      for (let run = 1; run <= runs; run += 1) {
        for (const build of ['federated', 'monolith'] as const) {
          const name = `${build}-${profile}-${route.split('/')[1] || 'home'}-${run}`;
          const page = await auditWithRetry({
            url: `${origin[build]}${route}`,
            profile,
            gzipSizeOf,
            rawFile: resolve(outDir, `${name}.json`),
          });
          figures[build].push(page);
          console.log(
            `${profile} ${route} ${build} #${run}: score ${page.score}, LCP ${page.lcpMs} ms, TBT ${page.tbtMs} ms, ` +
              `CLS ${page.cls}, JS ${page.jsKb} KB, ${page.requests} requests, chain ${page.chain.depth}`,
          );
        }
      }
      const federated = medianFigures(figures.federated);
      const monolith = medianFigures(figures.monolith);
      pages.push({
        route: route.startsWith('/product/') ? '/product/:sku' : route,
        profile,
        federated,
        monolith,
        ratios: ratiosOf(federated, monolith),
      });
    }
  }

  // The product page rendered again and again, warm: the stack's shell server logs nothing back to this
  // process, so a second one, the same build on the same remotes, stands next to it for this figure.
  stopChrome();
  const federatedPageServer = await startPageServer({
    main: resolve(repoRoot, 'shell/dist-server/main.js'),
    port: Number(new URL(stack.urls.shell).port) + 20,
    remotesFile: stack.remotesFile,
    distDir: builds['shell']!,
  });
  federatedServer = federatedPageServer;
  const productRoute = routes[2]!;
  const serverRender = {
    federated: await measureWarmRender(federatedPageServer, productRoute),
    monolith: await measureWarmRender(monolithServer, productRoute),
  };
  for (const [build, figures] of Object.entries(serverRender))
    console.log(
      `server render ${productRoute} ${build}: client p50 ${figures.clientP50Ms} ms, p95 ${figures.clientP95Ms} ms; ` +
        `server p50 ${figures.serverP50Ms} ms (data ${figures.dataP50Ms} ms, render ${figures.renderP50Ms} ms)`,
    );

  // When each page responds on the throttled phone (issue 31): the figure a shopper's first tap feels.
  const pageResponds = await measurePageResponds(stack.urls.shell, routes, runs);
  const respondsTable =
    `Page responds on the throttled phone (4× CPU, 150 ms RTT, 1.6 Mbps, 412 px), medians of ${runs}, ` +
    `federated shop:\n\n${pageRespondsTable(pageResponds)}\n`;
  console.log(`\n${respondsTable}`);
  if (!args.includes('--no-report')) writeFileSync(resolve(benchDir, 'page-responds.md'), `# ${respondsTable}`);

  const lighthouseVersion = (
    JSON.parse(readFileSync(resolve(repoRoot, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }
  ).version;
  const chromium = execFileSync(process.env.CHROME_PATH ?? '/usr/bin/chromium', ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
  const run: BenchRun = {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    lighthouse: lighthouseVersion,
    chromium,
    runsPerPage: runs,
    sku,
    notes,
    machine: { cores: cpus().length, loadAtStart, loadAtEnd: loadavg()[0]! },
    minutes: Math.round((Date.now() - started) / 6000) / 10,
    pages,
    serverRender,
  };
  if (args.includes('--no-report')) {
    console.log(`\n${runMarkdown(label, run)}`);
  } else {
    const table = await writeReport(resolve(benchDir, 'report.json'), resolve(benchDir, 'report.md'), label, run);
    console.log(`\n${table}\n\nWritten: bench/report.md, bench/report.json (raw Lighthouse results in bench/out/).`);
  }
} finally {
  await stopEverything();
}
