/**
 * The outbox sender: claims due e-mails from `public.email_outbox` (through
 * the REST API with the service-role key), sends each over SMTP with its
 * row's Message-ID, and marks it sent, or failed with a retry time that
 * doubles with each try. A claim is a lease: a sender that stops mid-send
 * (a crash, a kill) leaves its rows to be claimed again once the lease
 * ends, and a stopped sender finishes and marks what it holds first.
 *
 * One run is a loop (`startOutboxSender`): `npm start` runs one next to its
 * backend, and `npm run outbox -w @giftshop/backend` runs one as its own
 * process next to a hosted Supabase project (cli.ts).
 */
import { createTransport, type Transporter } from 'nodemailer';
import pLimit from 'p-limit';
import { outboxApi, type OutboxApi } from './outboxApi';
import { outboxMessage, UnsendableEmail, type OutboxEmailContext, type OutboxRow } from './outboxEmails';

export interface RetryPolicy {
  /** Wait before the second try; each later one waits twice as long as the one before. */
  firstSeconds: number;
  maxSeconds: number;
  /** Tries before the sender gives up on an e-mail. */
  maxAttempts: number;
}

export const defaultRetry: RetryPolicy = { firstSeconds: 30, maxSeconds: 3600, maxAttempts: 10 };

export interface OutboxSenderOptions extends OutboxEmailContext {
  /** The Supabase project (or the embedded backend): `https://<ref>.supabase.co`. */
  supabaseUrl: string;
  /** The service-role key: the outbox functions answer no other. Never give it to a browser. */
  serviceKey: string;
  /** `smtp://user:pass@host:port` (`smtps://` for TLS from the start). */
  smtpUrl: string;
  /** Rows claimed at once (default 10). */
  batchSize?: number;
  /**
   * How long a claim lasts (default 120 s). Longer than one send can take (the SMTP time limits below add
   * up to 50 s), so a slow send is never taken over while it still runs.
   */
  leaseSeconds?: number;
  /** Wait between looks when nothing is due (default 2000 ms). */
  pollMs?: number;
  retry?: Partial<RetryPolicy>;
  /** Sends at once (default 4). */
  concurrency?: number;
  log?: (event: Record<string, unknown>) => void;
}

export interface OutboxSender {
  /** One pass: claim what is due, send it, mark it. The number of e-mails claimed. */
  sendDue(): Promise<number>;
  /** Stop looking; finish and mark the e-mails under way; close the SMTP connection. */
  stop(): Promise<void>;
}

/** Seconds to wait after the `attempts`-th failed try (null: give up). */
export function retryDelay(attempts: number, policy: RetryPolicy): number | null {
  if (attempts >= policy.maxAttempts) return null;
  return Math.min(policy.firstSeconds * 2 ** Math.max(0, attempts - 1), policy.maxSeconds);
}

/** An SMTP answer in the 500s refuses the message for good (no such mailbox); anything else may pass later. */
const permanent = (error: unknown) => {
  const code = (error as { responseCode?: number }).responseCode;
  return error instanceof UnsendableEmail || (typeof code === 'number' && code >= 500 && code < 600);
};

export function createOutboxSender(
  options: OutboxSenderOptions,
  api: OutboxApi = outboxApi(options.supabaseUrl, options.serviceKey),
): OutboxSender {
  const log = options.log ?? (() => undefined);
  const retry = { ...defaultRetry, ...options.retry };
  const batchSize = options.batchSize ?? 10;
  const leaseSeconds = options.leaseSeconds ?? 120;
  const limit = pLimit(options.concurrency ?? 4);
  const transport: Transporter = createTransport({
    url: options.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });

  async function deliver(row: OutboxRow): Promise<void> {
    try {
      const info = await transport.sendMail(outboxMessage(row, options));
      const marked = await api.markSent(row);
      log({
        event: 'outbox_sent',
        id: row.id,
        kind: row.kind,
        attempts: row.attempts,
        messageId: info.messageId,
        marked,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const wait = permanent(error) ? null : retryDelay(row.attempts, retry);
      log({
        event: 'outbox_failed',
        id: row.id,
        kind: row.kind,
        attempts: row.attempts,
        error: message,
        retryInSeconds: wait,
      });
      await api.markFailed(row, message, wait).catch((markError: unknown) =>
        // the lease ends anyway: the row is tried again then
        log({ event: 'outbox_mark_failed', id: row.id, error: String(markError) }),
      );
    }
  }

  return {
    async sendDue() {
      const rows = await api.claim(batchSize, leaseSeconds);
      await Promise.all(rows.map((row) => limit(() => deliver(row))));
      return rows.length;
    },
    async stop() {
      transport.close();
    },
  };
}

/** The sender as a loop: looks at once, again at once while full batches come, else every `pollMs`. */
export function startOutboxSender(options: OutboxSenderOptions): OutboxSender {
  const sender = createOutboxSender(options);
  const log = options.log ?? (() => undefined);
  const pollMs = options.pollMs ?? 2000;
  const batchSize = options.batchSize ?? 10;
  let stopped = false;
  let wake: (() => void) | null = null;
  const loop = (async () => {
    while (!stopped) {
      const claimed = await sender.sendDue().catch((error: unknown) => {
        log({ event: 'outbox_unreachable', error: error instanceof Error ? error.message : String(error) });
        return 0;
      });
      if (stopped || claimed >= batchSize) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  })();
  return {
    sendDue: () => sender.sendDue(),
    async stop() {
      stopped = true;
      (wake as (() => void) | null)?.();
      await loop;
      await sender.stop();
    },
  };
}
