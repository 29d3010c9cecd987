/**
 * Auth limits (issue 14, parts 5 and 6; issue 15 item 17): rate limits that
 * hold for loopback clients by default, weak passwords refused with GoTrue's
 * reasons, and confirmation links that only lead to allowed origins.
 */
import { AuthWeakPasswordError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRequiredCharacters, weakPasswordReasons } from '../src/auth/passwordStrength';
import { follow, loggedLink, newLogFile } from './auth-links';
import { startTestBackend, uniqueEmail, type TestBackend } from './testBackend';

const SITE = 'http://127.0.0.1:5173';
let byDefault: TestBackend;
let raised: TestBackend;
let strict: TestBackend;
const strictLog = newLogFile();

beforeAll(async () => {
  [byDefault, raised, strict] = await Promise.all([
    startTestBackend(),
    startTestBackend({ rateLimit: 100 }),
    startTestBackend({
      emailConfirm: true,
      quiet: false,
      logFile: strictLog,
      siteUrl: SITE,
      redirectAllowList: ['http://localhost:5173', 'https://shop.example'],
      passwordRequiredCharacters: 'abcdefghijklmnopqrstuvwxyz:ABCDEFGHIJKLMNOPQRSTUVWXYZ:0123456789',
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([byDefault?.destroy(), raised?.destroy(), strict?.destroy()]);
});

/** POST a body that is refused at once (after the limit is counted); the status each time. */
async function statuses(backend: TestBackend, path: string, body: string, times: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < times; i++) {
    const res = await backend.api(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    await res.arrayBuffer();
    out.push(res.status);
  }
  return out;
}

describe('rate limits, loopback included, by default', () => {
  it('sign-in: 30 a minute from 127.0.0.1, then 429 over_request_rate_limit as GoTrue answers', async () => {
    const seen = await statuses(byDefault, '/auth/v1/token?grant_type=password', '{"email":"x@example.com"}', 30);
    expect(new Set(seen)).toEqual(new Set([400]));
    const { error } = await byDefault
      .client()
      .auth.signInWithPassword({ email: 'x@example.com', password: 'whatever1' });
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });

  it('sign-up has its own bucket, limited alike', async () => {
    const seen = await statuses(byDefault, '/auth/v1/signup', '{nope', 31);
    expect(seen.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(seen[30]).toBe(429);
    const res = await byDefault.api('/auth/v1/signup', { method: 'POST', body: '{}' });
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await res.json()).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
  });

  // place_order and newsletter sign-ups are limited by the database, as on hosted Supabase: write-limits.test.ts

  it('an explicit --rate-limit raises it (what tests and the load test use)', async () => {
    const seen = await statuses(raised, '/auth/v1/token?grant_type=password', '{"email":"x@example.com"}', 40);
    expect(new Set(seen)).toEqual(new Set([400]));
  });
});

describe('weak passwords', () => {
  const cases: [string, string[]][] = [
    ['123456', ['pwned']],
    ['aaaaaa', ['pwned']],
    // judged after trimming: nothing is left of only whitespace
    ['      ', ['length', 'pwned']],
    ['\t\t\t\t\t\t', ['length', 'pwned']],
    ['PassWord1', ['pwned']],
    ['qwerty123', ['pwned']],
    ['12345', ['length']],
    ['zzz', ['length', 'pwned']],
  ];

  it.each(cases)('sign-up refuses %j with reasons %j, in GoTrue’s shape', async (password, reasons) => {
    const email = uniqueEmail('weak');
    const { data, error } = await raised.client().auth.signUp({ email, password });
    expect(data.user).toBeNull();
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error).toMatchObject({ status: 422, code: 'weak_password' });
    expect((error as AuthWeakPasswordError).reasons).toEqual(reasons);
    const raw = await raised.api('/auth/v1/signup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(raw.status).toBe(422);
    expect(await raw.json()).toMatchObject({ code: 'weak_password', weak_password: { reasons } });
  });

  it('a password change refuses the same, and keeps the old password', async () => {
    const client = raised.client();
    const email = uniqueEmail('change');
    expect((await client.auth.signUp({ email, password: 'gift-wrap-42' })).error).toBeNull();
    for (const [password, reasons] of cases) {
      const { error } = await client.auth.updateUser({ password });
      expect(error, JSON.stringify(password)).toMatchObject({ status: 422, code: 'weak_password' });
      expect((error as AuthWeakPasswordError).reasons).toEqual(reasons);
    }
    expect((await raised.client().auth.signInWithPassword({ email, password: 'gift-wrap-42' })).error).toBeNull();
  });

  it('accepts ordinary passwords, spaces inside included', async () => {
    for (const password of [
      'gift-wrap-42',
      'correct horse battery',
      'Ünïcødé-pässwörd',
      'correct horse battery staple '.repeat(3).slice(0, 72),
    ]) {
      const { error } = await raised.client().auth.signUp({ email: uniqueEmail('ok'), password });
      expect(error, password).toBeNull();
    }
  });

  it('with GoTrue’s required characters set: `characters` until every set is used', async () => {
    const weak = await strict.client().auth.signUp({ email: uniqueEmail('strict'), password: 'giftwrap42' });
    expect((weak.error as AuthWeakPasswordError).reasons).toEqual(['characters']);
    expect(weak.error?.message).toContain('Password should contain at least one character of each');
    const both = await strict.client().auth.signUp({ email: uniqueEmail('strict'), password: 'abc' });
    expect((both.error as AuthWeakPasswordError).reasons).toEqual(['length', 'characters']);
    const ok = await strict.client().auth.signUp({ email: uniqueEmail('strict'), password: 'Giftwrap42' });
    expect(ok.error).toBeNull();
  });

  it('reads GoTrue’s required-characters format, escaped colons included', () => {
    expect(parseRequiredCharacters('abc:ABC:123')).toEqual(['abc', 'ABC', '123']);
    expect(parseRequiredCharacters('abc::\\:;!')).toEqual(['abc', ':;!']);
    expect(parseRequiredCharacters('')).toEqual([]);
    expect(parseRequiredCharacters(undefined)).toEqual([]);
    expect(weakPasswordReasons('x:y', { minLength: 1, requiredCharacters: [':;!'] }).reasons).toEqual([]);
  });
});

describe('redirect targets', () => {
  async function linkLeadsTo(target: string): Promise<string> {
    const email = uniqueEmail('redirect');
    const res = await strict.api(`/auth/v1/signup?redirect_to=${encodeURIComponent(target)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'Giftwrap42' }),
    });
    expect(res.status).toBe(200);
    const location = await follow(loggedLink(strictLog, 'confirmation_email', email)!);
    return location.origin + location.pathname;
  }

  it('keeps the site URL and the configured shop origins', async () => {
    expect(await linkLeadsTo(`${SITE}/welcome`)).toBe(`${SITE}/welcome`);
    expect(await linkLeadsTo('http://localhost:5173/orders')).toBe('http://localhost:5173/orders');
    expect(await linkLeadsTo('https://shop.example/')).toBe('https://shop.example/');
  });

  it('sends every other target to the site URL: other loopback ports, look-alikes, other schemes', async () => {
    for (const target of [
      'http://127.0.0.1:9999/steal',
      'http://localhost:5174/',
      'http://[::1]:5173/',
      'https://127.0.0.1:5173/',
      'http://shop.example/',
      'https://shop.example.evil.test/',
      'https://shop.example@evil.test/',
      'http://127.0.0.1:5173@evil.test/',
      'javascript:alert(1)',
      '//evil.test/',
      'not a url',
    ]) {
      expect(await linkLeadsTo(target), target).toBe(`${SITE}/`);
    }
  });

  it('checks a redirect_to put on the link itself too', async () => {
    const res = await fetch(
      `${strict.url}/auth/v1/verify?token=nope&type=signup&redirect_to=${encodeURIComponent('http://127.0.0.1:4444/')}`,
      { redirect: 'manual' },
    );
    expect(res.headers.get('location')).toMatch(/^http:\/\/127\.0\.0\.1:5173\/#error=access_denied/);
  });
});
