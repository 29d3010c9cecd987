import { defineConfig } from 'vitest/config';

/** Backend tests: Node, a real PGlite backend per file on a free port. */
export default defineConfig({
  test: {
    name: 'backend',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
