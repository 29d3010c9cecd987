// @vitest-environment node
/**
 * The named-design search cases (searchNamedDesignCases.ts) on the embedded
 * backend's PGlite, from the same template a fresh backend starts from. The
 * same cases run on PostgreSQL 15 in hosted/searchNamedDesign.hosted.test.ts.
 */
import { searchNamedDesignCases } from './searchNamedDesignCases';
import { templateDatabase } from './templateDatabase';

searchNamedDesignCases('PGlite', () => templateDatabase('named-design-cases'));
