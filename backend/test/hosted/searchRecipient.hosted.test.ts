// @vitest-environment node
/**
 * The recipient-word search cases (searchRecipientCases.ts) on a real
 * PostgreSQL 15 set up like a hosted Supabase project (globalSetup.ts). The
 * same cases run on PGlite in searchRecipient.database.test.ts.
 */
import { inject } from 'vitest';
import { searchRecipientCases } from '../searchRecipientCases';
import { postgresDatabase } from '../sqlDatabase';

const server = inject('pg15');

searchRecipientCases('PostgreSQL 15.', async () => postgresDatabase(server));
