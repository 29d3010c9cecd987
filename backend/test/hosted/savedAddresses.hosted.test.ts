// @vitest-environment node
/**
 * The saved-address cases (savedAddressesCases.ts) on a real PostgreSQL 15
 * set up like a hosted Supabase project (globalSetup.ts). The same cases run
 * on PGlite in savedAddresses.database.test.ts.
 */
import { inject } from 'vitest';
import { savedAddressesCases } from '../savedAddressesCases';
import { postgresDatabase } from '../sqlDatabase';

const server = inject('pg15');

savedAddressesCases('PostgreSQL 15.', async () => postgresDatabase(server));
