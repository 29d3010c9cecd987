// @vitest-environment node
/**
 * The multi-line text cases (multilineTextCases.ts) on a real PostgreSQL 15
 * set up like a hosted Supabase project (globalSetup.ts). The same cases run
 * on PGlite in multilineText.database.test.ts.
 */
import { inject } from 'vitest';
import { multilineTextCases } from '../multilineTextCases';
import { postgresDatabase } from '../sqlDatabase';

const server = inject('pg15');

multilineTextCases('PostgreSQL 15.', async () => postgresDatabase(server));
