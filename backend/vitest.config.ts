import { configDefaults, defineConfig } from 'vitest/config';
import { memoryTmpdir } from './test/scratchDir';

// Each file's backend data directory (a copy of the template database) in memory where possible.
const scratch = memoryTmpdir();

/** Backend tests: Node, a real PGlite backend per file on a free port. */
export default defineConfig({
  test: {
    name: 'backend',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // the PostgreSQL 15 run has its own config (vitest.hosted.config.ts, npm run test:hosted)
    exclude: [...configDefaults.exclude, 'test/hosted/**'],
    globalSetup: ['test/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    env: scratch ? { TMPDIR: scratch } : {},
  },
});
