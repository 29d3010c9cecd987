// @vitest-environment node
/**
 * The sizes and volume-tier cases (sizesAndTiersCases.ts) on the embedded
 * backend's PGlite, from the same template a fresh backend starts from. The
 * same cases run on PostgreSQL 15 in hosted/sizesAndTiers.hosted.test.ts.
 */
import { sizesAndTiersCases } from './sizesAndTiersCases';
import { templateDatabase } from './templateDatabase';

sizesAndTiersCases('PGlite', () => templateDatabase('sizes-and-tiers'));
