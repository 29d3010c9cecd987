// @vitest-environment node
/**
 * The colour search cases (searchColoursCases.ts) on a real PostgreSQL 15 set
 * up like a hosted Supabase project (globalSetup.ts). The same cases run on
 * PGlite in searchColours.database.test.ts.
 */
import { inject } from 'vitest';
import { searchColoursCases } from '../searchColoursCases';
import { postgresDatabase } from '../sqlDatabase';

const server = inject('pg15');

searchColoursCases('PostgreSQL 15.', async () => postgresDatabase(server));
