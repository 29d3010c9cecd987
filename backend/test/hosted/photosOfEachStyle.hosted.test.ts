// @vitest-environment node
/**
 * The photos of each style (photosOfEachStyleCases.ts) on a real PostgreSQL
 * 15 set up like a hosted Supabase project (globalSetup.ts). The same cases
 * run on PGlite in photosOfEachStyle.database.test.ts.
 */
import { inject } from 'vitest';
import { photosOfEachStyleCases } from '../photosOfEachStyleCases';
import { postgresDatabase } from '../sqlDatabase';

const server = inject('pg15');

photosOfEachStyleCases('PostgreSQL 15.', async () => postgresDatabase(server));
