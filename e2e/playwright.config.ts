import { defineConfig } from '@playwright/test';
import { e2eTarget } from './support/target';

/**
 * End-to-end flows across remotes, in real Chromium against real servers.
 * Locally (and in CI) a global setup starts the whole shop on ports shifted
 * by SHOP_PORT_OFFSET. Against a deployment, set E2E_BASE_URL (see docs/qa.md)
 * and nothing is started.
 */
const target = e2eTarget();

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  // One results folder per stack, so runs side by side never clash on traces.
  outputDir: `../.data/e2e-results-${target.offset}`,
  timeout: 45_000,
  // What a flow waits for (a server quote, a page's data) can take over 8 s on a busy 2-core machine running
  // two workers and their stacks: CI saw the drawer's total and a category heading arrive late, never wrong.
  expect: { timeout: 15_000 },
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // The runaway flow holds the shared backend's database for seconds and stops reads that wait behind it past
  // their share: run beside other flows, it could stop one of their reads (a statement timeout). It runs alone,
  // after every other flow.
  projects: [
    { name: 'flows', testIgnore: /backend-runaway\.spec\.ts$/ },
    { name: 'runaway', testMatch: /backend-runaway\.spec\.ts$/, dependencies: ['flows'] },
  ],
  globalSetup: target.external ? undefined : './support/globalSetup.ts',
  // Against a deployment, flows that stop or rebuild servers cannot run: they are tagged @local-stack.
  grepInvert: target.external ? /@local-stack/ : undefined,
  use: {
    baseURL: target.shellUrl,
    // A failed flow keeps its trace (DOM snapshots, network, console); the screencast is left out: recording
    // a frame on every change cost every flow CPU on a 2-core machine, and the snapshots show the page.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
