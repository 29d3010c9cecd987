// @vitest-environment node
/**
 * The sizes and volume-tier cases (sizesAndTiersCases.ts) on a real
 * PostgreSQL 15 set up like a hosted Supabase project (globalSetup.ts). The
 * same cases run on PGlite in sizesAndTiers.database.test.ts.
 */
import { inject } from 'vitest';
import { sizesAndTiersCases } from '../sizesAndTiersCases';
import { postgresDatabase } from '../sqlDatabase';

const server = inject('pg15');

sizesAndTiersCases('PostgreSQL 15.', async () => postgresDatabase(server));
