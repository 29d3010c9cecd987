// @vitest-environment node
/**
 * A design's number (designNumbersCases.ts) on a real PostgreSQL 15 set up
 * like a hosted Supabase project (globalSetup.ts). The same cases run on
 * PGlite in designNumbers.database.test.ts.
 */
import { inject } from 'vitest';
import { designNumbersCases } from '../designNumbersCases';
import { postgresDatabase } from '../sqlDatabase';

const server = inject('pg15');

designNumbersCases('PostgreSQL 15.', async () => postgresDatabase(server));
