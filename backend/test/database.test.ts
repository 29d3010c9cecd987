// @vitest-environment node
/**
 * The database-level cases (databaseCases.ts) on the embedded backend's
 * PGlite, from the same template a fresh backend starts from. The same
 * cases run on PostgreSQL 15 in hosted/database.hosted.test.ts.
 */
import { databaseCases } from './databaseCases';
import { templateDatabase } from './templateDatabase';

databaseCases('PGlite', () => templateDatabase('database-cases'));
