// @vitest-environment node
/**
 * The reviews cases (reviewsCases.ts) on a real PostgreSQL 15 set up like a
 * hosted Supabase project (globalSetup.ts). The same cases run on PGlite in
 * reviews.database.test.ts.
 */
import { inject } from 'vitest';
import { reviewsCases } from '../reviewsCases';
import { postgresDatabase } from '../sqlDatabase';

const server = inject('pg15');

reviewsCases('PostgreSQL 15.', async () => postgresDatabase(server));
