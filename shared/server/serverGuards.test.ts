// @vitest-environment node
/**
 * The limits every server of the shop is made with (issue 32, part 3), each
 * against a real hostile socket on loopback, every wait bounded.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { BodyBudget, createGuardedServer, listenOn, type ServerLimits } from './serverGuards';
import { getFrom, halfSentHeaders, holdConnection, shedAtLeast } from './hostileClient';

const running: Server[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
});

async function serve(
  limits: Partial<ServerLimits>,
  body = 'ok',
): Promise<{ port: number; firstClosed: Promise<void> }> {
  // settles when the server's side of its first connection has closed (however late that connection arrives)
  let closeOfFirst: (closed: Promise<void>) => void = () => undefined;
  const firstClosed = new Promise<void>((resolve) => (closeOfFirst = resolve));
  const server = createGuardedServer(limits, (_req, res) => res.end(body));
  server.on('connection', (socket) => closeOfFirst(new Promise((done) => socket.once('close', () => done()))));
  running.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  return { port: (server.address() as AddressInfo).port, firstClosed };
}

// A wait below is for what the server does (it closes the connection at its limit), not a window of its own: on a
// busy machine the server may take seconds to get there, and the case's time limit only ends a hang.
const HANG_MS = 60_000;

describe('createGuardedServer', () => {
  it(
    'closes the connection of a client that never reads its answer (write time limit)',
    { timeout: HANG_MS },
    async () => {
      const { port, firstClosed } = await serve({ writeTimeoutMs: 500 }, 'x'.repeat(64 * 1_048_576));
      const reader = await holdConnection(port, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      reader.socket.pause(); // and never reads again: 64 MB cannot fit in the socket buffers
      await firstClosed; // the server let go of the stalled answer
      expect(reader.socket.bytesRead).toBeLessThan(64 * 1_048_576);
    },
  );

  it(
    'answers a request whose headers never finish with 408 at the header time limit',
    { timeout: HANG_MS },
    async () => {
      const { port } = await serve({ headersTimeoutMs: 300 });
      const slow = await holdConnection(port, halfSentHeaders());
      await slow.closed;
      expect(slow.received()).toMatch(/^HTTP\/1\.1 408/);
    },
  );

  it('closes connections over the cap in all, and over the cap per address, as they arrive', async () => {
    const { port } = await serve({ maxConnections: 6, maxConnectionsPerAddress: 3 });
    const one = await Promise.all(Array.from({ length: 5 }, () => holdConnection(port, '')));
    expect(await shedAtLeast(one, 2)).toBe(3);
    // another address still gets in, up to the cap in all
    expect((await getFrom(port, '/', { localAddress: '127.0.0.2', timeoutMs: 1_000 })).status).toBe(200);
  });
});

describe('listenOn', () => {
  /** A port held by a plain server (as an outgoing connection of the system's can hold it). */
  async function holdAPort() {
    const holder = createGuardedServer({}, (_req, res) => res.end('holder'));
    running.push(holder);
    await listenOn(holder, 0, '127.0.0.1');
    return { holder, port: (holder.address() as AddressInfo).port };
  }

  it('asks again while the port is in use, and listens once it is let go', async () => {
    const { holder, port } = await holdAPort();
    const server = createGuardedServer({}, (_req, res) => res.end('mine'));
    running.push(server);
    const listening = listenOn(server, port, '127.0.0.1', { retryForMs: 10_000, everyMs: 50 });
    // the port is still held after the first refusals; then let go
    await new Promise((wait) => setTimeout(wait, 200));
    expect(server.listening).toBe(false);
    holder.closeAllConnections();
    await new Promise((done) => holder.close(done));
    await listening;
    expect((server.address() as AddressInfo).port).toBe(port);
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('mine');
  });

  it('refuses a port a server keeps holding, with its EADDRINUSE, once the time is up', async () => {
    const { port } = await holdAPort();
    const server = createGuardedServer({}, (_req, res) => res.end('mine'));
    await expect(listenOn(server, port, '127.0.0.1', { retryForMs: 300, everyMs: 50 })).rejects.toMatchObject({
      code: 'EADDRINUSE',
    });
    expect(server.listening).toBe(false);
  });

  it('does not wait on any other failure: a host that is not this machine is refused at once', async () => {
    const server = createGuardedServer({}, (_req, res) => res.end('mine'));
    const started = Date.now();
    await expect(listenOn(server, 0, '203.0.113.7', { retryForMs: 10_000 })).rejects.toMatchObject({
      code: 'EADDRNOTAVAIL',
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('BodyBudget', () => {
  it('refuses what would go over the budget in all or for one client, and takes it back when given', () => {
    const budget = new BodyBudget(100, 60);
    expect(budget.take('a', 60)).toBe(true);
    expect(budget.take('a', 1)).toBe(false);
    expect(budget.take('b', 40)).toBe(true);
    expect(budget.take('c', 1)).toBe(false);
    budget.give('a', 60);
    expect(budget.take('c', 50)).toBe(true);
    expect(budget.inFlight).toBe(90);
  });
});
