// @vitest-environment node
/**
 * The reviews cases (reviewsCases.ts) on the embedded backend's PGlite, from
 * the same template a fresh backend starts from. The same cases run on
 * PostgreSQL 15 in hosted/reviews.hosted.test.ts.
 */
import { reviewsCases } from './reviewsCases';
import { templateDatabase } from './templateDatabase';

reviewsCases('PGlite', () => templateDatabase('reviews-cases'));
