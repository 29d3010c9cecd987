/**
 * Password recovery as GoTrue does it (issue 20), through the real supabase-js
 * client made as the shop makes it (`flowType: 'pkce'`):
 * `resetPasswordForEmail` → `POST /recover` e-mails a one-time link (over SMTP
 * to a real mail catcher, and logged); following it leads back with `?code=`,
 * whose exchange raises PASSWORD_RECOVERY; `updateUser({password})` then sets
 * the new password. The answer never tells whether the address has an account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  startMailCatcher,
  verifyLinkIn,
  waitForEmail,
  emailsTo,
  type MailCatcher,
} from '../../scripts/lib/mailCatcher';
import { defaultShopConfig } from '../../shared/src/config/shopConfig';
import { follow, loggedEvents, loggedLink, newLogFile, pkceClient } from './auth-links';
import { startTestBackend, uniqueEmail, type TestBackend } from './testBackend';

const SITE = 'http://127.0.0.1:5173';
const RESET_PAGE = `${SITE}/auth?link=recovery`;
const OLD_PASSWORD = 'gift-wrap-42';
const NEW_PASSWORD = 'ribbon-and-bow-77';
let backend: TestBackend;
let expiring: TestBackend;
let limited: TestBackend;
let catcher: MailCatcher;
const logFile = newLogFile();
const expiringLog = newLogFile();

const mailDir = mkdtempSync(path.join(tmpdir(), 'mail-catcher-'));

beforeAll(async () => {
  catcher = await startMailCatcher({ smtpPort: 0, webPort: 0, dir: mailDir });
  [backend, expiring, limited] = await Promise.all([
    startTestBackend({ quiet: false, logFile, siteUrl: SITE, rateLimit: 1000, smtpUrl: catcher.smtpUrl }),
    // every recovery link is already too old: the expiry path
    startTestBackend({ quiet: false, logFile: expiringLog, siteUrl: SITE, recoveryExpirySeconds: 0 }),
    // the default limit is 30 a minute; 3 keeps the test short
    startTestBackend({ siteUrl: SITE, rateLimit: 3 }),
  ]);
});
afterAll(async () => {
  await Promise.all([backend?.destroy(), expiring?.destroy(), limited?.destroy()]);
  await catcher?.stop();
  rmSync(mailDir, { recursive: true, force: true });
});

/** A shopper with an account on `on`, signed out, with a shop client of their own. */
async function shopper(on: TestBackend) {
  const email = uniqueEmail('recover');
  const shop = pkceClient(on.url, on.anonKey);
  expect((await shop.client.auth.signUp({ email, password: OLD_PASSWORD })).error).toBeNull();
  expect((await shop.client.auth.signOut()).error).toBeNull();
  return { email, ...shop };
}

const signInCode = async (on: TestBackend, email: string, password: string) =>
  (await on.client().auth.signInWithPassword({ email, password })).error?.code ?? 'signed-in';

const recoverRaw = (on: TestBackend, body: unknown, query = '') =>
  on.api(`/auth/v1/recover${query}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('password recovery', () => {
  it('e-mails a link in the shop’s words; following it and exchanging the code raises PASSWORD_RECOVERY; the new password signs in, the old one no longer does', async () => {
    const { email, client } = await shopper(backend);
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => events.push(event));

    const asked = await client.auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE });
    expect(asked).toEqual({ data: {}, error: null });

    // the e-mail, as the catcher received it over SMTP: HTML and text, from the shop, with the shop's contact details
    const mail = await waitForEmail(catcher.inboxUrl, email);
    const shop = defaultShopConfig;
    expect(mail.subject).toBe(`Reset your ${shop.brandName} password`);
    expect(mail.from).toEqual([{ address: shop.email, name: shop.brandName }]);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(shop.brandName);
      expect(part).toContain(shop.phone);
      expect(part).toContain(shop.email);
      expect(part).toContain(shop.address.street);
      expect(part).toContain('expires in 1 hour');
    }
    const link = verifyLinkIn(mail);
    expect(mail.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
    expect(link).toBe(loggedLink(logFile, 'recovery_email', email));
    expect(new URL(link).searchParams.get('type')).toBe('recovery');

    const location = await follow(link);
    expect(location.origin + location.pathname + '?link=recovery').toBe(RESET_PAGE);
    expect(location.href).not.toMatch(/access_token|refresh_token/);
    const code = location.searchParams.get('code');
    expect(code).toMatch(/^[0-9a-f-]{36}$/);

    const exchanged = await client.auth.exchangeCodeForSession(code!);
    expect(exchanged.error).toBeNull();
    expect((exchanged.data as { redirectType?: string }).redirectType).toBe('recovery');
    expect(events).toContain('PASSWORD_RECOVERY');
    expect(events).not.toContain('SIGNED_IN');

    const changed = await client.auth.updateUser({ password: NEW_PASSWORD });
    expect(changed.error).toBeNull();
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
    expect(await signInCode(backend, email, NEW_PASSWORD)).toBe('signed-in');
    expect(await signInCode(backend, email, OLD_PASSWORD)).toBe('invalid_credentials');
  });

  it('an unknown address gets the same answer, and no e-mail is sent', async () => {
    const { email } = await shopper(backend);
    const nobody = uniqueEmail('nobody');
    const known = await recoverRaw(backend, { email });
    const unknown = await recoverRaw(backend, { email: nobody });
    expect(unknown.status).toBe(known.status);
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual(await known.json());
    await waitForEmail(catcher.inboxUrl, email); // the known one arrived, so a mail to the unknown one would have too
    expect(await emailsTo(catcher.inboxUrl, nobody)).toEqual([]);
    expect(loggedLink(logFile, 'recovery_email', nobody)).toBeUndefined();
    // the public client sees no difference either
    const { client } = pkceClient(backend.url, backend.anonKey);
    expect(await client.auth.resetPasswordForEmail(nobody, { redirectTo: RESET_PAGE })).toEqual({
      data: {},
      error: null,
    });
  });

  it('a link works once: followed again it leads back with otp_expired, and its code cannot be exchanged twice', async () => {
    const { email, client, verifier } = await shopper(backend);
    await client.auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE });
    const link = loggedLink(logFile, 'recovery_email', email)!;
    const code = (await follow(link)).searchParams.get('code')!;
    const again = await follow(link);
    expect(again.searchParams.get('code')).toBeNull();
    expect(new URLSearchParams(again.hash.slice(1)).get('error_code')).toBe('otp_expired');

    const v = verifier()!;
    const exchange = (body: unknown) =>
      backend.api('/auth/v1/token?grant_type=pkce', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await exchange({ auth_code: code, code_verifier: v })).status).toBe(200);
    const second = await exchange({ auth_code: code, code_verifier: v });
    expect(second.status).toBe(404);
    expect(((await second.json()) as { code: string }).code).toBe('flow_state_not_found');
  });

  it('a tampered link is refused like a used one', async () => {
    const { email, client } = await shopper(backend);
    await client.auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE });
    const link = new URL(loggedLink(logFile, 'recovery_email', email)!);
    const token = link.searchParams.get('token')!;
    for (const forged of [`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, '', 'x'.repeat(5000)]) {
      const bad = new URL(link);
      bad.searchParams.set('token', forged);
      const location = await follow(bad.toString());
      expect(new URLSearchParams(location.hash.slice(1)).get('error_code')).toBe('otp_expired');
    }
    // a recovery token is not a sign-up confirmation either
    const asSignup = new URL(link);
    asSignup.searchParams.set('type', 'signup');
    expect((await follow(asSignup.toString())).hash).toContain('error_code=otp_expired');
    // and the real link still works afterwards
    expect((await follow(link.toString())).searchParams.get('code')).toBeTruthy();
  });

  it('an expired link leads back with otp_expired and signs nobody in', async () => {
    const { email, client } = await shopper(expiring);
    expect((await client.auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE })).error).toBeNull();
    const location = await follow(loggedLink(expiringLog, 'recovery_email', email)!);
    expect(location.searchParams.get('code')).toBeNull();
    expect(Object.fromEntries(new URLSearchParams(location.hash.slice(1)))).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
    expect(await signInCode(expiring, email, OLD_PASSWORD)).toBe('signed-in');
  });

  it('asked twice within a minute: one e-mail, and its link works with the newest request’s verifier', async () => {
    const { email, client } = await shopper(backend);
    await client.auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE });
    await client.auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE });
    await waitForEmail(catcher.inboxUrl, email);
    expect(loggedEvents(logFile, 'recovery_email').filter((e) => e.email === email)).toHaveLength(1);
    const code = (await follow(loggedLink(logFile, 'recovery_email', email)!)).searchParams.get('code')!;
    const { error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
  });

  it('the new password must pass the same rules as at sign-up', async () => {
    const { email, client } = await shopper(backend);
    await client.auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE });
    const code = (await follow(loggedLink(logFile, 'recovery_email', email)!)).searchParams.get('code')!;
    expect((await client.auth.exchangeCodeForSession(code)).error).toBeNull();
    for (const [weak, reason] of [
      ['abc', 'length'],
      ['password', 'pwned'],
    ] as const) {
      const { error } = await client.auth.updateUser({ password: weak });
      expect(error).toMatchObject({ status: 422, code: 'weak_password' });
      expect((error as unknown as { reasons: string[] }).reasons).toContain(reason);
    }
    expect(await signInCode(backend, email, OLD_PASSWORD)).toBe('signed-in');
  });

  it('a new password ends every other session (one opened by whoever knew the old password)', async () => {
    const { email, client } = await shopper(backend);
    const other = pkceClient(backend.url, backend.anonKey).client;
    const signedIn = await other.auth.signInWithPassword({ email, password: OLD_PASSWORD });
    expect(signedIn.error).toBeNull();
    await client.auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE });
    const code = (await follow(loggedLink(logFile, 'recovery_email', email)!)).searchParams.get('code')!;
    expect((await client.auth.exchangeCodeForSession(code)).error).toBeNull();
    expect((await client.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
    // the recovering session goes on; the other one is gone (auth-js reads session_not_found as a missing session)
    expect((await client.auth.getUser()).error).toBeNull();
    const res = await backend.api('/auth/v1/user', {
      headers: { Authorization: `Bearer ${signedIn.data.session!.access_token}` },
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe('session_not_found');
    expect((await other.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    const refresh = await backend.api('/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: signedIn.data.session!.refresh_token }),
    });
    expect(refresh.status).toBe(400);
  });

  it('hostile input: a malformed address, a bad challenge or a foreign redirect changes nothing it should not', async () => {
    for (const email of [{ $ne: null }, ['a@b.co'], 'no-at-sign', `${'a'.repeat(300)}@example.com`, '']) {
      const res = await recoverRaw(backend, { email });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('validation_failed');
    }
    const { email } = await shopper(backend);
    const badChallenge = await recoverRaw(backend, { email, code_challenge: 'short', code_challenge_method: 's256' });
    expect(badChallenge.status).toBe(400);
    expect(await emailsTo(catcher.inboxUrl, email)).toEqual([]);
    const notJson = await backend.api('/auth/v1/recover', { method: 'POST', body: '{"email":' });
    expect(notJson.status).toBe(400);
    // a redirect to another origin is replaced by the site URL
    expect(
      (await recoverRaw(backend, { email }, `?redirect_to=${encodeURIComponent('https://evil.example/x')}`)).status,
    ).toBe(200);
    const location = await follow(loggedLink(logFile, 'recovery_email', email)!);
    expect(location.origin).toBe(SITE);
  });
});

describe('delivery', () => {
  it('a mail server that is away changes nothing in the answer: the failure is logged, the link too', async () => {
    const log = newLogFile();
    const away = await startTestBackend({ quiet: false, logFile: log, siteUrl: SITE, smtpUrl: 'smtp://127.0.0.1:9' });
    try {
      const { email, client } = await shopper(away);
      const started = Date.now();
      expect(await client.auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE })).toEqual({
        data: {},
        error: null,
      });
      expect(Date.now() - started).toBeLessThan(2000);
      expect(loggedLink(log, 'recovery_email', email)).toContain('type=recovery');
      await expect
        .poll(() => loggedEvents(log, 'mail_failed').map((e) => e.email), { timeout: 15_000 })
        .toContain(email);
    } finally {
      await away.destroy();
    }
  });
});

describe('rate limits', () => {
  it('recovery is limited per client address like sign-in: then 429 over_request_rate_limit', async () => {
    const { client } = pkceClient(limited.url, limited.anonKey);
    for (let i = 0; i < 3; i++) {
      expect(
        (await client.auth.resetPasswordForEmail(uniqueEmail('flood'), { redirectTo: RESET_PAGE })).error,
      ).toBeNull();
    }
    const { error } = await client.auth.resetPasswordForEmail(uniqueEmail('flood'), { redirectTo: RESET_PAGE });
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    // its own bucket: sign-in is still allowed
    expect(
      (await client.auth.signInWithPassword({ email: uniqueEmail('x'), password: 'whatever-1' })).error?.code,
    ).toBe('invalid_credentials');
  });
});
