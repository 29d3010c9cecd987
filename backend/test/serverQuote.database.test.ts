// @vitest-environment node
/**
 * The server quote cases (serverQuoteCases.ts) on the embedded
 * backend's PGlite, from the same template a fresh backend starts from. The
 * same cases run on PostgreSQL 15 in hosted/serverQuote.hosted.test.ts.
 */
import { serverQuoteCases } from './serverQuoteCases';
import { templateDatabase } from './templateDatabase';

serverQuoteCases('PGlite', () => templateDatabase('server-quote'));
