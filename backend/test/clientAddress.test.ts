/**
 * Which address a sign-in counts against (rate limits): the socket's peer,
 * unless --trust-proxy says a reverse proxy on loopback forwards the shoppers;
 * then the address that proxy appended to X-Forwarded-For, and only that.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './testBackend';

let direct: TestBackend;
let proxied: TestBackend;
beforeAll(async () => {
  [direct, proxied] = await Promise.all([
    startTestBackend({ rateLimit: 2 }),
    startTestBackend({ rateLimit: 2, trustProxy: true }),
  ]);
});
afterAll(async () => {
  await Promise.all([direct?.destroy(), proxied?.destroy()]);
});

/** A password sign-in of nobody (400 invalid_credentials until the limit, then 429), as from `forwardedFor`. */
async function signInStatus(backend: TestBackend, forwardedFor?: string): Promise<number> {
  const res = await backend.api('/auth/v1/token?grant_type=password', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor }),
    },
    body: JSON.stringify({ email: 'nobody@example.com', password: 'whatever1' }),
  });
  await res.arrayBuffer();
  return res.status;
}

describe('client address', () => {
  it('ignores X-Forwarded-For without --trust-proxy: a client cannot pick a fresh bucket', async () => {
    expect(await signInStatus(direct, '10.1.0.1')).toBe(400);
    expect(await signInStatus(direct, '10.1.0.2')).toBe(400);
    expect(await signInStatus(direct, '10.1.0.3')).toBe(429);
    expect(await signInStatus(direct)).toBe(429);
  });

  it('with --trust-proxy keys each shopper by the address the proxy appended', async () => {
    expect(await signInStatus(proxied, '10.2.0.1')).toBe(400);
    expect(await signInStatus(proxied, '10.2.0.1')).toBe(400);
    expect(await signInStatus(proxied, '10.2.0.1')).toBe(429);
    // another shopper behind the same proxy is not limited by the first
    expect(await signInStatus(proxied, '10.2.0.2')).toBe(400);
    // what the client itself put first in the header is not believed: the proxy's last entry counts
    expect(await signInStatus(proxied, '192.0.2.77, 10.2.0.1')).toBe(429);
    expect(await signInStatus(proxied, '10.2.0.1, 10.2.0.3')).toBe(400);
  });

  it('with --trust-proxy falls back to the peer when the header is missing or not an address', async () => {
    expect(await signInStatus(proxied, 'not-an-address')).toBe(400);
    expect(await signInStatus(proxied)).toBe(400);
    expect(await signInStatus(proxied, '')).toBe(429);
  });
});
