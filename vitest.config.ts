import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { federationDefines } from './shared/vite/federation';
import { memoryTmpdir } from './backend/test/scratchDir';

// Test files' temporary directories (a started backend's copy of the template database) in memory where possible.
const scratch = memoryTmpdir();

/**
 * Unit and component tests. Front-end code runs in happy-dom with the same
 * build-time constants as the federated builds; the backend brings its own
 * project config (Node environment, real PGlite).
 */
export default defineConfig({
  test: {
    // Two test files at a time even on a 2-core CI machine (Vitest's own default there is one, cores - 1): a
    // backend test file mostly waits on its database thread. Proven by two whole runs in a row on this machine
    // (docs/qa.md); VITEST_WORKERS=1 runs one at a time.
    maxWorkers: Number(process.env.VITEST_WORKERS) || Math.max(2, availableParallelism() - 1),
    projects: [
      {
        plugins: [react({ jsxImportSource: '@emotion/react' })],
        define: federationDefines(),
        test: {
          name: 'front',
          environment: 'happy-dom',
          include: [
            'shared/**/*.test.{ts,tsx}',
            'shell/src/**/*.test.{ts,tsx}',
            'shell/server/**/*.test.{ts,tsx}',
            'mf-*/src/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['./shared/test/setup.ts'],
          env: scratch ? { TMPDIR: scratch } : {},
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      // The tooling's own logic (what `npm test` reports), in Node.
      { test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.ts'], testTimeout: 60_000 } },
      ...(existsSync('backend/vitest.config.ts') ? ['backend/vitest.config.ts'] : []),
    ],
  },
});
