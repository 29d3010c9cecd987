// @vitest-environment node
/**
 * The lines-priced-once cases (linesPricedOnceCases.ts) on the embedded
 * backend's PGlite, from the same template a fresh backend starts from. The
 * same cases run on PostgreSQL 15 in hosted/linesPricedOnce.hosted.test.ts.
 */
import { linesPricedOnceCases } from './linesPricedOnceCases';
import { templateDatabase } from './templateDatabase';

linesPricedOnceCases('PGlite', () => templateDatabase('lines-priced-once'));
