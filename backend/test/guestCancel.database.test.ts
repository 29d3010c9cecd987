// @vitest-environment node
/**
 * The guest cancel cases (guestCancelCases.ts) on the embedded backend's
 * PGlite, from the same template a fresh backend starts from. The same cases
 * run on PostgreSQL 15 in hosted/guestCancel.hosted.test.ts.
 */
import { guestCancelCases } from './guestCancelCases';
import { templateDatabase } from './templateDatabase';

guestCancelCases('PGlite', () => templateDatabase('guest-cancel'));
