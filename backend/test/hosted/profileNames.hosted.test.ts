// @vitest-environment node
/**
 * A profile's names kept as the shopper sees them (profileNamesCases.ts) on a real PostgreSQL 15 set up like a hosted
 * Supabase project (globalSetup.ts). The same cases run on PGlite in profileNames.database.test.ts.
 */
import { inject } from 'vitest';
import { profileNamesCases } from '../profileNamesCases';
import { postgresDatabase } from '../sqlDatabase';

const server = inject('pg15');

profileNamesCases('PostgreSQL 15.', async () => postgresDatabase(server));
