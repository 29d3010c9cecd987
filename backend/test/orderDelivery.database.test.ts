// @vitest-environment node
/**
 * The delivery and order-status cases (orderDeliveryCases.ts) on the embedded
 * backend's PGlite, from the same template a fresh backend starts from. The
 * same cases run on PostgreSQL 15 in hosted/orderDelivery.hosted.test.ts.
 */
import { orderDeliveryCases } from './orderDeliveryCases';
import { templateDatabase } from './templateDatabase';

orderDeliveryCases('PGlite', () => templateDatabase('order-delivery'));
