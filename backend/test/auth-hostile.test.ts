/**
 * Hostile clients against auth (issue 32, part 5), through the real
 * supabase-js client and plain HTTP on loopback: a second recovery request
 * cannot downgrade a PKCE link to the implicit flow; weak passwords are judged
 * after trimming and normalising, against a large common-password list, the
 * shop's own name and short repeats; bcrypt's 72 is measured in bytes;
 * sign-up does not tell registered addresses when confirmation is on; and the
 * access tokens of ended sessions are refused on /rest and /auth/v1/user.
 */
import { AuthWeakPasswordError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follow, loggedEvents, loggedLink, newLogFile, pkceClient } from './auth-links';
import { startTestBackend, uniqueEmail, type TestBackend } from './testBackend';

const SITE = 'http://127.0.0.1:5173';
const RESET_PAGE = `${SITE}/auth?link=recovery`;
const PASSWORD = 'gift-wrap-42';
let backend: TestBackend;
let confirming: TestBackend;
const logFile = newLogFile();
const confirmLog = newLogFile();

beforeAll(async () => {
  [backend, confirming] = await Promise.all([
    startTestBackend({ quiet: false, logFile, siteUrl: SITE, rateLimit: 1000, refreshTokenReuseSeconds: 0 }),
    startTestBackend({ quiet: false, logFile: confirmLog, siteUrl: SITE, rateLimit: 1000, emailConfirm: true }),
  ]);
});
afterAll(async () => {
  await Promise.all([backend?.destroy(), confirming?.destroy()]);
});

const post = (on: TestBackend, pathAndQuery: string, body: unknown, headers: Record<string, string> = {}) =>
  on.api(pathAndQuery, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('PKCE recovery cannot be downgraded', () => {
  async function recovering() {
    const email = uniqueEmail('downgrade');
    const shop = pkceClient(backend.url, backend.anonKey);
    expect((await shop.client.auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    expect((await shop.client.auth.signOut()).error).toBeNull();
    expect((await shop.client.auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE })).error).toBeNull();
    return { email, ...shop };
  }

  it('a second request without a code challenge inside the resend window leaves the shopper’s flow alone: the link still leads back with ?code=, never tokens', async () => {
    const { email, client } = await recovering();
    // someone who knows the address asks again at once, as an implicit-flow client
    expect((await post(backend, '/auth/v1/recover', { email })).status).toBe(200);
    const location = await follow(loggedLink(logFile, 'recovery_email', email)!);
    expect(location.href).not.toMatch(/access_token|refresh_token/);
    const code = location.searchParams.get('code');
    expect(code).toMatch(/^[0-9a-f-]{36}$/);
    const exchanged = await client.auth.exchangeCodeForSession(code!);
    expect(exchanged.error).toBeNull();
    expect((exchanged.data as { redirectType?: string }).redirectType).toBe('recovery');
  });

  it('a second request with someone else’s code challenge does not take the link over: the shopper’s verifier still exchanges it', async () => {
    const { email, client } = await recovering();
    const other = pkceClient(backend.url, backend.anonKey);
    expect((await other.client.auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE })).error).toBeNull();
    expect(loggedEvents(logFile, 'recovery_email').filter((e) => e.email === email)).toHaveLength(1);
    const code = (await follow(loggedLink(logFile, 'recovery_email', email)!)).searchParams.get('code');
    expect(code).toMatch(/^[0-9a-f-]{36}$/);
    expect((await client.auth.exchangeCodeForSession(code!)).error).toBeNull();
  });
});

describe('weak passwords, judged after trimming and normalising', () => {
  const refused: [string, string][] = [
    ['123456 ', 'pwned'],
    [' 123456', 'pwned'],
    ['password ', 'pwned'],
    ['Password!', 'pwned'],
    ['ababab', 'pwned'],
    ['aaaaaaA', 'pwned'],
    ['111111a', 'pwned'],
    ['keepsake', 'pwned'],
    ['keepsakelane', 'pwned'],
    ['Keepsake1', 'pwned'],
    ['Keepsake Lane 2026', 'pwned'],
    [`a${'\u200b'.repeat(5)}`, 'length'],
    ['ｐａｓｓｗｏｒｄ', 'pwned'],
    ['sunshine1', 'pwned'],
    ['abcabcabc', 'pwned'],
  ];

  it.each(refused)('sign-up refuses %j (%s) with GoTrue’s weak_password shape', async (password, reason) => {
    const { data, error } = await backend.client().auth.signUp({ email: uniqueEmail('weak'), password });
    expect(data.user).toBeNull();
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error).toMatchObject({ status: 422, code: 'weak_password' });
    expect((error as AuthWeakPasswordError).reasons).toContain(reason);
  });

  it('accepts ordinary passwords, with spaces inside and accents', async () => {
    for (const password of ['gift-wrap-42', 'correct horse battery', 'Ünïcødé-pässwörd', 'ribbon and bow 77']) {
      const { error } = await backend.client().auth.signUp({ email: uniqueEmail('ok'), password });
      expect(error, password).toBeNull();
    }
  });
});

describe('bcrypt’s 72 is counted in bytes', () => {
  it('refuses a password of more than 72 bytes with a clear message, and a longer one never signs in as its first 72 bytes', async () => {
    const email = uniqueEmail('bytes');
    // 36 characters of two bytes each (ā, ă, ą, …): 72 bytes
    const accented = Array.from({ length: 36 }, (_, i) => String.fromCodePoint(0x101 + i)).join('');
    expect((await backend.client().auth.signUp({ email, password: accented })).error).toBeNull();
    const longer = await backend.client().auth.signInWithPassword({ email, password: `${accented}anything` });
    expect(longer.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    expect((await backend.client().auth.signInWithPassword({ email, password: accented })).error).toBeNull();

    for (const password of ['é'.repeat(37), 'x'.repeat(73), `${'🎁'.repeat(18)}x`]) {
      const res = await post(backend, '/auth/v1/signup', { email: uniqueEmail('bytes'), password });
      expect(res.status, password).toBe(422);
      const body = (await res.json()) as { code: string; message: string };
      expect(body.code).toBe('validation_failed');
      expect(body.message).toMatch(/72 bytes/);
    }
  });
});

describe('sign-up does not tell registered addresses when confirmation is on', () => {
  it('a second sign-up for a confirmed address answers like a new one (GoTrue’s obfuscated user) and sends nothing', async () => {
    const email = uniqueEmail('enumerate');
    const first = await confirming.client().auth.signUp({ email, password: PASSWORD });
    expect(first.error).toBeNull();
    await follow(loggedLink(confirmLog, 'confirmation_email', email)!);
    const before = loggedEvents(confirmLog, 'confirmation_email').filter((e) => e.email === email).length;

    const again = await confirming.client().auth.signUp({ email, password: 'another-pass-99' });
    expect(again.error).toBeNull();
    expect(again.data.session).toBeNull();
    expect(again.data.user?.email).toBe(email);
    expect(again.data.user?.id).not.toBe(first.data.user?.id);
    expect(again.data.user?.identities).toEqual([]);
    expect(loggedEvents(confirmLog, 'confirmation_email').filter((e) => e.email === email)).toHaveLength(before);
    // the account is untouched: the first password still signs in, the second does not
    expect((await confirming.client().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const other = await confirming.client().auth.signInWithPassword({ email, password: 'another-pass-99' });
    expect(other.error).toMatchObject({ code: 'invalid_credentials' });
  });

  it('a second sign-up for an address not confirmed yet sends a new link (the old one stops working) and changes nothing else', async () => {
    const email = uniqueEmail('enumerate');
    expect((await confirming.client().auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    const firstLink = loggedLink(confirmLog, 'confirmation_email', email)!;
    const again = await confirming.client().auth.signUp({ email, password: 'another-pass-99' });
    expect(again.error).toBeNull();
    expect(again.data.session).toBeNull();
    const secondLink = loggedLink(confirmLog, 'confirmation_email', email)!;
    expect(secondLink).not.toBe(firstLink);
    expect(new URLSearchParams((await follow(firstLink)).hash.slice(1)).get('error_code')).toBe('otp_expired');
    await follow(secondLink);
    expect((await confirming.client().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  it('without confirmation the answer stays GoTrue’s 422 user_already_exists', async () => {
    const email = uniqueEmail('taken');
    expect((await backend.client().auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    const again = await backend.client().auth.signUp({ email, password: PASSWORD });
    expect(again.error).toMatchObject({ status: 422, code: 'user_already_exists' });
  });
});

describe('access tokens of ended sessions', () => {
  const readProfile = (token: string) =>
    backend.api('/rest/v1/profiles?select=id', { headers: { Authorization: `Bearer ${token}` } });
  const getUser = (token: string) => backend.api('/auth/v1/user', { headers: { Authorization: `Bearer ${token}` } });

  async function signedIn() {
    const email = uniqueEmail('ended');
    const client = backend.client();
    const { data, error } = await client.auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    return { email, client, session: data.session! };
  }

  async function expectRefused(token: string) {
    const rest = await readProfile(token);
    expect(rest.status).toBe(401);
    expect(await rest.json()).toMatchObject({ code: 'PGRST301', message: 'JWT session has ended' });
    const user = await getUser(token);
    expect(user.status).toBe(403);
    expect(((await user.json()) as { code: string }).code).toBe('session_not_found');
  }

  it('work while the session lives', async () => {
    const { session } = await signedIn();
    const rest = await readProfile(session.access_token);
    expect(rest.status).toBe(200);
    expect(((await rest.json()) as unknown[]).length).toBe(1);
    expect((await getUser(session.access_token)).status).toBe(200);
  });

  it('are refused after sign-out', async () => {
    const { client, session } = await signedIn();
    expect((await readProfile(session.access_token)).status).toBe(200);
    expect((await client.auth.signOut()).error).toBeNull();
    await expectRefused(session.access_token);
  });

  it('are refused after a password change ends the other sessions; the changing session goes on', async () => {
    const { email, client, session } = await signedIn();
    const elsewhere = await backend.client().auth.signInWithPassword({ email, password: PASSWORD });
    const stolen = elsewhere.data.session!.access_token;
    expect((await readProfile(stolen)).status).toBe(200);
    expect((await client.auth.updateUser({ password: 'ribbon-and-bow-77' })).error).toBeNull();
    await expectRefused(stolen);
    expect((await readProfile(session.access_token)).status).toBe(200);
  });

  it('are refused after refresh-token reuse ends the session, writes included', async () => {
    const { client, session } = await signedIn();
    expect((await client.auth.refreshSession()).error).toBeNull();
    const reuse = await backend.client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(reuse.error).toMatchObject({ code: 'refresh_token_already_used' });
    await expectRefused(session.access_token);
    const write = await backend.api('/rest/v1/newsletter_subscribers', {
      method: 'POST',
      headers: { Authorization: `Bearer ${session.access_token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail('news') }),
    });
    expect(write.status).toBe(401);
  });

  it('a forged session id in a token signed elsewhere is still refused as an invalid JWT, not looked up', async () => {
    const forged = ['eyJhbGciOiJIUzI1NiJ9', 'eyJzZXNzaW9uX2lkIjoieCJ9', 'x'].join('.');
    const res = await readProfile(forged);
    expect(res.status).toBe(401);
  });
});
