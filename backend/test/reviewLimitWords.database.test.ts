// @vitest-environment node
/**
 * A review over its limits, in the form's words (reviewLimitWordsCases.ts), on the embedded backend's PGlite, from the
 * same template a fresh backend starts from. The same cases run on PostgreSQL 15 in
 * hosted/reviewLimitWords.hosted.test.ts.
 */
import { reviewLimitWordsCases } from './reviewLimitWordsCases';
import { templateDatabase } from './templateDatabase';

reviewLimitWordsCases('PGlite', () => templateDatabase('review-limit-words'));
