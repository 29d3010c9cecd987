// @vitest-environment node
/**
 * The e-mail outbox cases (emailOutboxCases.ts) on the embedded backend's
 * PGlite, from the same template a fresh backend starts from. The same cases
 * run on PostgreSQL 15 in hosted/emailOutbox.hosted.test.ts.
 */
import { emailOutboxCases } from './emailOutboxCases';
import { templateDatabase } from './templateDatabase';

emailOutboxCases('PGlite', () => templateDatabase('email-outbox-cases'));
