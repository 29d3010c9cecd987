import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:hosted`: the SQL in supabase/ on a real PostgreSQL 15 set up
 * like a hosted Supabase project (test/hosted/globalSetup.ts starts and
 * stops it), then the database-level cases that also run on PGlite.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'hosted',
    environment: 'node',
    include: ['test/hosted/**/*.hosted.test.ts'],
    globalSetup: ['test/hosted/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
