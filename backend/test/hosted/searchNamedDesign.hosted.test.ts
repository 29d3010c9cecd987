// @vitest-environment node
/**
 * The named-design search cases (searchNamedDesignCases.ts) on a real
 * PostgreSQL 15 set up like a hosted Supabase project (globalSetup.ts). The
 * same cases run on PGlite in searchNamedDesign.database.test.ts.
 */
import { inject } from 'vitest';
import { searchNamedDesignCases } from '../searchNamedDesignCases';
import { postgresDatabase } from '../sqlDatabase';

const server = inject('pg15');

searchNamedDesignCases('PostgreSQL 15.', async () => postgresDatabase(server));
