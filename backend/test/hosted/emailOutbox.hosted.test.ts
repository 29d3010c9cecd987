// @vitest-environment node
/**
 * The e-mail outbox cases (emailOutboxCases.ts) on a real PostgreSQL 15 set
 * up like a hosted Supabase project (globalSetup.ts), where two senders'
 * claims really run at once. The same cases run on PGlite in
 * emailOutbox.database.test.ts.
 */
import { inject } from 'vitest';
import { emailOutboxCases } from '../emailOutboxCases';
import { postgresDatabase } from '../sqlDatabase';

const server = inject('pg15');

emailOutboxCases('PostgreSQL 15.', async () => postgresDatabase(server));
