// @vitest-environment node
/**
 * A display name without markup (displayNameCases.ts) on the embedded backend's PGlite, from the same template a
 * fresh backend starts from. The same cases run on PostgreSQL 15 in hosted/displayName.hosted.test.ts.
 */
import { displayNameCases } from './displayNameCases';
import { templateDatabase } from './templateDatabase';

displayNameCases('PGlite', () => templateDatabase('display-name'));
