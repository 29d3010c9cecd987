// @vitest-environment node
/**
 * A product's care said once (careSaidOnceCases.ts) on a real PostgreSQL 15 set up like a hosted Supabase project
 * (globalSetup.ts). The same cases run on PGlite in careSaidOnce.database.test.ts.
 */
import { inject } from 'vitest';
import { careSaidOnceCases } from '../careSaidOnceCases';
import { postgresDatabase } from '../sqlDatabase';

const server = inject('pg15');

careSaidOnceCases('PostgreSQL 15.', async () => postgresDatabase(server));
