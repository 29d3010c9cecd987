// @vitest-environment node
/**
 * A group line's missing name or number said of its row (groupRowWordsCases.ts) on a real PostgreSQL 15 set up like
 * a hosted Supabase project (globalSetup.ts). The same cases run on PGlite in groupRowWords.database.test.ts.
 */
import { inject } from 'vitest';
import { groupRowWordsCases } from '../groupRowWordsCases';
import { postgresDatabase } from '../sqlDatabase';

const server = inject('pg15');

groupRowWordsCases('PostgreSQL 15.', async () => postgresDatabase(server));
