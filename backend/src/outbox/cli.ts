/**
 * `npm run outbox -w @giftshop/backend`: the outbox sender as its own
 * process, e.g. next to a hosted Supabase project. Configured by the
 * environment (the key never goes on a command line):
 *
 *   SUPABASE_URL               https://<ref>.supabase.co (or the embedded backend's URL)
 *   SUPABASE_SERVICE_ROLE_KEY  the project's service-role key
 *   SMTP_URL                   smtp://user:password@smtp.provider.example:587 (smtps:// for port 465)
 *   SHOP_PUBLIC_ORIGIN         https://shop.example (links in e-mails lead there)
 *   OUTBOX_POLL_MS             wait between looks when nothing is due (default 2000)
 *   OUTBOX_LEASE_SECONDS       how long a claim lasts (default 120; keep it above 50, the longest send)
 *
 * `--once` sends what is due and exits (for a scheduler such as cron);
 * otherwise it runs until SIGINT or SIGTERM, then finishes the sends under
 * way. Logs one JSON line per event to stdout.
 */
import { startOutboxSender, createOutboxSender } from './outboxSender';

const env = process.env;
const BATCH = 10;
const missing = ['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY', 'SMTP_URL', 'SHOP_PUBLIC_ORIGIN'].filter((k) => !env[k]);
if (missing.length) {
  console.error(`The outbox sender needs ${missing.join(', ')} in its environment (see backend/src/outbox/cli.ts).`);
  process.exit(2);
}
const options = {
  supabaseUrl: env.SUPABASE_URL!,
  serviceKey: env.SUPABASE_SERVICE_ROLE_KEY!,
  smtpUrl: env.SMTP_URL!,
  siteUrl: env.SHOP_PUBLIC_ORIGIN!,
  pollMs: Number(env.OUTBOX_POLL_MS) || undefined,
  leaseSeconds: Number(env.OUTBOX_LEASE_SECONDS) || undefined,
  batchSize: BATCH,
  log: (event: Record<string, unknown>) => console.log(JSON.stringify({ time: new Date().toISOString(), ...event })),
};

if (process.argv.includes('--once')) {
  const sender = createOutboxSender(options);
  let claimed = 0;
  for (;;) {
    const n = await sender.sendDue();
    claimed += n;
    if (n < BATCH) break; // a full batch: there may be more
  }
  await sender.stop();
  options.log({ event: 'outbox_done', claimed });
} else {
  const sender = startOutboxSender(options);
  options.log({ event: 'outbox_started', supabaseUrl: options.supabaseUrl, siteUrl: options.siteUrl });
  const stop = () => void sender.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
