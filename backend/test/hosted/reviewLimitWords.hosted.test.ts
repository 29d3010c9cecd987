// @vitest-environment node
/**
 * A review over its limits, in the form's words (reviewLimitWordsCases.ts), on a real PostgreSQL 15 set up like a
 * hosted Supabase project (globalSetup.ts). The same cases run on PGlite in reviewLimitWords.database.test.ts.
 */
import { inject } from 'vitest';
import { reviewLimitWordsCases } from '../reviewLimitWordsCases';
import { postgresDatabase } from '../sqlDatabase';

const server = inject('pg15');

reviewLimitWordsCases('PostgreSQL 15.', async () => postgresDatabase(server));
