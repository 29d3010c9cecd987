// @vitest-environment node
/**
 * The shop's write limits in the database (writeLimitsCases.ts) on a real PostgreSQL 15 set up like a hosted
 * Supabase project (globalSetup.ts). The same cases run on PGlite in writeLimits.database.test.ts.
 */
import { inject } from 'vitest';
import { postgresDatabase } from '../sqlDatabase';
import { writeLimitsCases } from '../writeLimitsCases';

const server = inject('pg15');

writeLimitsCases('PostgreSQL 15.', async () => postgresDatabase(server));
