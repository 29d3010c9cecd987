/**
 * The outbox sender (backend/src/outbox/) against a real backend and a real
 * mail catcher: a newsletter sign-up's welcome e-mail arrives, with its
 * unsubscribe link and one-click headers; a failed send is tried again
 * later; a sender killed while it holds a row leaves it to the next sender
 * after the lease, and the e-mail still arrives once; two senders side by
 * side send each e-mail once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo, startMailCatcher, waitForEmail, type MailCatcher } from '../../scripts/lib/mailCatcher';
import { defaultShopConfig } from '../../shared/src/config/shopConfig';
import { outboxMessage, UnsendableEmail, type OutboxRow } from '../src/outbox/outboxEmails';
import { defaultRetry, retryDelay, startOutboxSender, type OutboxSender } from '../src/outbox/outboxSender';
import { startTestBackend, uniqueEmail, type TestBackend } from './testBackend';

const SITE = 'https://shop.example';
const TOKEN = '0b6f0c1e-2d3a-4c5b-8e9f-a0b1c2d3e4f5';

const welcomeRow = (over: Partial<OutboxRow> = {}): OutboxRow => ({
  id: 1,
  kind: 'newsletter_welcome',
  recipient: 'ann@example.test',
  payload: { unsubscribe_token: TOKEN },
  message_id: 'c0ffee00-1111-4222-8333-444455556666',
  attempts: 1,
  claim_id: '00000000-0000-4000-8000-000000000000',
  claimed_until: '2026-01-01T00:02:00Z',
  created_at: '2026-01-01T00:00:00Z',
  next_attempt_at: '2026-01-01T00:00:00Z',
  sent_at: null,
  gave_up_at: null,
  last_error: null,
  ...over,
});

describe('the welcome e-mail', () => {
  it('has the unsubscribe link in both parts, RFC 8058 one-click headers and the row’s Message-ID', async () => {
    const message = outboxMessage(welcomeRow(), { siteUrl: SITE });
    const raw = (await createTransport({ streamTransport: true, buffer: true }).sendMail(message)).message.toString();
    const headers = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n\s+/g, ' ');
    const link = `${SITE}/newsletter/unsubscribe?token=${TOKEN}`;
    expect(headers).toContain(`List-Unsubscribe: <${link}>`);
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(headers).toContain('Message-ID: <c0ffee00-1111-4222-8333-444455556666@keepsakelane.example>');
    expect(headers).toContain(`From: ${defaultShopConfig.brandName} <${defaultShopConfig.email}>`);
    expect(message.subject).toBe('Welcome to the Keepsake Lane newsletter');
    expect(message.text).toContain(`Unsubscribe: ${link}`);
    expect(message.html).toContain(`<a href="${link}"`);
    expect(message.text).toContain(defaultShopConfig.address.street);
  });

  it('refuses rows that cannot become an e-mail, for good', () => {
    for (const row of [
      welcomeRow({ kind: 'order_confetti' }),
      welcomeRow({ kind: 'constructor' }),
      welcomeRow({ payload: {} }),
      welcomeRow({ payload: { unsubscribe_token: '"><script>alert(1)</script>' } }),
    ])
      expect(() => outboxMessage(row, { siteUrl: SITE })).toThrow(UnsendableEmail);
  });

  it('waits twice as long after each failure, up to the cap, then gives up', () => {
    expect([1, 2, 3, 8, 9, 10].map((n) => retryDelay(n, defaultRetry))).toEqual([30, 60, 120, 3600, 3600, null]);
  });
});

describe('sending the outbox', () => {
  let backend: TestBackend;
  let catcher: MailCatcher;
  const mailDir = mkdtempSync(path.join(tmpdir(), 'outbox-mail-'));
  const senders: OutboxSender[] = [];
  const cleanups: (() => Promise<void> | void)[] = [];

  const send = (over: Partial<Parameters<typeof startOutboxSender>[0]> = {}) => {
    const sender = startOutboxSender({
      supabaseUrl: backend.url,
      serviceKey: backend.serviceKey,
      smtpUrl: catcher.smtpUrl,
      siteUrl: SITE,
      pollMs: 50,
      ...over,
    });
    senders.push(sender);
    return sender;
  };
  const subscribe = async (email: string) => {
    const { error } = await backend.client().from('newsletter_subscribers').insert({ email });
    expect(error).toBeNull();
  };
  const outboxRow = async (email: string) => {
    const { data, error } = await backend.admin.from('email_outbox').select('*').eq('recipient', email);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    return data![0] as OutboxRow & { sent_at: string | null; last_error: string | null; claimed_until: string | null };
  };
  const tokenOf = async (email: string) =>
    (await backend.admin.from('newsletter_subscribers').select('unsubscribe_token').eq('email', email).single()).data!
      .unsubscribe_token as string;
  /** Polls the outbox row until `ready` holds (the database is what the senders tell). */
  const rowWhen = async (email: string, ready: (row: Awaited<ReturnType<typeof outboxRow>>) => boolean) => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const row = await outboxRow(email);
      if (ready(row)) return row;
      if (Date.now() > deadline) throw new Error(`the outbox row never got there: ${JSON.stringify(row)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const freePort = () =>
    new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });

  beforeAll(async () => {
    [backend, catcher] = await Promise.all([
      startTestBackend({ rateLimit: 0, writeLimit: 1_000_000 }),
      startMailCatcher({ smtpPort: 0, webPort: 0, dir: path.join(mailDir, 'main') }),
    ]);
  });
  afterEach(async () => {
    await Promise.all(senders.splice(0).map((s) => s.stop()));
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(async () => {
    await Promise.all([backend?.destroy(), catcher?.stop()]);
    rmSync(mailDir, { recursive: true, force: true });
  });

  it('delivers the welcome e-mail of a sign-up, with the subscriber’s own unsubscribe link, and marks it sent', async () => {
    const email = uniqueEmail('welcome');
    await subscribe(email);
    send();
    const mail = await waitForEmail(catcher.inboxUrl, email);
    expect(mail.subject).toBe('Welcome to the Keepsake Lane newsletter');
    expect(mail.text).toContain(`Unsubscribe: ${SITE}/newsletter/unsubscribe?token=${await tokenOf(email)}`);
    const row = await rowWhen(email, (r) => r.sent_at !== null);
    expect(row).toMatchObject({ attempts: 1, last_error: null, claimed_until: null });
  });

  it('tries a failed send again after its wait, until the mail server answers', async () => {
    const email = uniqueEmail('retry');
    const port = await freePort();
    await subscribe(email);
    // nothing listens on the port yet: the first try fails
    send({ smtpUrl: `smtp://127.0.0.1:${port}`, retry: { firstSeconds: 0.3 } });
    const failed = await rowWhen(email, (r) => r.last_error !== null);
    expect(failed.sent_at).toBeNull();
    expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);
    const late = await startMailCatcher({ smtpPort: port, webPort: 0, dir: path.join(mailDir, 'late') });
    cleanups.push(() => late.stop());
    await waitForEmail(late.inboxUrl, email);
    const sent = await rowWhen(email, (r) => r.sent_at !== null);
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    expect(await emailsTo(late.inboxUrl, email)).toHaveLength(1);
  });

  it('a sender killed mid-send leaves the e-mail to the next one after its lease: it arrives once', async () => {
    const email = uniqueEmail('killed');
    await subscribe(email);
    // a mail server that takes the connection and never answers: the send hangs until the sender is killed
    const hanging: Server = createServer(() => undefined).listen(0, '127.0.0.1');
    await new Promise((resolve) => hanging.once('listening', resolve));
    cleanups.push(() => new Promise<void>((resolve) => hanging.close(() => resolve())));
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/outbox/cli.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: {
        ...process.env,
        SUPABASE_URL: backend.url,
        SUPABASE_SERVICE_ROLE_KEY: backend.serviceKey,
        SMTP_URL: `smtp://127.0.0.1:${(hanging.address() as { port: number }).port}`,
        SHOP_PUBLIC_ORIGIN: SITE,
        OUTBOX_POLL_MS: '50',
        OUTBOX_LEASE_SECONDS: '2',
      },
      stdio: 'ignore',
    });
    cleanups.push(() => void child.kill('SIGKILL'));
    const claimed = await rowWhen(email, (r) => r.claimed_until !== null);
    expect(claimed).toMatchObject({ attempts: 1, sent_at: null });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;

    send();
    const mail = await waitForEmail(catcher.inboxUrl, email);
    // not before the first sender's lease ran out
    expect(Date.parse(mail.time)).toBeGreaterThanOrEqual(Date.parse(claimed.claimed_until!) - 1000);
    const sent = await rowWhen(email, (r) => r.sent_at !== null);
    expect(sent.attempts).toBe(2);
    expect(sent.message_id).toBe(claimed.message_id);
    expect(await emailsTo(catcher.inboxUrl, email)).toHaveLength(1);
  });

  it('two senders side by side send each e-mail once', async () => {
    const emails = Array.from({ length: 6 }, () => uniqueEmail('pair'));
    for (const email of emails) await subscribe(email);
    send({ batchSize: 2 });
    send({ batchSize: 2 });
    for (const email of emails) await rowWhen(email, (r) => r.sent_at !== null);
    for (const email of emails) expect(await emailsTo(catcher.inboxUrl, email), email).toHaveLength(1);
  });
});
