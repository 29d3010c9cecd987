// @vitest-environment node
/**
 * The country name cases (countryNamesCases.ts) on a real PostgreSQL 15 set up
 * like a hosted Supabase project (globalSetup.ts). The same cases run on
 * PGlite in countryNames.database.test.ts.
 */
import { inject } from 'vitest';
import { countryNamesCases } from '../countryNamesCases';
import { postgresDatabase } from '../sqlDatabase';

const server = inject('pg15');

countryNamesCases('PostgreSQL 15.', async () => postgresDatabase(server));
