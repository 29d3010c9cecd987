/**
 * What `npm test`'s closing line counts, read from the runners' JSON reports:
 * passed, failed, and the flows that passed only on a retry (flaky), by name.
 */
import { existsSync, readFileSync } from 'node:fs';

export interface TestCounts {
  passed: number;
  failed: number;
  /** Tests that passed only on a retry, as `file:line › describe › title`. */
  flaky: string[];
}

export function counts(file: string, kind: 'vitest' | 'playwright'): TestCounts {
  if (!existsSync(file)) return { passed: 0, failed: 0, flaky: [] };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (kind === 'vitest') return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0, flaky: [] };
  return { passed: report.stats?.expected ?? 0, failed: report.stats?.unexpected ?? 0, flaky: flakyFlows(report) };
}

interface PlaywrightSuite {
  title: string;
  specs?: { title: string; file: string; line: number; tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
}

/** The flows that passed only on a retry (Playwright's status `flaky`). */
export function flakyFlows(report: { suites?: PlaywrightSuite[] }): string[] {
  const names: string[] = [];
  const walk = (suite: PlaywrightSuite, path: string[]) => {
    for (const spec of suite.specs ?? [])
      if (spec.tests.some((t) => t.status === 'flaky'))
        names.push(`${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}`);
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const file of report.suites ?? []) walk(file, []);
  return names;
}
