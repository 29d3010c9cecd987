// @vitest-environment node
/**
 * The multi-line text cases (multilineTextCases.ts) on the embedded
 * backend's PGlite, from the same template a fresh backend starts from. The
 * same cases run on PostgreSQL 15 in hosted/multilineText.hosted.test.ts.
 */
import { multilineTextCases } from './multilineTextCases';
import { templateDatabase } from './templateDatabase';

multilineTextCases('PGlite', () => templateDatabase('multiline-text'));
