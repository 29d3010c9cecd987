// @vitest-environment node
/**
 * A display name without markup (displayNameCases.ts) on a real PostgreSQL 15 set up like a hosted Supabase project
 * (globalSetup.ts). The same cases run on PGlite in displayName.database.test.ts.
 */
import { inject } from 'vitest';
import { displayNameCases } from '../displayNameCases';
import { postgresDatabase } from '../sqlDatabase';

const server = inject('pg15');

displayNameCases('PostgreSQL 15.', async () => postgresDatabase(server));
