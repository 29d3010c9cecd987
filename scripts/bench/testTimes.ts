/**
 * Where `npm test`'s time goes: the slowest test files of a vitest JSON
 * report and the slowest spec files of a Playwright JSON report (what
 * `npm test` writes to .data/test-reports/), with the totals and the load
 * average now. Usage:
 *
 *   npx tsx scripts/bench/testTimes.ts [--vitest <file>] [--playwright <file>] [--top 15]
 */
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../lib/stack';

const { values } = parseArgs({
  options: {
    vitest: { type: 'string', default: resolve(repoRoot, '.data/test-reports/vitest.json') },
    playwright: { type: 'string', default: resolve(repoRoot, '.data/test-reports/playwright.json') },
    top: { type: 'string', default: '15' },
  },
});
const top = Number(values.top);

interface VitestReport {
  startTime: number;
  testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[];
}

interface PlaywrightSuite {
  file?: string;
  specs?: { file: string; tests: { results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function table(title: string, rows: [string, number, number][], total: number): void {
  console.log(`\n${title}`);
  console.log('| file | tests | time |\n|---|---:|---:|');
  for (const [name, tests, ms] of [...rows].sort((a, b) => b[2] - a[2]).slice(0, top))
    console.log(`| ${name} | ${tests} | ${seconds(ms)} |`);
  console.log(`| all ${rows.length} files | ${rows.reduce((n, r) => n + r[1], 0)} | ${seconds(total)} |`);
}

if (existsSync(values.vitest)) {
  const report = JSON.parse(readFileSync(values.vitest, 'utf8')) as VitestReport;
  const rows = report.testResults.map(
    (r) => [relative(repoRoot, r.name), r.assertionResults.length, r.endTime - r.startTime] as [string, number, number],
  );
  const end = Math.max(...report.testResults.map((r) => r.endTime));
  table(
    `vitest (${values.vitest}): wall ${seconds(end - report.startTime)}; per file, its tests' time (the JSON report leaves out beforeAll/afterAll, e.g. starting a backend)`,
    rows,
    rows.reduce((n, r) => n + r[2], 0),
  );
} else console.log(`no vitest report at ${values.vitest}`);

if (existsSync(values.playwright)) {
  const report = JSON.parse(readFileSync(values.playwright, 'utf8')) as {
    suites?: PlaywrightSuite[];
    stats?: { duration: number };
  };
  const perFile = new Map<string, [number, number]>();
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        const [n, ms] = perFile.get(spec.file) ?? [0, 0];
        perFile.set(spec.file, [n + 1, ms + test.results.reduce((sum, r) => sum + r.duration, 0)]);
      }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  const rows = [...perFile].map(([file, [n, ms]]) => [file, n, ms] as [string, number, number]);
  table(
    `Playwright (${values.playwright}): wall ${seconds(report.stats?.duration ?? 0)}, test time per spec file (all workers)`,
    rows,
    rows.reduce((n, r) => n + r[2], 0),
  );
} else console.log(`no Playwright report at ${values.playwright}`);

console.log(
  `\nload average now: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`,
);
