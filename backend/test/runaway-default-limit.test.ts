import { afterAll, beforeAll, expect, it } from 'vitest';
import { slowProductsQuery as runaway } from './runaways';
import { startTestBackend, type TestBackend } from './testBackend';

/** Supabase's own limit for anonymous requests, as `npm start` runs it: 3 s, then 57014. */
let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.destroy();
});

it('stops an anonymous runaway after 3 s with 57014, and the server answers meanwhile', async () => {
  const sku = '/rest/v1/products?select=sku,name&sku=eq.KL-MUG-101';
  const quiet = await (await backend.api(sku)).json();

  const started = performance.now();
  let answeredAt = 0;
  const attack = backend.api(runaway).then(async (response) => {
    answeredAt = performance.now();
    return { status: response.status, body: await response.json() };
  });
  const healthTimes: number[] = [];
  while (!answeredAt) {
    const asked = performance.now();
    const health = await backend.api('/health');
    expect(health.status).toBe(200);
    healthTimes.push(performance.now() - asked);
    if (performance.now() - started > 20_000) break;
  }
  const [answer, read] = await Promise.all([attack, backend.api(sku).then((r) => r.json())]);

  expect(answer).toEqual({
    status: 500,
    body: { code: '57014', details: null, hint: null, message: 'canceling statement due to statement timeout' },
  });
  expect(answeredAt - started).toBeGreaterThanOrEqual(3_000);
  expect(answeredAt - started).toBeLessThan(8_000); // the anon limit, not the signed-in one
  expect(healthTimes.length).toBeGreaterThan(2);
  expect(Math.max(...healthTimes)).toBeLessThan(1_000);
  expect(read).toEqual(quiet);
});
