// @vitest-environment node
/**
 * The country name cases (countryNamesCases.ts) on the embedded backend's
 * PGlite, from the same template a fresh backend starts from. The same cases
 * run on PostgreSQL 15 in hosted/countryNames.hosted.test.ts.
 */
import { countryNamesCases } from './countryNamesCases';
import { templateDatabase } from './templateDatabase';

countryNamesCases('PGlite', () => templateDatabase('country-names'));
