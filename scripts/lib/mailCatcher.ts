/**
 * The local mail catcher (MailDev): an SMTP server the backend sends its
 * e-mails to, and a web inbox with a JSON API (`/api/email`) to read them.
 * `npm start` and the e2e stack run one per stack, on ports shifted like the
 * others; tests that need their own start it on free ports (0).
 */
import { mkdirSync } from 'node:fs';
import { MailDev } from 'maildev';

export interface MailCatcher {
  /** What the backend sends to: `smtp://127.0.0.1:<port>`. */
  smtpUrl: string;
  /** The web inbox (and its API under `/api`). */
  inboxUrl: string;
  stop(): Promise<void>;
}

export interface CaughtEmail {
  id: string;
  subject: string;
  time: string;
  from: { address: string; name: string }[];
  to: { address: string; name: string }[];
  html: string;
  text: string;
}

export async function startMailCatcher(options: {
  smtpPort: number;
  webPort: number;
  /** Where the caught e-mails are kept (one directory per stack, so stacks side by side never mix). */
  dir: string;
  host?: string;
}): Promise<MailCatcher> {
  const host = options.host ?? '127.0.0.1';
  mkdirSync(options.dir, { recursive: true });
  const maildev = new MailDev({
    smtp: options.smtpPort,
    web: options.webPort,
    ip: host,
    webIp: host,
    mailDirectory: options.dir,
    maxEmails: 500,
    silent: true,
  });
  const servers = await maildev.start();
  const smtpPort = servers.smtp.getAddress().port;
  const webPort = servers.api?.getAddress()?.port ?? options.webPort;
  return {
    smtpUrl: `smtp://${host}:${smtpPort}`,
    inboxUrl: `http://${host}:${webPort}`,
    stop: () => maildev.stop(),
  };
}

/** Every e-mail in the inbox, oldest first. */
export async function caughtEmails(inboxUrl: string): Promise<CaughtEmail[]> {
  const res = await fetch(`${inboxUrl}/api/email`);
  if (!res.ok) throw new Error(`the mail catcher answered ${res.status}`);
  return (await res.json()) as CaughtEmail[];
}

/** The e-mails sent to `address` (oldest first). */
export async function emailsTo(inboxUrl: string, address: string): Promise<CaughtEmail[]> {
  const wanted = address.toLowerCase();
  return (await caughtEmails(inboxUrl)).filter((m) => m.to.some((t) => t.address.toLowerCase() === wanted));
}

/** Wait (polling the API) until `count` e-mails to `address` have arrived; the newest one. */
export async function waitForEmail(
  inboxUrl: string,
  address: string,
  { count = 1, timeoutMs = 15_000 }: { count?: number; timeoutMs?: number } = {},
): Promise<CaughtEmail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await emailsTo(inboxUrl, address);
    if (mails.length >= count) return mails.at(-1)!;
    if (Date.now() > deadline) throw new Error(`no e-mail #${count} to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first link of an e-mail's text that leads to the auth service's /verify. */
export function verifyLinkIn(email: Pick<CaughtEmail, 'text'>): string {
  const link = email.text.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0];
  if (!link) throw new Error(`no /verify link in the e-mail:\n${email.text}`);
  return link;
}
