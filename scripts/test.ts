/**
 * `npm test`: everything CI checks, in order, failing fast:
 * lint (with the walls between remotes), typecheck and formatting (these
 * three side by side), unit and component tests, the SQL on a real
 * PostgreSQL 15 set up like hosted Supabase, the production build, the
 * bundle budget guard, and the Playwright flows in real Chromium. Ends with
 * one "N passed, N failed, N flaky" line; a flow that passed only on its
 * retry is named, counted as failed, and fails the run.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { repoRoot } from './lib/stack';
import { counts } from './lib/testReport';

const reports = resolve(repoRoot, '.data/test-reports');
mkdirSync(reports, { recursive: true });
const started = Date.now();

function step(name: string, command: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n▶ ${name}`);
  const t = Date.now();
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`${result.status === 0 ? '✓' : '✗'} ${name} (${((Date.now() - t) / 1000).toFixed(0)} s)`);
  return result.status === 0;
}

// The flows need Chromium; on a fresh Debian machine (as root) install it, as CI does.
if (!existsSync(process.env.CHROME_PATH ?? '/usr/bin/chromium') && process.getuid?.() === 0) {
  console.log('Chromium is missing: installing it from Debian…');
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

// The hosted database step needs Debian's PostgreSQL 15 (backend/test/hosted/postgres15.ts): likewise.
if (!existsSync('/usr/lib/postgresql/15/bin/postgres') && !process.env.PG15_BIN && process.getuid?.() === 0) {
  console.log('PostgreSQL 15 is missing: installing it from Debian…');
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  spawnSync('apt-get', ['install', '-y', '-qq', 'postgresql-15'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/**
 * Steps that only read the tree, run side by side (each is one process, mostly on one core): each one's output
 * is kept and printed whole when it ends, so nothing interleaves. All must pass.
 */
async function stepsTogether(steps: [name: string, command: string, args: string[]][]): Promise<boolean> {
  const results = await Promise.all(
    steps.map(
      ([name, command, args]) =>
        new Promise<boolean>((done) => {
          const t = Date.now();
          const output: Buffer[] = [];
          const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
          child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
          child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
          child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
          child.on('close', (code) => {
            console.log(`\n▶ ${name}`);
            process.stdout.write(Buffer.concat(output));
            console.log(`${code === 0 ? '✓' : '✗'} ${name} (${((Date.now() - t) / 1000).toFixed(0)} s)`);
            done(code === 0);
          });
        }),
    ),
  );
  return results.every(Boolean);
}

const npx = 'npx';
const ok =
  (await stepsTogether([
    ['lint', npx, ['eslint', '.', '--max-warnings=0']],
    ['typecheck', npx, ['tsx', 'scripts/typecheck.ts']],
    ['format', npx, ['prettier', '--check', '.', '--log-level=warn']],
  ])) &&
  step('unit and component tests', npx, [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${reports}/vitest.json`,
  ]) &&
  step('hosted database (PostgreSQL 15)', npx, [
    'vitest',
    'run',
    '--config',
    'backend/vitest.hosted.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${reports}/hosted.json`,
  ]) &&
  step('build', npx, ['tsx', 'scripts/build.ts']) &&
  step('no secrets in built files', npx, ['tsx', 'scripts/scanDist.ts']) &&
  step('bundle budget', npx, ['tsx', 'scripts/bundleBudget.ts', '--check']) &&
  step('end-to-end flows', npx, ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json`,
  });

const unit = counts(`${reports}/vitest.json`, 'vitest');
const hosted = counts(`${reports}/hosted.json`, 'vitest');
const flows = counts(`${reports}/playwright.json`, 'playwright');
const flaky = [...unit.flaky, ...hosted.flaky, ...flows.flaky];
const failedCount = unit.failed + hosted.failed + flows.failed;
const failed = failedCount + (ok ? 0 : failedCount === 0 ? 1 : 0);
console.log(
  `\nunit ${unit.passed}/${unit.passed + unit.failed}, hosted ${hosted.passed}/${hosted.passed + hosted.failed}, e2e ${flows.passed + flows.flaky.length}/${flows.passed + flows.flaky.length + flows.failed}, ${((Date.now() - started) / 60000).toFixed(1)} min`,
);
// A test that passes only on a retry is a defect: it is named here, and it fails the run.
for (const name of flaky) console.log(`flaky (passed only on retry): ${name}`);
console.log(
  `Tests: ${unit.passed + hosted.passed + flows.passed} passed, ${failed + flaky.length} failed, ${flaky.length} flaky`,
);
process.exit(ok && flaky.length === 0 ? 0 : 1);
