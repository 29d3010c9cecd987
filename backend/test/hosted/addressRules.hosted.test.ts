// @vitest-environment node
/**
 * The address rules and proof approval cases (addressRulesCases.ts) on a real
 * PostgreSQL 15 set up like a hosted Supabase project (globalSetup.ts). The
 * same cases run on PGlite in addressRules.database.test.ts.
 */
import { inject } from 'vitest';
import { addressRulesCases } from '../addressRulesCases';
import { postgresDatabase } from '../sqlDatabase';

const server = inject('pg15');

addressRulesCases('PostgreSQL 15.', async () => postgresDatabase(server));
