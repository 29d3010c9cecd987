import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { counts } from './testReport';

/** A real Playwright run (no browser needed) of one flow that fails once, one that passes, one that fails. */
// Inside the repo (under the ignored .data/), so the spec resolves @playwright/test from its node_modules.
mkdirSync(resolve('.data/tmp'), { recursive: true });
const dir = mkdtempSync(resolve('.data/tmp/test-report-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("npm test's closing line", () => {
  it('names a flow that passed only on its retry, apart from the passed and the failed', () => {
    writeFileSync(
      join(dir, 'flows.spec.ts'),
      `import { test, expect } from '@playwright/test';
test.describe('cart', () => {
  test('passes only on retry', ({}, info) => { expect(info.retry).toBe(1); });
});
test('passes', () => { expect(1).toBe(1); });
test('fails', () => { expect(1).toBe(2); });
`,
    );
    writeFileSync(join(dir, 'playwright.config.mjs'), 'export default { testDir: ".", retries: 1, workers: 1 };\n');
    const reportFile = join(dir, 'report.json');
    spawnSync('npx', ['playwright', 'test', '-c', join(dir, 'playwright.config.mjs'), '--reporter=json'], {
      cwd: process.cwd(),
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile },
      encoding: 'utf8',
    });
    const result = counts(reportFile, 'playwright');
    expect(result.passed).toBe(1);
    expect(result.failed).toBe(1);
    expect(result.flaky).toEqual(['flows.spec.ts:3 › cart › passes only on retry']);
  }, 60_000);

  it('counts nothing from a report that is not there', () => {
    expect(counts(join(dir, 'missing.json'), 'playwright')).toEqual({ passed: 0, failed: 0, flaky: [] });
  });
});
