// @vitest-environment node
/**
 * The shop's write limits in the database (writeLimitsCases.ts) on the embedded backend's PGlite, from the same
 * template a fresh backend starts from. The same cases run on PostgreSQL 15 in hosted/writeLimits.hosted.test.ts.
 */
import { templateDatabase } from './templateDatabase';
import { writeLimitsCases } from './writeLimitsCases';

writeLimitsCases('PGlite', () => templateDatabase('write-limits'));
