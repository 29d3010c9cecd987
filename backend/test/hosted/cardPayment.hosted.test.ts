// @vitest-environment node
/**
 * The card payment cases (cardPaymentCases.ts) on a real PostgreSQL 15 set up
 * like a hosted Supabase project (globalSetup.ts). The same cases run on
 * PGlite in cardPayment.database.test.ts.
 */
import { inject } from 'vitest';
import { cardPaymentCases } from '../cardPaymentCases';
import { postgresDatabase } from '../sqlDatabase';

const server = inject('pg15');

cardPaymentCases('PostgreSQL 15.', async () => postgresDatabase(server));
