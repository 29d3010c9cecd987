// @vitest-environment node
/**
 * A name's markup rule in one home (nameMarkupRuleCases.ts) on the embedded backend's PGlite, from the same template
 * a fresh backend starts from. The same cases run on PostgreSQL 15 in hosted/nameMarkupRule.hosted.test.ts.
 */
import { nameMarkupRuleCases } from './nameMarkupRuleCases';
import { templateDatabase } from './templateDatabase';

nameMarkupRuleCases('PGlite', () => templateDatabase('name-markup-rule'));
