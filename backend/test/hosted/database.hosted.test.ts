// @vitest-environment node
/**
 * The database-level cases (databaseCases.ts) on a real PostgreSQL 15 set up
 * like a hosted Supabase project (globalSetup.ts): callers log in as
 * `authenticator` and switch role as PostgREST does. The same cases run on
 * PGlite in database.test.ts.
 */
import { inject } from 'vitest';
import { databaseCases } from '../databaseCases';
import { postgresDatabase } from '../sqlDatabase';

const server = inject('pg15');

databaseCases('PostgreSQL 15.', async () => postgresDatabase(server));
