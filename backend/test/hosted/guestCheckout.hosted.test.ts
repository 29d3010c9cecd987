// @vitest-environment node
/**
 * The guest checkout cases (guestCheckoutCases.ts) on a real PostgreSQL 15
 * set up like a hosted Supabase project (globalSetup.ts). The same cases run
 * on PGlite in guestCheckout.database.test.ts.
 */
import { inject } from 'vitest';
import { guestCheckoutCases } from '../guestCheckoutCases';
import { postgresDatabase } from '../sqlDatabase';

const server = inject('pg15');

guestCheckoutCases('PostgreSQL 15.', async () => postgresDatabase(server));
