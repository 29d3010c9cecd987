// @vitest-environment node
/**
 * The "delivered" e-mail and its review invitations (deliveredEmailCases.ts) on the embedded backend's PGlite, from
 * the same template a fresh backend starts from. The same cases run on PostgreSQL 15 in
 * hosted/deliveredEmail.hosted.test.ts.
 */
import { deliveredEmailCases } from './deliveredEmailCases';
import { templateDatabase } from './templateDatabase';

deliveredEmailCases('PGlite', () => templateDatabase('delivered-email'));
