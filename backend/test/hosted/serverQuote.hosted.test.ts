// @vitest-environment node
/**
 * The server quote cases (serverQuoteCases.ts) on a real PostgreSQL 15
 * set up like a hosted Supabase project (globalSetup.ts). The same cases run
 * on PGlite in serverQuote.database.test.ts.
 */
import { inject } from 'vitest';
import { serverQuoteCases } from '../serverQuoteCases';
import { postgresDatabase } from '../sqlDatabase';

const server = inject('pg15');

serverQuoteCases('PostgreSQL 15.', async () => postgresDatabase(server));
