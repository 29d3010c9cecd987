/**
 * The local mail catcher: an SMTP server (smtp-server) the backend sends its
 * e-mails to, and a web inbox with a JSON API (`/api/email`) to read them.
 * `npm start` and the e2e stack run one per stack, on ports shifted like the
 * others; tests that need their own start it on free ports (0).
 *
 * Recovery and confirmation links are bearer secrets, so the inbox is for
 * this machine only: both servers listen on loopback, the inbox answers only
 * requests addressed to its own loopback host and port (a DNS-rebound name is
 * refused), sends no CORS headers and refuses cross-site requests, and every
 * server holds its ground (time limits, connection caps, 1 MB per message).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createGuardedServer, listenOn } from '@giftshop/shared/server';

export interface MailCatcher {
  /** What the backend sends to: `smtp://127.0.0.1:<port>`. */
  smtpUrl: string;
  /** The web inbox (its page at `/`, its API under `/api`). */
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

/** A message may be this large at most; with MAX_SENDERS at once, the mail catcher holds at most 20 MB of them. */
const MAX_MESSAGE_BYTES = 1_048_576;
const MAX_SENDERS = 20;
/** E-mails kept (the oldest are dropped first). */
const KEEP = 500;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

export async function startMailCatcher(options: {
  smtpPort: number;
  webPort: number;
  /** Where the caught e-mails are kept as .eml files (one directory per stack, so stacks side by side never mix). */
  dir: string;
  /** A loopback address (default 127.0.0.1): the inbox is never served to other machines. */
  host?: string;
}): Promise<MailCatcher> {
  const host = options.host ?? '127.0.0.1';
  if (!LOOPBACK_HOSTS.has(host)) throw new Error(`the mail catcher listens on loopback only, not ${host}`);
  mkdirSync(options.dir, { recursive: true });
  const emails: CaughtEmail[] = [];

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    hideSTARTTLS: true,
    size: MAX_MESSAGE_BYTES,
    maxClients: MAX_SENDERS,
    socketTimeout: 30_000,
    closeTimeout: 5_000,
    logger: false,
    banner: 'Keepsake Lane mail catcher',
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= MAX_MESSAGE_BYTES) chunks.push(chunk);
      });
      stream.on('end', () => {
        if ((stream as { sizeExceeded?: boolean }).sizeExceeded || size > MAX_MESSAGE_BYTES) {
          callback(Object.assign(new Error('message larger than 1 MB'), { responseCode: 552 }));
          return;
        }
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (mail) => {
            const id = randomUUID();
            writeFileSync(join(options.dir, `${id}.eml`), raw);
            emails.push({
              id,
              subject: mail.subject ?? '',
              time: new Date().toISOString(), // when it arrived
              from: addresses(mail.from),
              to: addresses(mail.to),
              html: typeof mail.html === 'string' ? mail.html : '',
              text: mail.text ?? '',
            });
            if (emails.length > KEEP) emails.splice(0, emails.length - KEEP);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await listenOn(smtp, options.smtpPort, host);
  smtp.on('error', () => undefined); // a sender's broken connection is its own problem
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  let webPort = options.webPort;
  const web = createGuardedServer({ maxConnections: 200, maxConnectionsPerAddress: 100 }, (req, res) =>
    answerInbox(req, res, emails, webPort),
  );
  await listenOn(web, options.webPort, host);
  webPort = (web.address() as AddressInfo).port;
  const hostName = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;

  return {
    smtpUrl: `smtp://${hostName}:${smtpPort}`,
    inboxUrl: `http://${hostName}:${webPort}`,
    stop: async () => {
      await new Promise<void>((done) => {
        web.close(() => done());
        web.closeAllConnections();
      });
      await new Promise<void>((done) => smtp.close(() => done()));
    },
  };
}

function addresses(field: AddressObject | AddressObject[] | undefined): CaughtEmail['from'] {
  return (Array.isArray(field) ? field : field ? [field] : [])
    .flatMap((group) => group.value)
    .map((a) => ({ address: a.address ?? '', name: a.name ?? '' }));
}

const PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  // the page holds one-time links: they never leave in a Referer
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/**
 * Requests for this inbox only: its own loopback host and port in `Host` (a
 * rebound DNS name is refused), and nothing a page of another site sent
 * (its `Origin`, or the browser's `Sec-Fetch-Site`).
 */
function refusal(req: IncomingMessage, port: number): string | null {
  const hostHeader = (req.headers.host ?? '').toLowerCase();
  const colon = hostHeader.lastIndexOf(':');
  const name = colon > 0 ? hostHeader.slice(0, colon) : hostHeader;
  if (!LOOPBACK_HOSTS.has(name) || hostHeader.slice(colon + 1) !== String(port)) {
    return `This inbox answers only at http://127.0.0.1:${port}/ (or localhost).`;
  }
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== `http://${hostHeader}`) return 'Requests from other sites are refused.';
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return 'Requests from other sites are refused.';
  if (req.method !== 'GET' && req.method !== 'HEAD') return 'The inbox is read-only.';
  return null;
}

function answerInbox(req: IncomingMessage, res: ServerResponse, emails: CaughtEmail[], port: number): void {
  const refused = refusal(req, port);
  if (refused) {
    res.writeHead(403, { ...PAGE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
    res.end(refused);
    return;
  }
  const path = (req.url ?? '/').split('?')[0]!;
  if (path === '/health') {
    res.writeHead(200, { ...PAGE_HEADERS, 'Content-Type': 'application/json' });
    res.end('{"ok":true}');
    return;
  }
  if (path === '/api/email') {
    res.writeHead(200, { ...PAGE_HEADERS, 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(emails));
    return;
  }
  const htmlOf = /^\/email\/([0-9a-f-]{36})\.html$/.exec(path);
  const email = htmlOf && emails.find((e) => e.id === htmlOf[1]);
  if (email) {
    // The e-mail's own HTML, sandboxed: no script, no form, no request but its images.
    res.writeHead(200, {
      ...PAGE_HEADERS,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "sandbox; default-src 'none'; img-src data: http: https:; style-src 'unsafe-inline'",
    });
    res.end(email.html);
    return;
  }
  if (path === '/' || path === '/index.html') {
    res.writeHead(200, {
      ...PAGE_HEADERS,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy':
        "default-src 'none'; img-src data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    });
    res.end(inboxPage(emails));
    return;
  }
  res.writeHead(404, { ...PAGE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Not found');
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The text with its web links made clickable (everything escaped). */
const linkedText = (text: string) =>
  text
    .split(/(https?:\/\/[^\s<>"']+)/)
    .map((part, i) => (i % 2 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');

/** The inbox page: newest first, each e-mail's text with its links, and its HTML version a click away. */
function inboxPage(emails: CaughtEmail[]): string {
  const items = [...emails]
    .reverse()
    .map(
      (e) => `<article>
  <h2>${escapeHtml(e.subject || '(no subject)')}</h2>
  <p class="meta">To ${escapeHtml(e.to.map((t) => t.address).join(', '))} · from ${escapeHtml(
    e.from.map((f) => f.name || f.address).join(', '),
  )} · <time>${escapeHtml(e.time)}</time>${e.html ? ` · <a href="/email/${e.id}.html">as HTML</a>` : ''}</p>
  <pre>${linkedText(e.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>Mail catcher · Keepsake Lane (${emails.length})</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #2b2420; background: #fffaf5; }
  h1 { font-size: 1.5rem; } h2 { font-size: 1.125rem; margin: 0; }
  article { background: #fff; border: 1px solid #e6dcd3; border-radius: 8px; padding: 1rem; margin: 0 0 1rem; }
  .meta { color: #5c514a; font-size: .875rem; margin: .25rem 0 .75rem; overflow-wrap: anywhere; }
  pre { white-space: pre-wrap; word-break: break-word; font: inherit; margin: 0; }
  a { color: #8a3b12; }
</style>
</head>
<body>
<h1>Mail catcher</h1>
<p>E-mails the local shop sent (sign-up confirmations, password resets, e-mail changes), newest first. Only this computer can read this page. Reload to see new ones.</p>
${items || '<p>No e-mails yet.</p>'}
</body>
</html>
`;
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
