/**
 * The shop's server renders every shopper's page, so to the backend all those reads come from one
 * address. Given the key the backend was started with (`shopServerKey`, handed to both by `npm start`
 * and the e2e stack), the shop's server names the shopper a request is for (X-Forwarded-For), and the
 * backend keys rate limits and fair sharing by that shopper, with a page's reads in a bucket of their
 * own. Without the key — or with a wrong one, as any browser could send — the header is ignored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loopbackClient } from '../bench/loopbackClient';
import { startTestBackend, type TestBackend } from './testBackend';

const KEY = 'shop-server-key-for-tests-0123456789abcdef';
let backend: TestBackend;
beforeAll(async () => {
  // anon statements may run five minutes here: a costly read is stopped only for another client's waiting work
  // (and a request may take that long: on a loaded machine the costly read below runs for tens of seconds)
  backend = await startTestBackend({
    rateLimit: 2,
    shopServerKey: KEY,
    anonStatementTimeoutMs: 300_000,
    serverLimits: { requestTimeoutMs: 300_000, writeTimeoutMs: 300_000 },
  });
});
afterAll(async () => {
  await backend?.destroy();
});

/** A password sign-in of nobody (400 until the address's limit, then 429), sent with `headers`. */
async function signInStatus(headers: Record<string, string>): Promise<number> {
  const res = await backend.api('/auth/v1/token?grant_type=password', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ email: 'nobody@example.com', password: 'whatever1' }),
  });
  await res.arrayBuffer();
  return res.status;
}

const forShopper = (address: string, key = KEY) => ({ 'X-Shop-Server-Key': key, 'X-Forwarded-For': address });

describe("the shop's server names the shopper", () => {
  it('with its key, each shopper it forwards has their own rate limit', async () => {
    expect(await signInStatus(forShopper('10.5.0.1'))).toBe(400);
    expect(await signInStatus(forShopper('10.5.0.1'))).toBe(400);
    expect(await signInStatus(forShopper('10.5.0.1'))).toBe(429);
    expect(await signInStatus(forShopper('10.5.0.2'))).toBe(400);
    // only the entry the shop's server appended counts, not what the shopper's browser put before it
    expect(await signInStatus(forShopper('192.0.2.9, 10.5.0.1'))).toBe(429);
  });

  it('ignores the header without the key or with a wrong one: a browser cannot pick a fresh bucket', async () => {
    // all of these are the peer's (127.0.0.1) own attempts, whatever address they claim
    expect(await signInStatus(forShopper('10.6.0.1', 'guessed-key'))).toBe(400);
    expect(await signInStatus({ 'X-Forwarded-For': '10.6.0.2' })).toBe(400);
    expect(await signInStatus(forShopper('10.6.0.3', `${KEY}x`))).toBe(429);
    expect(await signInStatus(forShopper('10.6.0.4', KEY.slice(0, -1)))).toBe(429);
    expect(await signInStatus({ 'X-Shop-Server-Key': '', 'X-Forwarded-For': '10.6.0.5' })).toBe(429);
  });
});

// the outcome never depends on time; how long the costly read takes does (seconds, more under load)
describe("a page's reads are not the address's own", { timeout: 300_000 }, () => {
  const ONE_PRODUCT = '/rest/v1/products?select=sku&sku=eq.KL-MUG-101';
  /**
   * A read that runs for seconds and never matches (a shorter cousin of `slowPattern`: about 2 s of CPU
   * against its 7, far past a 520 ms slice); stopped only when another client's work waits.
   */
  const costly = (tail: string) =>
    `/rest/v1/products?select=id&default_description=imatch.${encodeURIComponent(`((.*){100}){6}#${tail}`)}`;

  /** The address's own costly read, then a read sent with `pageHeaders` while it runs: both answers. */
  async function costlyThenPage(address: string, pageHeaders: Record<string, string>) {
    const client = loopbackClient(backend.url, address, 2);
    try {
      const apikey = { apikey: backend.anonKey };
      const own = client.get(costly(address), apikey);
      await new Promise((resolve) => setTimeout(resolve, 300)); // the costly read is under way
      const page = await client.get(ONE_PRODUCT, { ...apikey, ...pageHeaders });
      return { own: await own, page };
    } finally {
      client.close();
    }
  }

  it("with the key, the address's costly read is stopped for the page's read, which answers", async () => {
    const { own, page } = await costlyThenPage('127.0.0.7', forShopper('127.0.0.7'));
    expect(page.status).toBe(200);
    expect(JSON.parse(page.body)).toEqual([{ sku: 'KL-MUG-101' }]);
    expect(own.status).toBe(500);
    expect(JSON.parse(own.body)).toMatchObject({ code: '57014' });
  });

  it('with a wrong key, the "page" read is the address\'s own: it waits for its costly read, which runs on', async () => {
    const { own, page } = await costlyThenPage('127.0.0.8', forShopper('127.0.0.8', 'guessed-key'));
    expect(page.status).toBe(200);
    expect(own.status).toBe(200);
    expect(JSON.parse(own.body)).toEqual([]);
  });
});
