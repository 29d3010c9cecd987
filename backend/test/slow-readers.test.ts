/**
 * Slow readers (issue 32, part 3): a client that never reads keeps its answer
 * in the backend's memory until the write time limit. The bytes of answers
 * waiting for their readers are held against a budget: over it, an answer is
 * a short 503 instead of another copy pinned in memory. Real sockets on
 * loopback, every wait bounded.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BodyBudget } from '@giftshop/shared/server';
import { firstAnswer, holdConnection } from '@giftshop/shared/server/hostile-client';
import { sendResponse } from '../src/http/sendResponse';

const MB = 1_048_576;
// larger than what loopback's socket buffers take in, so an unread answer stays in this process
const ANSWER = Buffer.alloc(48 * MB, 120);
const budget = new BodyBudget(64 * MB, 64 * MB);
let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((req, res) => {
    void sendResponse(
      req,
      res,
      { status: 200, headers: { 'Content-Type': 'text/plain' }, body: ANSWER },
      {},
      {
        budget,
        client: 'one host',
      },
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

const GET = 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';

it('refuses a second large answer while the first waits for a reader that never reads, and sends it again once that one is gone', async () => {
  const stalled = await holdConnection(port, GET);
  stalled.socket.pause();
  const deadline = Date.now() + 5_000;
  while (budget.inFlight === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  expect(budget.inFlight).toBe(ANSWER.length);

  const second = await holdConnection(port, GET);
  const refused = await firstAnswer(second);
  expect(refused).toMatch(/^HTTP\/1\.1 503/);
  expect(refused).toMatch(/too many answers waiting for slow readers/);
  second.socket.destroy();

  stalled.socket.destroy();
  while (budget.inFlight !== 0 && Date.now() < deadline + 5_000) await new Promise((r) => setTimeout(r, 20));
  expect(budget.inFlight).toBe(0);
  const res = await fetch(`http://127.0.0.1:${port}/`);
  expect(res.status).toBe(200);
  expect((await res.arrayBuffer()).byteLength).toBe(ANSWER.length);
  // and a delivered answer gives its bytes back (the server sees its last write complete)
  await expect.poll(() => budget.inFlight, { timeout: 5_000 }).toBe(0);
});
