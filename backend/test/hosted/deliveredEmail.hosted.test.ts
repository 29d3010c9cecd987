// @vitest-environment node
/**
 * The "delivered" e-mail and its review invitations (deliveredEmailCases.ts) on a real PostgreSQL 15 set up like a
 * hosted Supabase project (globalSetup.ts). The same cases run on PGlite in deliveredEmail.database.test.ts.
 */
import { inject } from 'vitest';
import { deliveredEmailCases } from '../deliveredEmailCases';
import { postgresDatabase } from '../sqlDatabase';

const server = inject('pg15');

deliveredEmailCases('PostgreSQL 15.', async () => postgresDatabase(server));
