// @vitest-environment node
/**
 * The designs-that-fit cases (designsThatFitCases.ts) on the embedded
 * backend's PGlite, from the same template a fresh backend starts from. The
 * same cases run on PostgreSQL 15 in hosted/designsThatFit.hosted.test.ts.
 */
import { designsThatFitCases } from './designsThatFitCases';
import { templateDatabase } from './templateDatabase';

designsThatFitCases('PGlite', () => templateDatabase('designs-that-fit'));
