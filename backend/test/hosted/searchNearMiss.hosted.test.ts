// @vitest-environment node
/**
 * The near-miss search cases (searchNearMissCases.ts) on a real PostgreSQL 15
 * set up like a hosted Supabase project (globalSetup.ts). The same cases run
 * on PGlite in searchNearMiss.database.test.ts.
 */
import { inject } from 'vitest';
import { searchNearMissCases } from '../searchNearMissCases';
import { postgresDatabase } from '../sqlDatabase';

const server = inject('pg15');

searchNearMissCases('PostgreSQL 15.', async () => postgresDatabase(server));
