// @vitest-environment node
/**
 * One line of the shopper's text as the database keeps it and as the forms count it (cleanTextCases.ts) on a real
 * PostgreSQL 15 set up like a hosted Supabase project (globalSetup.ts). The same cases run on PGlite in
 * cleanText.database.test.ts.
 */
import { inject } from 'vitest';
import { cleanTextCases } from '../cleanTextCases';
import { postgresDatabase } from '../sqlDatabase';

const server = inject('pg15');

cleanTextCases('PostgreSQL 15.', async () => postgresDatabase(server));
