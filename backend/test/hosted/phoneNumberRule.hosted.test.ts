// @vitest-environment node
/**
 * A phone number's rule in the database (phoneNumberRuleCases.ts) on a real PostgreSQL 15 set up like a hosted
 * Supabase project (globalSetup.ts). The same cases run on PGlite in phoneNumberRule.database.test.ts.
 */
import { inject } from 'vitest';
import { phoneNumberRuleCases } from '../phoneNumberRuleCases';
import { postgresDatabase } from '../sqlDatabase';

const server = inject('pg15');

phoneNumberRuleCases('PostgreSQL 15.', async () => postgresDatabase(server));
