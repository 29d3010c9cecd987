// @vitest-environment node
/**
 * A product's care said once (careSaidOnceCases.ts) on the embedded backend's PGlite, from the same template a
 * fresh backend starts from. The same cases run on PostgreSQL 15 in hosted/careSaidOnce.hosted.test.ts.
 */
import { careSaidOnceCases } from './careSaidOnceCases';
import { templateDatabase } from './templateDatabase';

careSaidOnceCases('PGlite', () => templateDatabase('care-said-once'));
