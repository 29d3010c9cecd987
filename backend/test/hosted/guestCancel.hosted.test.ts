// @vitest-environment node
/**
 * The guest cancel cases (guestCancelCases.ts) on a real PostgreSQL 15 set up
 * like a hosted Supabase project (globalSetup.ts). The same cases run on
 * PGlite in guestCancel.database.test.ts.
 */
import { inject } from 'vitest';
import { guestCancelCases } from '../guestCancelCases';
import { postgresDatabase } from '../sqlDatabase';

const server = inject('pg15');

guestCancelCases('PostgreSQL 15.', async () => postgresDatabase(server));
