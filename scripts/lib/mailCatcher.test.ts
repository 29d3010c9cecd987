/**
 * The mail catcher is for this machine only (issue 32, part 4): a page of
 * another site, or one reached through a rebound DNS name, reads nothing;
 * it listens on loopback; it holds its ground like the shop's other servers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFrom, holdConnection, halfSentHeaders, shedAtLeast } from '@giftshop/shared/server/hostile-client';
import { caughtEmails, emailsTo, startMailCatcher, verifyLinkIn, waitForEmail, type MailCatcher } from './mailCatcher';

const dir = mkdtempSync(join(tmpdir(), 'mail-catcher-test-'));
let catcher: MailCatcher;
let port: number;

beforeAll(async () => {
  catcher = await startMailCatcher({ smtpPort: 0, webPort: 0, dir });
  port = Number(new URL(catcher.inboxUrl).port);
});
afterAll(async () => {
  await catcher?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const send = (message: { to: string; subject: string; text: string; html?: string }) =>
  createTransport({ url: catcher.smtpUrl }).sendMail({
    from: { name: 'Keepsake Lane', address: 'hello@example.com' },
    ...message,
  });

describe('the mail catcher', () => {
  it('catches what the backend sends and serves it in the shape tests read (API and inbox page)', async () => {
    const link = 'http://127.0.0.1:54321/auth/v1/verify?token=abc&type=recovery&redirect_to=http://localhost:5173/';
    await send({
      to: 'Ada <ada@example.com>',
      subject: 'Reset your password',
      text: `Follow ${link}`,
      html: `<a href="${link}">Reset</a>`,
    });
    const mail = await waitForEmail(catcher.inboxUrl, 'ADA@example.com', { timeoutMs: 5_000 });
    expect(mail).toMatchObject({
      subject: 'Reset your password',
      from: [{ address: 'hello@example.com', name: 'Keepsake Lane' }],
      to: [{ address: 'ada@example.com', name: 'Ada' }],
    });
    expect(mail.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(verifyLinkIn(mail)).toBe(link);
    expect(await emailsTo(catcher.inboxUrl, 'nobody@example.com')).toEqual([]);
    const page = await fetch(`${catcher.inboxUrl}/`);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await page.text()).toContain(`<a href="${link.replaceAll('&', '&amp;')}">`);
    expect((await fetch(`${catcher.inboxUrl}/index.html`)).status).toBe(200);
  });

  it('gives a page of another site nothing: no CORS, whatever the Origin, and cross-site requests refused', async () => {
    for (const headers of [{ Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }] as Record<
      string,
      string
    >[]) {
      const res = await fetch(`${catcher.inboxUrl}/api/email`, { headers });
      expect(res.status).toBe(403);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      expect(await res.text()).not.toContain('@');
    }
    const preflight = await fetch(`${catcher.inboxUrl}/api/email`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers only its own loopback name (DNS rebinding reads nothing)', async () => {
    const rebound = await getFrom(port, '/api/email', {
      localAddress: '127.0.0.1',
      hostHeader: `evil.example:${port}`,
    });
    expect(rebound.status).toBe(403);
    expect(rebound.body).not.toContain('@');
    const otherPort = await getFrom(port, '/api/email', { localAddress: '127.0.0.1', hostHeader: `localhost:1` });
    expect(otherPort.status).toBe(403);
    expect((await getFrom(port, '/api/email', { hostHeader: `localhost:${port}` })).status).toBe(200);
  });

  it('listens on loopback only', async () => {
    await expect(startMailCatcher({ smtpPort: 0, webPort: 0, dir, host: '0.0.0.0' })).rejects.toThrow(/loopback/);
  });

  it('refuses a message over 1 MB and keeps nothing of it', async () => {
    const before = (await caughtEmails(catcher.inboxUrl)).length;
    await expect(send({ to: 'big@example.com', subject: 'big', text: 'x'.repeat(1_200_000) })).rejects.toThrow(
      /552|1 MB/,
    );
    expect((await caughtEmails(catcher.inboxUrl)).length).toBe(before);
  });

  it('sheds one host’s idle half-sent requests and still answers another', async () => {
    const held = await Promise.all(Array.from({ length: 120 }, () => holdConnection(port, halfSentHeaders('/'))));
    expect(await shedAtLeast(held, 20)).toBeLessThanOrEqual(100);
    const inbox = await getFrom(port, '/', { timeoutMs: 1_000 });
    expect(inbox.status).toBe(200);
    for (const h of held) h.socket.destroy();
  });
});
