// @vitest-environment node
/**
 * A phone number's rule in the database (phoneNumberRuleCases.ts) on the embedded backend's PGlite, from the same
 * template a fresh backend starts from. The same cases run on PostgreSQL 15 in hosted/phoneNumberRule.hosted.test.ts.
 */
import { phoneNumberRuleCases } from './phoneNumberRuleCases';
import { templateDatabase } from './templateDatabase';

phoneNumberRuleCases('PGlite', () => templateDatabase('phone-number-rule'));
