/**
 * The sender's three calls to the database, over the REST API with the
 * service-role key: the same on the embedded backend and on a hosted
 * Supabase project (the functions are granted to service_role only; see
 * supabase/migrations/20250607000200_email_outbox.sql).
 */
import type { Database } from '../../../shared/src/supabase/database.types';
import type { OutboxRow } from './outboxEmails';

type Functions = Database['public']['Functions'];
/** The sender's functions and their arguments, as the schema declares them (any SQL argument may be null). */
interface OutboxCalls {
  claim_outbox_emails: Functions['claim_outbox_emails']['Args'];
  mark_outbox_email_sent: Functions['mark_outbox_email_sent']['Args'];
  mark_outbox_email_failed: Omit<Functions['mark_outbox_email_failed']['Args'], 'retry_after_seconds'> & {
    retry_after_seconds: number | null;
  };
}

export interface OutboxApi {
  /** Claim up to `howMany` due rows for `leaseSeconds`. */
  claim(howMany: number, leaseSeconds: number): Promise<OutboxRow[]>;
  /** True when the row was still ours and is now marked sent. */
  markSent(row: OutboxRow): Promise<boolean>;
  /** Try again after `retryAfterSeconds`, or (null) give up. */
  markFailed(row: OutboxRow, error: string, retryAfterSeconds: number | null): Promise<boolean>;
}

/** How long one call may take. */
const CALL_LIMIT_MS = 15_000;

export function outboxApi(supabaseUrl: string, serviceKey: string): OutboxApi {
  const base = supabaseUrl.replace(/\/+$/, '');
  const rpc = async <T, N extends keyof OutboxCalls = keyof OutboxCalls>(name: N, args: OutboxCalls[N]): Promise<T> => {
    const res = await fetch(`${base}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: {
        apikey: serviceKey,
        Authorization: `Bearer ${serviceKey}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify(args),
      signal: AbortSignal.timeout(CALL_LIMIT_MS),
    });
    const body = await res.text();
    if (!res.ok) {
      let message = body.slice(0, 300);
      try {
        message = (JSON.parse(body) as { message?: string }).message ?? message;
      } catch {
        // not JSON: the text itself
      }
      throw new Error(`${name} answered ${res.status}: ${message}`);
    }
    return JSON.parse(body) as T;
  };
  /** A claimed row always holds its claim. */
  const claimOf = (row: OutboxRow) => row.claim_id as string;
  return {
    claim: (howMany, leaseSeconds) =>
      rpc<OutboxRow[]>('claim_outbox_emails', { how_many: howMany, lease_seconds: leaseSeconds }),
    markSent: (row) => rpc<boolean>('mark_outbox_email_sent', { email_id: row.id, claim: claimOf(row) }),
    markFailed: (row, error, retryAfterSeconds) =>
      rpc<boolean>('mark_outbox_email_failed', {
        email_id: row.id,
        claim: claimOf(row),
        error,
        retry_after_seconds: retryAfterSeconds,
      }),
  };
}
