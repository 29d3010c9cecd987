/**
 * `npm run load:pages`: the bounded load test of the server-rendered shop
 * (issue 16, item 9). Starts the whole shop (`startShopStack`, port offset
 * `LOAD_PORT_OFFSET`, 900 by default, a fresh seeded backend), and next to
 * the stack's shell server a second one of the same build on the same
 * `remotes.json` whose request log this process reads. Then 200 connections,
 * each sending one page request after the other for 30 s on loopback, across
 * a mix of pages: home, the products page, every category, every active
 * product (by SKU), searches, and pages that do not exist (404 expected).
 *
 * An error is any status other than the page's expected one (200, or 404 for
 * the missing pages), any socket error or time-out, and any body without the
 * page's closing `</html>`: the target is 0. Reports requests/s, the client's
 * latency p50/p95 and the server's own figures from its log (`ms`, `dataMs`,
 * `renderMs`, p50/p95), prints a table and writes `bench/load-pages.md` and
 * `bench/load-pages.json`.
 *   npm run load:pages
 *   npm run load:pages -- --connections 50 --seconds 10   a quick look (report not written)
 *   npm run load:pages -- --server <path to main.js>       another build of the shell's server
 */
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { writeFileSync } from 'node:fs';
import { Pool } from 'undici';
import { format, resolveConfig } from 'prettier';
import { repoRoot, startShopStack, type ShopStack } from '../lib/stack';
import { dataMsOf, percentile, startPageServer, type PageServer } from './pageServer';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const connections = Number(option('--connections') ?? 200);
const seconds = Number(option('--seconds') ?? 30);
const fullRun = connections === 200 && seconds === 30;
const offset = Number(process.env.LOAD_PORT_OFFSET ?? 900);
/** A page that takes longer than this, client side, counts as an error. */
const REQUEST_TIMEOUT_MS = 30_000;
/** How many times the warm-up asks for a page that comes with a part left to the browser. */
const WARM_UP_ATTEMPTS = 3;

interface PageKind {
  kind: string;
  paths: string[];
  expected: number;
  /** Share of the requests. */
  weight: number;
}

async function rows<T>(backend: { url: string; anonKey: string }, query: string): Promise<T[]> {
  const response = await fetch(`${backend.url}/rest/v1/${query}`, {
    headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}` },
  });
  if (!response.ok) throw new Error(`${query}: ${response.status}`);
  return (await response.json()) as T[];
}

async function pageMix(backend: { url: string; anonKey: string }): Promise<PageKind[]> {
  const categories = await rows<{ slug: string }>(backend, 'categories?select=slug');
  const products = await rows<{ sku: string }>(backend, 'products_view?select=sku');
  if (!categories.length || !products.length) throw new Error('The catalogue is empty: the load test needs the seed.');
  return [
    { kind: 'home', paths: ['/'], expected: 200, weight: 15 },
    { kind: 'products', paths: ['/products'], expected: 200, weight: 5 },
    {
      kind: 'category',
      paths: categories.map((c) => `/category/${encodeURIComponent(c.slug)}`),
      expected: 200,
      weight: 20,
    },
    {
      kind: 'product',
      paths: products.map((p) => `/product/${encodeURIComponent(p.sku)}`),
      expected: 200,
      weight: 45,
    },
    {
      kind: 'search',
      paths: ['mug', 'star', 'gift', 'tree'].map((q) => `/products?q=${q}`),
      expected: 200,
      weight: 10,
    },
    {
      kind: 'missing page',
      paths: ['/no-such-page', '/category/no-such-category', '/product/NO-SUCH-SKU'],
      expected: 404,
      weight: 5,
    },
  ];
}

/** A deterministic pick (no Math.random): request n of the run takes the n-th slot of the weighted mix. */
function picker(mix: PageKind[]): (n: number) => { kind: PageKind; path: string } {
  const slots = mix.flatMap((kind) => Array.from({ length: kind.weight }, () => kind));
  const next = new Map<PageKind, number>();
  return (n) => {
    const kind = slots[(n * 37) % slots.length]!;
    const index = next.get(kind) ?? 0;
    next.set(kind, index + 1);
    return { kind, path: kind.paths[index % kind.paths.length]! };
  };
}

interface Sample {
  kind: string;
  ms: number;
  /** The server's time for data and remote code (`Server-Timing`). */
  dataMs?: number;
  /** Sent with a part left to the browser (`Cache-Control: no-store`). */
  degraded?: boolean;
  /** A missing page sent 200 with its data left to the browser (it could not know it was missing in time). */
  lateMissing?: boolean;
  /** How the render cache answered (`X-Page-Cache`: hit, stale, stale-good, miss, off). */
  cache?: string;
  error?: string;
}

async function runLoad(server: PageServer, mix: PageKind[]): Promise<{ samples: Sample[]; wallSeconds: number }> {
  const pool = new Pool(server.url, { connections, pipelining: 1, keepAliveTimeout: 60_000 });
  const pick = picker(mix);
  const samples: Sample[] = [];
  let sent = 0;
  const started = performance.now();
  const endAt = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < endAt) {
      const { kind, path } = pick(sent++);
      const begun = performance.now();
      let error: string | undefined;
      let dataMs: number | undefined;
      let degraded = false;
      let lateMissing = false;
      let cache: string | undefined;
      try {
        const response = await pool.request({
          path,
          method: 'GET',
          headersTimeout: REQUEST_TIMEOUT_MS,
          bodyTimeout: REQUEST_TIMEOUT_MS,
        });
        const body = await response.body.text();
        dataMs = dataMsOf(response.headers['server-timing']);
        cache = String(response.headers['x-page-cache'] ?? 'none');
        degraded = String(response.headers['cache-control'] ?? '').includes('no-store');
        // A missing page whose data came too late is sent as the loading state, 200 and never cached (the
        // browser then shows "not found"): counted apart, not as an error.
        lateMissing = kind.expected === 404 && response.statusCode === 200 && degraded;
        if (response.statusCode !== kind.expected && !lateMissing) error = `${path}: status ${response.statusCode}`;
        else if (!body.includes('</html>')) error = `${path}: no </html> (${body.length} characters)`;
      } catch (caught) {
        error = `${path}: ${caught instanceof Error ? `${caught.name} ${caught.message}` : String(caught)}`;
      }
      samples.push({
        kind: kind.kind,
        ms: performance.now() - begun,
        dataMs,
        degraded,
        lateMissing,
        cache,
        ...(error ? { error } : {}),
      });
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const wallSeconds = (performance.now() - started) / 1000;
  await pool.close();
  return { samples, wallSeconds };
}

const round = (n: number) => Math.round(n * 10) / 10;
const spread = (values: number[]) => ({ p50: round(percentile(values, 50)), p95: round(percentile(values, 95)) });

let stack: ShopStack | null = null;
let server: PageServer | null = null;
async function stopEverything() {
  await server?.close();
  server = null;
  await stack?.stop();
  stack = null;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stopEverything().finally(() => process.exit(130)));
}

try {
  stack = await startShopStack({
    offset,
    // Page reads only; raised anyway so that no limit of the backend's shapes the figures.
    backend: {
      reset: true,
      dataDir: `.data/load-pages-${offset}/backend`,
      rateLimit: 1_000_000,
      writeLimit: 1_000_000,
    },
  });
  if (!stack.backend) throw new Error('The load test needs the backend (backend/src/index.ts).');
  server = await startPageServer({
    main: resolve(repoRoot, option('--server') ?? 'shell/dist-server/main.js'),
    port: Number(new URL(stack.urls.shell).port) + 30,
    remotesFile: stack.remotesFile,
    distDir: resolve(repoRoot, 'shell/dist'),
    backendKey: stack.shopServerKey,
  });
  const mix = await pageMix(stack.backend);
  const distinct = mix.reduce((sum, kind) => sum + kind.paths.length, 0);

  // Warm-up: every page once, one after the other (the remotes' server code loads, the backend's caches fill,
  // the server's render cache has a copy of each). A page sent with a part left to the browser (its first render
  // while the remote's code still loaded, a busy machine) is asked again, up to three times in all.
  const warmStarted = performance.now();
  let stillDegraded = 0;
  for (const kind of mix)
    for (const path of kind.paths)
      for (let attempt = 1; attempt <= WARM_UP_ATTEMPTS; attempt += 1) {
        const response = await fetch(`${server.url}${path}`);
        await response.text();
        if (response.status !== kind.expected) throw new Error(`Warm-up: ${path} answered ${response.status}.`);
        if (!String(response.headers.get('cache-control')).includes('no-store')) break;
        if (attempt === WARM_UP_ATTEMPTS) stillDegraded += 1;
      }
  console.log(
    `Warm-up: ${distinct} pages in ${Math.round((performance.now() - warmStarted) / 1000)} s, ` +
      `${stillDegraded} still with a part left to the browser after ${WARM_UP_ATTEMPTS} tries.`,
  );
  server.clearLog();

  const loadAtStart = loadavg()[0]!;
  console.log(`${connections} connections for ${seconds} s against ${server.url}, ${distinct} distinct pages…`);
  const { samples, wallSeconds } = await runLoad(server, mix);
  const loadAtEnd = loadavg()[0]!;
  // The log lines of the last responses may still be in the pipe.
  for (let wait = 0; server.log.length < samples.length && wait < 100; wait += 1)
    await new Promise((done) => setTimeout(done, 20));
  const log = server.log.filter((line) => line.path !== '/healthz');
  const problems = server.problems.filter((line) => line.level === 'error' || line.level === 'warn');

  const errors = samples.filter((s) => s.error);
  const errorKinds = new Map<string, number>();
  for (const e of errors) {
    const key = e.error!.replace(/^[^:]*: /, '');
    errorKinds.set(key, (errorKinds.get(key) ?? 0) + 1);
  }
  const rendered = log.filter((line) => typeof line.renderMs === 'number');
  const result = {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    machine: {
      cores: cpus().length,
      node: process.version,
      loadAtStart: round(loadAtStart),
      loadAtEnd: round(loadAtEnd),
    },
    connections,
    seconds,
    distinctPages: distinct,
    requests: samples.length,
    requestsPerSecond: round(samples.length / wallSeconds),
    wallSeconds: round(wallSeconds),
    errors: errors.length,
    errorKinds: Object.fromEntries(errorKinds),
    degraded: samples.filter((s) => s.degraded).length,
    missingPagesSent200: samples.filter((s) => s.lateMissing).length,
    serverWarnings: problems.length,
    /** How the render cache answered, per request (`X-Page-Cache`). */
    cacheStates: Object.fromEntries(
      [...new Set(samples.map((s) => s.cache ?? 'no answer'))].map((state) => [
        state,
        samples.filter((s) => (s.cache ?? 'no answer') === state).length,
      ]),
    ),
    /** The server's time (its log's `ms`) by how the render cache answered (its log's `cache`). */
    serverMsByCache: Object.fromEntries(
      [...new Set(log.map((l) => String((l as { cache?: unknown }).cache ?? 'none')))].map((state) => [
        state,
        spread(log.filter((l) => String((l as { cache?: unknown }).cache ?? 'none') === state).map((l) => l.ms!)),
      ]),
    ),
    /** Pages whose render waited for its turn (the server's log `queueMs`, renders only). */
    queueMs: spread(
      log.flatMap((l) => {
        const waited = (l as { queueMs?: unknown }).queueMs;
        return typeof waited === 'number' ? [waited] : [];
      }),
    ),
    client: spread(samples.map((s) => s.ms)),
    server: {
      lines: log.length,
      /** The whole request as the server timed it (its log's `ms`): the server render time of the page. */
      ms: spread(log.map((l) => l.ms!)),
      /** Data and remote code (`Server-Timing: data`), pages that rendered on the server. */
      dataMs: spread(samples.flatMap((s) => (s.dataMs === undefined ? [] : [s.dataMs]))),
      /** The React render (the log's `renderMs`), when the log lines carry it. */
      renderMs: rendered.length ? spread(rendered.map((l) => l.renderMs!)) : null,
    },
    byKind: mix.map((kind) => {
      const mine = samples.filter((s) => s.kind === kind.kind);
      return {
        kind: kind.kind,
        pages: kind.paths.length,
        expected: kind.expected,
        requests: mine.length,
        errors: mine.filter((s) => s.error).length,
        degraded: mine.filter((s) => s.degraded).length,
        ...spread(mine.map((s) => s.ms)),
      };
    }),
  };

  const table = [
    '| pages | distinct | expected | requests | errors | part left to the browser | client p50 ms | client p95 ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...result.byKind.map(
      (k) =>
        `| ${k.kind} | ${k.pages} | ${k.expected} | ${k.requests} | ${k.errors} | ${k.degraded} | ${k.p50} | ${k.p95} |`,
    ),
    `| **all** | ${distinct} | | ${result.requests} | ${result.errors} | ${result.degraded} | ${result.client.p50} | ${result.client.p95} |`,
  ].join('\n');
  const serverTable = [
    '| server render time | p50 ms | p95 ms |',
    '|---|---:|---:|',
    `| the whole page on the server (its log's \`ms\`, ${result.server.lines} lines) | ${result.server.ms.p50} | ${result.server.ms.p95} |`,
    `| of which data and remote code (\`Server-Timing: data\`) | ${result.server.dataMs.p50} | ${result.server.dataMs.p95} |`,
    result.server.renderMs
      ? `| of which the render (its log's \`renderMs\`) | ${result.server.renderMs.p50} | ${result.server.renderMs.p95} |`
      : "| of which the render (its log's `renderMs`) | not in the log | |",
  ].join('\n');
  const summary =
    `**${result.requests} requests, ${result.requestsPerSecond} req/s, ${result.errors} errors** ` +
    `(target 0), ${result.degraded} pages sent with a part left to the browser (a remote or the backend too slow ` +
    `for the server's 1 s limits; ${result.missingPagesSent200} of them missing pages, sent 200 without data instead ` +
    `of 404), ${result.serverWarnings} warnings in the server's log.`;
  const cacheLine =
    `Render cache, per request: ${Object.entries(result.cacheStates)
      .map(([state, count]) => `${state} ${count}`)
      .join(', ')} (${distinct} distinct addresses); a render's wait for its turn p50 ${result.queueMs.p50} ms, ` +
    `p95 ${result.queueMs.p95} ms. The server's time by answer: ${Object.entries(result.serverMsByCache)
      .map(([state, ms]) => `${state} p50 ${ms.p50} / p95 ${ms.p95} ms`)
      .join(', ')}.`;
  console.log(`\n${summary}\n\n${table}\n\n${serverTable}\n\n${cacheLine}`);
  if (errors.length) console.log('\nErrors:', result.errorKinds);
  if (problems.length) console.log(`\nFirst server warnings (${problems.length} in all):`, problems.slice(0, 3));
  // What the warnings were about, by page kind and cause (numbers and addresses left out): which part limits what.
  const causes = new Map<string, number>();
  for (const line of problems) {
    const { path, error } = line as { path?: string; error?: string };
    const kind = path === undefined ? '' : (mix.find((k) => k.paths.includes(path))?.kind ?? path);
    const cause = `${kind} ${line.msg ?? ''}: ${String(error ?? '')
      .replace(/\/[^\s:]*/g, '…')
      .replace(/\d+/g, 'N')
      .slice(0, 120)}`;
    causes.set(cause, (causes.get(cause) ?? 0) + 1);
  }
  if (causes.size)
    console.log(
      '\nServer warnings by page and cause:\n' +
        [...causes]
          .sort((a, b) => b[1] - a[1])
          .map(([cause, count]) => `  ${count} × ${cause}`)
          .join('\n'),
    );

  if (fullRun) {
    const markdown = [
      '# Load test: the server-rendered shop',
      '',
      `Written by \`npm run load:pages\` (\`scripts/bench/loadPages.ts\`), ${result.date}. ${connections} connections, ` +
        `each sending one page request after the other for ${seconds} s (all answers in after ${result.wallSeconds} s), ` +
        `loopback, after a warm-up (every page once, asked again up to ${WARM_UP_ATTEMPTS} times while it comes with a part left to the browser). The shell's built server (\`shell/dist-server/main.js\`) in its own ` +
        'process, loading the remotes’ server code over federation from their static servers, its data from the ' +
        'embedded backend on a fresh seeded database (the whole stack runs on this machine). An error is any status ' +
        'other than the expected one (200, or 404 for missing pages), any socket error or time-out ' +
        `(${REQUEST_TIMEOUT_MS / 1000} s) and any body without \`</html>\`.`,
      '',
      `Machine: ${result.machine.cores} CPUs, Node ${result.machine.node}, load average ${result.machine.loadAtStart} at ` +
        `the start, ${result.machine.loadAtEnd} at the end (the machine is shared with other work).`,
      '',
      summary,
      '',
      table,
      '',
      serverTable,
      '',
      cacheLine,
      ...(errors.length ? ['', `Errors: ${JSON.stringify(result.errorKinds)}`] : []),
      '',
    ].join('\n');
    const write = async (file: string, text: string) =>
      writeFileSync(file, await format(text, { ...(await resolveConfig(file)), filepath: file }));
    await write(resolve(repoRoot, 'bench/load-pages.md'), markdown);
    await write(resolve(repoRoot, 'bench/load-pages.json'), JSON.stringify(result, null, 2));
    console.log('\nWritten: bench/load-pages.md, bench/load-pages.json.');
  }
  process.exitCode = errors.length ? 1 : 0;
} finally {
  await stopEverything();
}
