// @vitest-environment node
/**
 * The near-miss search cases (searchNearMissCases.ts) on the embedded
 * backend's PGlite, from the same template a fresh backend starts from. The
 * same cases run on PostgreSQL 15 in hosted/searchNearMiss.hosted.test.ts.
 */
import { searchNearMissCases } from './searchNearMissCases';
import { templateDatabase } from './templateDatabase';

searchNearMissCases('PGlite', () => templateDatabase('near-miss-cases'));
