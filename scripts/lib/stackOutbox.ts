/**
 * The outbox sender of a local stack (`npm start`, the e2e stack): it sends
 * the e-mails the database queues in `email_outbox` (the newsletter's
 * welcome) to the stack's mail catcher, with links to the stack's shell.
 * Next to a hosted Supabase project the same sender runs as its own process
 * (`npm run outbox -w @giftshop/backend`, see docs/backend.md).
 */
import type { OutboxSender, OutboxSenderOptions } from '../../backend/src/index';

export async function startStackOutbox(options: {
  backendUrl: string;
  serviceKey: string;
  smtpUrl: string;
  siteUrl: string;
  quiet: boolean;
}): Promise<OutboxSender> {
  const backendPackage = '@giftshop/backend';
  const { startOutboxSender } = (await import(backendPackage)) as {
    startOutboxSender(o: OutboxSenderOptions): OutboxSender;
  };
  return startOutboxSender({
    supabaseUrl: options.backendUrl,
    serviceKey: options.serviceKey,
    smtpUrl: options.smtpUrl,
    siteUrl: options.siteUrl,
    // a local shopper sees the welcome in the inbox within a second or so
    pollMs: 1000,
    log: options.quiet
      ? undefined
      : (event) => console.log(JSON.stringify({ time: new Date().toISOString(), ...event })),
  });
}
