// @vitest-environment node
/**
 * A group line's missing name or number said of its row (groupRowWordsCases.ts) on the embedded backend's PGlite,
 * from the same template a fresh backend starts from. The same cases run on PostgreSQL 15 in
 * hosted/groupRowWords.hosted.test.ts.
 */
import { groupRowWordsCases } from './groupRowWordsCases';
import { templateDatabase } from './templateDatabase';

groupRowWordsCases('PGlite', () => templateDatabase('group-row-words'));
