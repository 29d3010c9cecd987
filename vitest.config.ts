import { existsSync } from 'node:fs';
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
    // Vitest's default is one worker fewer than the cores: one on a 2-core CI machine, so the files run one after
    // another, and a backend test file mostly waits on its database thread. VITEST_WORKERS=2 runs two at a time
    // (not the default yet: to be proven twice over on a quiet machine, see docs/qa.md).
    maxWorkers: Number(process.env.VITEST_WORKERS) || undefined,
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
