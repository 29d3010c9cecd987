// @vitest-environment node
/**
 * The designs-that-fit cases (designsThatFitCases.ts) on a real PostgreSQL 15
 * set up like a hosted Supabase project (globalSetup.ts). The same cases run
 * on PGlite in designsThatFit.database.test.ts.
 */
import { inject } from 'vitest';
import { designsThatFitCases } from '../designsThatFitCases';
import { postgresDatabase } from '../sqlDatabase';

const server = inject('pg15');

designsThatFitCases('PostgreSQL 15.', async () => postgresDatabase(server));
