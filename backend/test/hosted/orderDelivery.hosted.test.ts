// @vitest-environment node
/**
 * The delivery and order-status cases (orderDeliveryCases.ts) on a real
 * PostgreSQL 15 set up like a hosted Supabase project (globalSetup.ts). The
 * same cases run on PGlite in orderDelivery.database.test.ts.
 */
import { inject } from 'vitest';
import { orderDeliveryCases } from '../orderDeliveryCases';
import { postgresDatabase } from '../sqlDatabase';

const server = inject('pg15');

orderDeliveryCases('PostgreSQL 15.', async () => postgresDatabase(server));
