/**
 * Hostile clients, round 2 (issue 32, parts 2, 3 and 6): limits chosen from
 * the route as handling reads it, not its spelling; a server that sheds idle
 * half-sent requests and keeps answering other hosts; a budget for request
 * bodies in flight; no one-time secrets in the request log. Each client is a
 * real socket on loopback; every wait is bounded.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  firstAnswer,
  getFrom,
  halfSentHeaders,
  holdConnection,
  shedAtLeast,
  stalledBody,
  type HeldConnection,
} from '@giftshop/shared/server/hostile-client';
import { newLogFile } from './auth-links';
import { startTestBackend, uniqueEmail, type TestBackend } from './testBackend';

const LIMIT = 3;
const PER_ADDRESS = 20;
const KB = 1024;
let limited: TestBackend;
let guarded: TestBackend;
const logFile = newLogFile();

beforeAll(async () => {
  [limited, guarded] = await Promise.all([
    startTestBackend({ rateLimit: LIMIT, quiet: false, logFile }),
    startTestBackend({
      rateLimit: 0,
      serverLimits: { headersTimeoutMs: 600, maxConnectionsPerAddress: PER_ADDRESS },
      bodyBudget: { totalBytes: 256 * KB, clientBytes: 128 * KB },
    }),
  ]);
  // newsletter sign-ups are limited by the database: its setting, changed the database's way
  const set = await limited.admin.from('shop_settings').update({ newsletter_signups_per_window: LIMIT }).eq('id', true);
  expect(set.error).toBeNull();
});
afterAll(async () => {
  await Promise.all([limited?.destroy(), guarded?.destroy()]);
});

const portOf = (backend: TestBackend) => Number(new URL(backend.url).port);
const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms)),
  ]);

describe('the write limits follow the route, not its spelling (the database counts what reaches it)', () => {
  const post = (path: string, body: string) =>
    limited.api(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

  it('newsletter sign-ups: no spelling of the table stores one more after the 429', async () => {
    const emails: string[] = [];
    for (let i = 0; i < LIMIT; i++) {
      const email = uniqueEmail('news');
      emails.push(email);
      expect((await post('/rest/v1/newsletter_subscribers', JSON.stringify({ email }))).status).toBe(201);
    }
    for (const spelling of [
      'newsletter_subscribers',
      'newsletter%5Fsubscribers',
      '/newsletter_subscribers',
      'newsletter_subscribers/',
      '%6eewsletter_subscribers',
    ]) {
      const email = uniqueEmail('news');
      emails.push(email);
      const res = await post(`/rest/v1/${spelling}`, JSON.stringify({ email }));
      expect(res.status, spelling).toBe(429);
    }
    const { data } = await limited.admin.from('newsletter_subscribers').select('email').in('email', emails);
    expect(data).toHaveLength(LIMIT);
  });
});

describe('a server that holds its ground', () => {
  it('sheds one host’s idle half-sent requests (per-address cap, header time limit) and answers another host', async () => {
    const port = portOf(guarded);
    const held = await Promise.all(
      Array.from({ length: PER_ADDRESS * 2 }, () => holdConnection(port, halfSentHeaders('/rest/v1/products'))),
    );
    // over the cap: closed as they arrive
    expect(await shedAtLeast(held, PER_ADDRESS)).toBeLessThanOrEqual(PER_ADDRESS);
    // another host is answered at once
    const health = await getFrom(port, '/health', { timeoutMs: 1_000 });
    expect(health.status).toBe(200);
    // and the half-sent requests under the cap are cut at the header time limit (600 ms)
    await within(Promise.all(held.map((h) => h.closed)), 5_000, 'half-sent requests closed');
  });

  it('refuses a body over the client’s budget of bodies in flight with 503, and gives the budget back', async () => {
    const port = portOf(guarded);
    const path = '/rest/v1/products';
    // two stalled bodies of 100 KB against a client budget of 128 KB: whichever the server reads
    // second is refused, the other is held
    const both = await Promise.all([1, 2].map(() => holdConnection(port, stalledBody(path, 200 * KB, 100 * KB))));
    const refused = await within(
      Promise.race(
        both.map(async (held) => {
          const answer = await firstAnswer(held);
          return answer.startsWith('HTTP/1.1 503') ? { held, answer } : new Promise<never>(() => undefined);
        }),
      ),
      5_000,
      'one stalled body refused',
    );
    expect(refused.answer).toMatch(/too many request bodies in flight/);
    const holder = both.find((h) => h !== refused.held)!;
    expect(holder.received()).toBe('');
    holder.socket.destroy();
    await holder.closed;
    const third: HeldConnection = await holdConnection(port, stalledBody(path, 2, 2));
    expect(await within(firstAnswer(third), 5_000, 'a small body after the budget came back')).not.toMatch(/ 503 /);
  });

  it('answers a declared body over 1 MB with 413 without reading it', async () => {
    const held = await holdConnection(portOf(guarded), stalledBody('/rest/v1/products', 5 * 1024 * KB, 10));
    expect(await within(firstAnswer(held), 5_000, 'the 413')).toMatch(/^HTTP\/1\.1 413/);
  });
});

describe('request logs', () => {
  it('keep no token, apikey or code from a query string', async () => {
    await (
      await limited.api('/auth/v1/verify?token=one-time-secret-7&type=signup&redirect_to=x', { redirect: 'manual' })
    ).arrayBuffer();
    await (await fetch(`${limited.url}/rest/v1/categories?select=slug&apikey=${limited.anonKey}`)).arrayBuffer();
    await (await limited.api('/auth/v1/token?grant_type=pkce&code=pkce-code-secret-9')).arrayBuffer();
    const log = readFileSync(logFile, 'utf8');
    const requests = log.split('\n').filter((l) => l.includes('"event":"request"'));
    expect(requests.some((l) => l.includes('/auth/v1/verify') && l.includes('token=%5Bredacted%5D'))).toBe(true);
    expect(log).not.toContain('one-time-secret-7');
    expect(log).not.toContain('pkce-code-secret-9');
    expect(log).not.toContain(limited.anonKey);
  });
});
