// @vitest-environment node
/**
 * The group order cases (orderItemGroupsCases.ts) on a real PostgreSQL 15
 * set up like a hosted Supabase project (globalSetup.ts). The same cases run
 * on PGlite in orderItemGroups.database.test.ts.
 */
import { inject } from 'vitest';
import { orderItemGroupsCases } from '../orderItemGroupsCases';
import { postgresDatabase } from '../sqlDatabase';

const server = inject('pg15');

orderItemGroupsCases('PostgreSQL 15.', async () => postgresDatabase(server));
