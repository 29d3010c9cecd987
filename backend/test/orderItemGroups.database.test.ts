// @vitest-environment node
/**
 * The group order cases (orderItemGroupsCases.ts) on the embedded backend's
 * PGlite, from the same template a fresh backend starts from. The same cases
 * run on PostgreSQL 15 in hosted/orderItemGroups.hosted.test.ts.
 */
import { orderItemGroupsCases } from './orderItemGroupsCases';
import { templateDatabase } from './templateDatabase';

orderItemGroupsCases('PGlite', () => templateDatabase('order-item-groups'));
