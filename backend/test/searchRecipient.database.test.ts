// @vitest-environment node
/**
 * The recipient-word search cases (searchRecipientCases.ts) on the embedded
 * backend's PGlite, from the same template a fresh backend starts from. The
 * same cases run on PostgreSQL 15 in hosted/searchRecipient.hosted.test.ts.
 */
import { searchRecipientCases } from './searchRecipientCases';
import { templateDatabase } from './templateDatabase';

searchRecipientCases('PGlite', () => templateDatabase('recipient-cases'));
