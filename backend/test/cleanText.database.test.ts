// @vitest-environment node
/**
 * One line of the shopper's text as the database keeps it and as the forms count it (cleanTextCases.ts) on the
 * embedded backend's PGlite, from the same template a fresh backend starts from. The same cases run on PostgreSQL 15
 * in hosted/cleanText.hosted.test.ts.
 */
import { cleanTextCases } from './cleanTextCases';
import { templateDatabase } from './templateDatabase';

cleanTextCases('PGlite', () => templateDatabase('clean-text'));
