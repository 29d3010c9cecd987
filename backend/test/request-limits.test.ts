import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_LIMITS } from '../src/rest/requestLimits';
import { startTestBackend, type TestBackend } from './testBackend';

/**
 * Issue 32: what one request may ask for is bounded (select width, JSON path
 * depth, response bytes), errors keep PostgREST's shape, and an `apikey`
 * sent in the URL is the gateway's, never a filter.
 */
let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ rateLimit: 0, writeLimit: 1_000_000 });
});
afterAll(async () => {
  await backend?.destroy();
});

async function get(pathAndQuery: string, init: RequestInit = {}) {
  const response = await backend.api(pathAndQuery, init);
  const text = await response.text();
  return { status: response.status, text, body: text ? (JSON.parse(text) as unknown) : null };
}

const errorShape = (body: unknown) => Object.keys(body as object).sort();

describe('apikey in the query string is the gateway’s, never a filter', () => {
  it('reads with the key only in the URL, and never echoes it', async () => {
    const response = await fetch(
      `${backend.url}/rest/v1/products?select=sku&sku=eq.KL-MUG-101&apikey=${backend.anonKey}`,
    );
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(JSON.parse(text)).toEqual([{ sku: 'KL-MUG-101' }]);
    expect(text).not.toContain(backend.anonKey);
  });

  it('calls a function and inserts with the key in the URL', async () => {
    const call = await fetch(`${backend.url}/rest/v1/rpc/get_all_product_cards?apikey=${backend.anonKey}`);
    expect(call.status).toBe(200);
    expect(await call.text()).not.toContain(backend.anonKey);
    const insert = await fetch(`${backend.url}/rest/v1/newsletter_subscribers?apikey=${backend.anonKey}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Prefer: 'return=minimal' },
      body: JSON.stringify({ email: `apikey.${Date.now()}@example.com` }),
    });
    expect(insert.status).toBe(201);
    expect(await insert.text()).not.toContain(backend.anonKey);
  });

  it('still refuses a wrong key in the URL with the gateway’s 401, without echoing it', async () => {
    const response = await fetch(`${backend.url}/rest/v1/products?select=sku&apikey=not-a-key-4711`);
    expect(response.status).toBe(401);
    expect(await response.text()).not.toContain('not-a-key-4711');
  });
});

describe('JSON paths are bounded, and a statement the database cannot prepare says so', () => {
  const path = (steps: number) => encodeURIComponent('gallery_urls' + '->0'.repeat(steps - 1) + '->>url');

  it(`follows a path of ${REQUEST_LIMITS.jsonPathSteps} steps`, async () => {
    const answer = await get(`/rest/v1/products?select=deep:${path(REQUEST_LIMITS.jsonPathSteps)}&limit=1`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([{ deep: null }]);
  });

  it('refuses 1,500 steps with a 400 in PostgREST’s shape, before the database', async () => {
    const answer = await get(`/rest/v1/products?select=${path(1_500)}&limit=1`);
    expect(answer.status).toBe(400);
    expect(errorShape(answer.body)).toEqual(['code', 'details', 'hint', 'message']);
    expect(answer.body).toMatchObject({
      code: 'PGRST100',
      message: `JSON paths of more than ${REQUEST_LIMITS.jsonPathSteps} steps are not supported (this one has 1500)`,
    });
    expect(answer.text).not.toMatch(/prepared statement/);
    const filter = await get(`/rest/v1/products?select=sku&${path(1_500)}=eq.x`);
    expect(filter.status).toBe(400);
    expect(filter.body).toMatchObject({ code: 'PGRST100' });
  });

  it('answers a statement PGlite fails to prepare without a reason with 54001, not “prepared statement does not exist”', async () => {
    const bound = REQUEST_LIMITS.jsonPathSteps;
    REQUEST_LIMITS.jsonPathSteps = 100_000; // let 1,500 steps reach the database, as before the bound
    try {
      const answer = await get(`/rest/v1/products?select=${path(1_500)}&limit=1`);
      expect(answer.text).not.toMatch(/prepared statement/);
      expect(answer.status).toBe(413);
      expect(answer.body).toMatchObject({ code: '54001', message: expect.stringMatching(/could not prepare/) });
    } finally {
      REQUEST_LIMITS.jsonPathSteps = bound;
    }
    expect((await get('/rest/v1/products?select=sku&sku=eq.KL-MUG-101')).body).toEqual([{ sku: 'KL-MUG-101' }]);
  });
});

describe('one request cannot ask for megabytes', () => {
  it('refuses 80 stars and 300 × gallery_urls before the database, answering in PostgREST’s shape', async () => {
    for (const select of [Array(80).fill('*').join(','), Array(300).fill('gallery_urls').join(',')]) {
      const answer = await get(`/rest/v1/products?select=${select}`);
      expect(answer.status).toBe(400);
      expect(errorShape(answer.body)).toEqual(['code', 'details', 'hint', 'message']);
      expect(answer.body).toMatchObject({
        code: 'PGRST100',
        message: expect.stringMatching(`more than the ${REQUEST_LIMITS.selectColumns} one answer may have`),
      });
    }
  });

  it(`answers a select of ${REQUEST_LIMITS.selectColumns} columns`, async () => {
    const select = Array.from({ length: REQUEST_LIMITS.selectColumns }, (_, i) => `c${i}:sku`).join(',');
    const answer = await get(`/rest/v1/products?select=${select}&sku=eq.KL-MUG-101`);
    expect(answer.status).toBe(200);
    expect(Object.keys((answer.body as object[])[0]!)).toHaveLength(REQUEST_LIMITS.selectColumns);
  });

  it('refuses an answer larger than a response may be with 413, sending only the error', async () => {
    const limit = REQUEST_LIMITS.responseBytes;
    REQUEST_LIMITS.responseBytes = 16 * 1024; // the seed is small: the same rule at a smaller size
    try {
      const wide = Array.from({ length: 20 }, (_, i) => `g${i}:gallery_urls`).join(',');
      const answer = await get(`/rest/v1/products?select=${wide}`);
      expect(answer.status).toBe(413);
      expect(answer.body).toMatchObject({
        code: '54000',
        message: expect.stringMatching(/more than the 16 KB one response may be/),
      });
      expect(answer.text.length).toBeLessThan(500);
      const rpc = await get('/rest/v1/rpc/get_all_product_cards', { method: 'POST', body: '{}' });
      expect(rpc.status).toBe(413);
      // what the shop asks for is well inside the limit
      REQUEST_LIMITS.responseBytes = limit;
      const everything = await get('/rest/v1/products?select=*');
      expect(everything.status).toBe(200);
    } finally {
      REQUEST_LIMITS.responseBytes = limit;
    }
  });
});
