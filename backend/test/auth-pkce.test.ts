/**
 * Sessions through PKCE only (issue 14, part 2), with the real supabase-js
 * client made as the shop makes it (`flowType: 'pkce'`): a confirmation link
 * leads back with a one-time `?code=`, never with tokens in the URL, and only
 * the browser holding the verifier can turn the code into a session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follow, loggedLink, newLogFile, pkceClient } from './auth-links';
import { startTestBackend, uniqueEmail, type TestBackend } from './testBackend';

const SITE = 'http://127.0.0.1:5173';
const PASSWORD = 'gift-wrap-42';
let backend: TestBackend;
let expiring: TestBackend;
const logFile = newLogFile();
const expiringLog = newLogFile();

beforeAll(async () => {
  [backend, expiring] = await Promise.all([
    // 20 exchanges at once and more: above the default 30 sign-ins a minute per client, so raised explicitly
    startTestBackend({ emailConfirm: true, quiet: false, logFile, siteUrl: SITE, rateLimit: 1000 }),
    // every issued code is already too old: the expiry path
    startTestBackend({
      emailConfirm: true,
      quiet: false,
      logFile: expiringLog,
      siteUrl: SITE,
      flowStateSeconds: 0,
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([backend?.destroy(), expiring?.destroy()]);
});

/** Sign up through a PKCE client and follow the logged link: the code it leads back with, and the client. */
async function signUpAndFollow(on: TestBackend, log: string) {
  const email = uniqueEmail('pkce');
  const shop = pkceClient(on.url, on.anonKey);
  const signUp = await shop.client.auth.signUp({
    email,
    password: PASSWORD,
    options: { emailRedirectTo: `${SITE}/welcome?from=mail` },
  });
  expect(signUp.error).toBeNull();
  expect(signUp.data.session).toBeNull();
  expect(shop.verifier()).toMatch(/^[A-Za-z0-9._~-]{43,128}$/);
  const location = await follow(loggedLink(log, 'confirmation_email', email)!);
  return { email, shop, location, code: location.searchParams.get('code') };
}

const exchange = (on: TestBackend, body: unknown) =>
  on.api('/auth/v1/token?grant_type=pkce', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the PKCE code exchange', () => {
  it('a confirmation link leads back with ?code= and no tokens; the client that signed up exchanges it for a session', async () => {
    const { email, shop, location, code } = await signUpAndFollow(backend, logFile);
    expect(location.origin + location.pathname).toBe(`${SITE}/welcome`);
    expect(location.searchParams.get('from')).toBe('mail');
    expect(code).toMatch(/^[0-9a-f-]{36}$/);
    expect(location.hash).toBe('');
    expect(location.href).not.toMatch(/access_token|refresh_token/);

    const { data, error } = await shop.client.auth.exchangeCodeForSession(code!);
    expect(error).toBeNull();
    expect(data.session?.access_token.split('.')).toHaveLength(3);
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect((await shop.client.auth.getUser()).data.user?.email).toBe(email);
  });

  it('a code is used once: presented again it is 404 flow_state_not_found', async () => {
    const { shop, code } = await signUpAndFollow(backend, logFile);
    const verifier = shop.verifier()!;
    const first = await exchange(backend, { auth_code: code, code_verifier: verifier });
    expect(first.status).toBe(200);
    expect(((await first.json()) as { refresh_token: string }).refresh_token).toBeTruthy();
    const again = await exchange(backend, { auth_code: code, code_verifier: verifier });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({
      code: 'flow_state_not_found',
      message: 'invalid flow state, no valid flow state found',
    });
  });

  it('20 exchanges of one code at once make exactly one session', async () => {
    const { shop, code } = await signUpAndFollow(backend, logFile);
    const verifier = shop.verifier()!;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => exchange(backend, { auth_code: code, code_verifier: verifier })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(19).fill(404)]);
  });

  it('a wrong verifier is 400 bad_code_verifier (a stolen code is useless), and the right one still works', async () => {
    const { shop, code } = await signUpAndFollow(backend, logFile);
    const other = pkceClient(backend.url, backend.anonKey);
    // the attacker's own client has no verifier for this code
    const stolen = await other.client.auth.exchangeCodeForSession(code!);
    expect(stolen.error?.name).toBe('AuthPKCECodeVerifierMissingError');
    for (const wrong of ['x'.repeat(43), `${shop.verifier()!.slice(0, -1)}A`, shop.verifier()!.toUpperCase()]) {
      const res = await exchange(backend, { auth_code: code, code_verifier: wrong });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'bad_code_verifier' });
    }
    const { data, error } = await shop.client.auth.exchangeCodeForSession(code!);
    expect(error).toBeNull();
    expect(data.session).toBeTruthy();
  });

  it('an expired code is 422 flow_state_expired', async () => {
    const { shop, code } = await signUpAndFollow(expiring, expiringLog);
    const { data, error } = await shop.client.auth.exchangeCodeForSession(code!);
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'flow_state_expired' });
  });

  it('refuses missing, unknown and hostile codes and verifiers without a session', async () => {
    const cases: [unknown, number, string][] = [
      [{}, 400, 'validation_failed'],
      [{ auth_code: 'abc' }, 400, 'validation_failed'],
      [{ code_verifier: 'x'.repeat(43) }, 400, 'validation_failed'],
      [{ auth_code: 42, code_verifier: ['x'] }, 400, 'validation_failed'],
      [{ auth_code: "' or 1=1 --", code_verifier: 'x'.repeat(43) }, 404, 'flow_state_not_found'],
      [{ auth_code: 'pending:x', code_verifier: 'x'.repeat(43) }, 404, 'flow_state_not_found'],
      [{ auth_code: 'z'.repeat(100_000), code_verifier: 'x'.repeat(43) }, 404, 'flow_state_not_found'],
      [
        { auth_code: '00000000-0000-0000-0000-000000000000', code_verifier: 'x'.repeat(43) },
        404,
        'flow_state_not_found',
      ],
    ];
    for (const [body, status, code] of cases) {
      const res = await exchange(backend, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(status);
      expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
      expect(await res.json()).toMatchObject({ code });
    }
  });

  it('refuses a malformed code challenge at sign-up (one without the other, unknown method, wrong length)', async () => {
    const bad = [
      { code_challenge: 'a'.repeat(43), code_challenge_method: null },
      { code_challenge: null, code_challenge_method: 's256' },
      { code_challenge: 'a'.repeat(43), code_challenge_method: 'md5' },
      { code_challenge: 'short', code_challenge_method: 's256' },
      { code_challenge: 'a'.repeat(129), code_challenge_method: 'plain' },
      { code_challenge: `${'a'.repeat(42)}<`, code_challenge_method: 's256' },
      { code_challenge: { $ne: 1 }, code_challenge_method: 's256' },
    ];
    for (const challenge of bad) {
      const email = uniqueEmail('challenge');
      const res = await backend.api('/auth/v1/signup', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD, ...challenge }),
      });
      expect(res.status, JSON.stringify(challenge)).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'validation_failed' });
      expect(loggedLink(logFile, 'confirmation_email', email)).toBeUndefined();
    }
  });

  it('a plain challenge works as GoTrue allows it', async () => {
    const email = uniqueEmail('plain');
    const verifier = 'p'.repeat(50);
    const res = await backend.api('/auth/v1/signup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, code_challenge: verifier, code_challenge_method: 'PLAIN' }),
    });
    expect(res.status).toBe(200);
    const code = (await follow(loggedLink(logFile, 'confirmation_email', email)!)).searchParams.get('code');
    const wrong = await exchange(backend, { auth_code: code, code_verifier: 'q'.repeat(50) });
    expect(wrong.status).toBe(400);
    expect((await exchange(backend, { auth_code: code, code_verifier: verifier })).status).toBe(200);
  });

  it('a link followed twice does not issue a second code', async () => {
    const { email, code } = await signUpAndFollow(backend, logFile);
    expect(code).toBeTruthy();
    const again = await follow(loggedLink(logFile, 'confirmation_email', email)!);
    expect(again.searchParams.get('code')).toBeNull();
    expect(again.hash).toContain('error_code=otp_expired');
  });
});
