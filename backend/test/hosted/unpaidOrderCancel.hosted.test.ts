// @vitest-environment node
/**
 * The unpaid card order cancel cases (unpaidOrderCancelCases.ts) on a real PostgreSQL 15 set up like a hosted
 * Supabase project (globalSetup.ts). The same cases run on PGlite in unpaidOrderCancel.database.test.ts.
 */
import { inject } from 'vitest';
import { unpaidOrderCancelCases } from '../unpaidOrderCancelCases';
import { postgresDatabase } from '../sqlDatabase';

const server = inject('pg15');

unpaidOrderCancelCases('PostgreSQL 15.', async () => postgresDatabase(server));
