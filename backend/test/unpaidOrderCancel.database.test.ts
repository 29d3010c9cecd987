// @vitest-environment node
/**
 * The unpaid card order cancel cases (unpaidOrderCancelCases.ts) on the embedded backend's PGlite, from the same
 * template a fresh backend starts from. The same cases run on PostgreSQL 15 in
 * hosted/unpaidOrderCancel.hosted.test.ts.
 */
import { templateDatabase } from './templateDatabase';
import { unpaidOrderCancelCases } from './unpaidOrderCancelCases';

unpaidOrderCancelCases('PGlite', () => templateDatabase('unpaid-order-cancel'));
