// @vitest-environment node
/**
 * The address rules and proof approval cases (addressRulesCases.ts) on the
 * embedded backend's PGlite, from the same template a fresh backend starts
 * from. The same cases run on PostgreSQL 15 in hosted/addressRules.hosted.test.ts.
 */
import { addressRulesCases } from './addressRulesCases';
import { templateDatabase } from './templateDatabase';

addressRulesCases('PGlite', () => templateDatabase('address-rules'));
