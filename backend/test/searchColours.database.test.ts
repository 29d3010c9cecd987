// @vitest-environment node
/**
 * The colour search cases (searchColoursCases.ts) on the embedded backend's
 * PGlite, from the same template a fresh backend starts from. The same cases
 * run on PostgreSQL 15 in hosted/searchColours.hosted.test.ts.
 */
import { searchColoursCases } from './searchColoursCases';
import { templateDatabase } from './templateDatabase';

searchColoursCases('PGlite', () => templateDatabase('colour-cases'));
