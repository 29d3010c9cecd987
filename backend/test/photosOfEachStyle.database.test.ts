// @vitest-environment node
/**
 * The photos of each style (photosOfEachStyleCases.ts) on the embedded
 * backend's PGlite, from the same template a fresh backend starts from. The
 * same cases run on PostgreSQL 15 in hosted/photosOfEachStyle.hosted.test.ts.
 */
import { photosOfEachStyleCases } from './photosOfEachStyleCases';
import { templateDatabase } from './templateDatabase';

photosOfEachStyleCases('PGlite', () => templateDatabase('photos-of-each-style'));
