// @vitest-environment node
/**
 * A name's markup rule in one home (nameMarkupRuleCases.ts) on a real PostgreSQL 15 set up like a hosted Supabase
 * project (globalSetup.ts). The same cases run on PGlite in nameMarkupRule.database.test.ts.
 */
import { inject } from 'vitest';
import { nameMarkupRuleCases } from '../nameMarkupRuleCases';
import { postgresDatabase } from '../sqlDatabase';

const server = inject('pg15');

nameMarkupRuleCases('PostgreSQL 15.', async () => postgresDatabase(server));
