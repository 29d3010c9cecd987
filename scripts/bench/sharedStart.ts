/**
 * What `@giftshop/shared` costs when it loads (issue 31): every page evaluates shared's module before it
 * responds. Bundles `shared/src/index.ts` for the browser, its libraries (React, Emotion, TanStack Query, zod)
 * in chunks of their own that are evaluated first, as the shell's build shares them; then, on a throttled
 * phone's CPU (4x, as `pageResponds.ts`), times the evaluation of shared's own module (downloaded and parsed
 * before): its code, rxjs, and whatever it builds at load. A fresh page for each sample.
 *
 *   npx tsx scripts/bench/sharedStart.ts                      # this working tree, 7 samples
 *   npx tsx scripts/bench/sharedStart.ts --against 82fa68b    # and another commit's shared, A/B alternated
 *   npx tsx scripts/bench/sharedStart.ts --runs 11
 *
 * Prints each sample, the medians and the load average (CPU figures move with load: compare A/B run
 * back to back, alternated, not figures from different times).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { launchBenchBrowser } from './benchBrowser';
import { phone } from './pageResponds';

const repoRoot = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: { against: { type: 'string' }, runs: { type: 'string', default: '7' } },
});
const runs = Number(values.runs);
const work = resolve(repoRoot, '.data/bench/shared-start');

/**
 * The libraries shared imports, evaluated before shared as the shell's shared chunks are (rxjs stays in shared's
 * chunk). Not zod: since shared 1.7.0 it loads with the shop's checks, after the page responds, so a shared
 * that still imports it at start pays its evaluation (and its chunk's import) in its own figure.
 */
const libraries = `
import * as a from 'react'; import * as b from 'react/jsx-runtime'; import * as c from '@emotion/react';
import * as d from '@emotion/react/jsx-runtime'; import * as e from '@emotion/styled'; import * as f from '@tanstack/react-query';
export const loaded = [a, b, c, d, e, f].length;
`;

/** Bundles the shared package found under `root` (a checkout's root) into `out`: libraries.js, shared.js and chunks. */
async function bundle(root: string, out: string): Promise<Map<string, string>> {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  await build({
    entryPoints: { shared: resolve(root, 'shared/src/index.ts'), libraries: 'libraries' },
    plugins: [
      {
        name: 'libraries',
        setup(b) {
          b.onResolve({ filter: /^libraries$/ }, () => ({ path: 'libraries', namespace: 'bench' }));
          b.onLoad({ filter: /.*/, namespace: 'bench' }, () => ({
            contents: libraries,
            resolveDir: repoRoot,
            loader: 'ts',
          }));
        },
      },
    ],
    nodePaths: [resolve(repoRoot, 'node_modules')],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    jsx: 'automatic',
    jsxImportSource: '@emotion/react',
    define: { 'process.env.NODE_ENV': '"production"' },
    outdir: out,
    write: true,
    logLevel: 'error',
  });
  const files = new Map<string, string>();
  for (const name of execFileSync('find', [out, '-name', '*.js'], { encoding: 'utf8' }).trim().split('\n'))
    files.set(name.slice(out.length), readFileSync(name, 'utf8'));
  return files;
}

const sides: { name: string; files: Map<string, string> }[] = [
  { name: 'this tree', files: await bundle(repoRoot, resolve(work, 'tree')) },
];
if (values.against) {
  const root = resolve(work, `src-${values.against}`);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${values.against} shared | tar -x -C ${root}`], { cwd: repoRoot });
  sides.unshift({ name: values.against, files: await bundle(root, resolve(work, 'against')) });
}

const browser = await launchBenchBrowser();

/** One sample: a fresh page, libraries imported first, then shared's module timed (ms, throttled CPU). */
async function sample(files: Map<string, string>): Promise<readonly [number, number, number]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route('http://bench.local/**', (route) => {
    const path = new URL(route.request().url()).pathname;
    const body = path === '/' ? '<!doctype html><title>shared start</title>' : files.get(path);
    return body === undefined
      ? route.fulfill({ status: 404 })
      : route.fulfill({ body, contentType: path === '/' ? 'text/html' : 'text/javascript' });
  });
  await page.goto('http://bench.local/');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.cpuSlowdown });
  // shared.js and the chunks it imports statically (as the shell's HTML preloads a page's every start chunk)
  const startFiles = ['/shared.js', ...[...files.get('/shared.js')!.matchAll(/from"\.(\/[^"]+)"/g)].map((m) => m[1]!)];
  const ms = await page.evaluate(async (preloads) => {
    await import('http://bench.local/libraries.js' as string);
    // downloaded and parsed first (module preloads), so only its evaluation is timed
    await Promise.all(
      preloads.map(
        (href) =>
          new Promise((done, fail) => {
            const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
            link.onload = done;
            link.onerror = fail;
            document.head.append(link);
          }),
      ),
    );
    const start = performance.now();
    const shared = (await import('http://bench.local/shared.js' as string)) as {
      formatPrice(n: number): string;
      cartItemSchema: { safeParse(v: unknown): unknown };
      loadShopChecks?: () => Promise<unknown>;
    };
    const loaded = performance.now();
    // what a page does next: a price (the home page's cards), a bus payload checked (an Add to Cart: since
    // 1.7.0 its first one loads the checks, zod included)
    shared.formatPrice(12);
    const priced = performance.now();
    await shared.loadShopChecks?.();
    shared.cartItemSchema.safeParse({ id: 'x', name: 'x', price: 1, image: '', quantity: 1, customization: {} });
    return [loaded - start, priced - loaded, performance.now() - priced] as const;
  }, startFiles);
  await context.close();
  return ms;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const samples = sides.map(() => [] as number[]);
const firstPrice = sides.map(() => [] as number[]);
const firstCheck = sides.map(() => [] as number[]);
const loadBefore = loadavg()[0]!.toFixed(1);
for (let i = 0; i < runs; i += 1) {
  for (const [s, side] of sides.entries()) {
    const [evaluation, price, check] = await sample(side.files);
    samples[s]!.push(evaluation);
    firstPrice[s]!.push(price);
    firstCheck[s]!.push(check);
  }
}
await browser.close();

console.log(`shared's module evaluation on a ${phone.cpuSlowdown}x throttled CPU (ms), ${runs} samples each`);
for (const [s, side] of sides.entries()) {
  const bytes = side.files.get('/shared.js')!.length;
  console.log(
    `  ${side.name.padEnd(10)} median ${median(samples[s]!).toFixed(1).padStart(6)} ms` +
      `   samples ${samples[s]!.map((x) => x.toFixed(0)).join(' ')}   (shared.js ${(bytes / 1024).toFixed(1)} KB raw)`,
  );
  console.log(
    `  ${''.padEnd(10)} then the first price formatted: median ${median(firstPrice[s]!).toFixed(1)} ms;` +
      ` the first cart line checked: median ${median(firstCheck[s]!).toFixed(1)} ms`,
  );
}
console.log(`  load average ${loadBefore} before, ${loadavg()[0]!.toFixed(1)} after`);
