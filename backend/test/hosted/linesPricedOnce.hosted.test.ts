// @vitest-environment node
/**
 * The lines-priced-once cases (linesPricedOnceCases.ts) on a real
 * PostgreSQL 15 set up like a hosted Supabase project (globalSetup.ts). The
 * same cases run on PGlite in linesPricedOnce.database.test.ts.
 */
import { inject } from 'vitest';
import { linesPricedOnceCases } from '../linesPricedOnceCases';
import { postgresDatabase } from '../sqlDatabase';

const server = inject('pg15');

linesPricedOnceCases('PostgreSQL 15.', async () => postgresDatabase(server));
