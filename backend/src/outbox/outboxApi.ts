/**
 * The sender's three calls to the database, over the REST API with the
 * service-role key: the same on the embedded backend and on a hosted
 * Supabase project (the functions are granted to service_role only; see
 * supabase/migrations/20250607000200_email_outbox.sql).
 */
import type { OutboxRow } from './outboxEmails';

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
  const rpc = async <T>(name: string, args: Record<string, unknown>): Promise<T> => {
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
  return {
    claim: (howMany, leaseSeconds) =>
      rpc<OutboxRow[]>('claim_outbox_emails', { how_many: howMany, lease_seconds: leaseSeconds }),
    markSent: (row) => rpc<boolean>('mark_outbox_email_sent', { email_id: row.id, claim: row.claim_id }),
    markFailed: (row, error, retryAfterSeconds) =>
      rpc<boolean>('mark_outbox_email_failed', {
        email_id: row.id,
        claim: row.claim_id,
        error,
        retry_after_seconds: retryAfterSeconds,
      }),
  };
}
