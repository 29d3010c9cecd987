// @vitest-environment node
/**
 * A design's number (designNumbersCases.ts) on the embedded backend's PGlite,
 * from the same template a fresh backend starts from. The same cases run on
 * PostgreSQL 15 in hosted/designNumbers.hosted.test.ts.
 */
import { designNumbersCases } from './designNumbersCases';
import { templateDatabase } from './templateDatabase';

designNumbersCases('PGlite', () => templateDatabase('design-numbers'));
