/**
 * A hostile client on loopback, for the tests and the bench of the servers'
 * limits: connections that send half a request and then nothing, bodies that
 * stall, and a one-off request from another loopback address (another host).
 */
import { connect, type Socket } from 'node:net';
import { request } from 'node:http';

export interface HeldConnection {
  socket: Socket;
  /** What the server has sent so far. */
  received: () => string;
  /** Resolves when the server closes the connection. */
  closed: Promise<void>;
}

/** Open a connection to `port` and send `text` (then nothing more); what the server sends is kept. */
export function holdConnection(
  port: number,
  text: string,
  { host = '127.0.0.1', localAddress }: { host?: string; localAddress?: string } = {},
): Promise<HeldConnection> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host, localAddress });
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.on('error', () => undefined);
    socket.setNoDelay(true);
    socket.once('connect', () => {
      socket.write(text);
      resolve({ socket, received: () => received, closed });
    });
    closed.then(() => reject(new Error('closed before connecting')));
  });
}

/**
 * What a server answered first on a held connection: its status line and headers (and what came
 * with them), or all it sent before closing (empty when it closed without a word).
 */
export async function firstAnswer(held: HeldConnection): Promise<string> {
  let closed = false;
  void held.closed.then(() => (closed = true));
  while (!closed && !held.received().includes('\r\n\r\n')) await new Promise((r) => setTimeout(r, 20));
  return held.received();
}

/** GET `path` from another loopback address (as another host would), with a time limit: status and milliseconds. */
export function getFrom(
  port: number,
  path: string,
  {
    localAddress = '127.0.0.2',
    timeoutMs = 5_000,
    hostHeader,
  }: { localAddress?: string; timeoutMs?: number; hostHeader?: string } = {},
): Promise<{ status: number; ms: number; body: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        localAddress,
        agent: false,
        timeout: timeoutMs,
        headers: hostHeader ? { Host: hostHeader } : {},
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, body }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer to ${path} within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end();
  });
}

/** A request line and some headers, never finished (slowloris). */
export const halfSentHeaders = (path = '/health') => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: 1\r\n`;

/** A POST whose headers promise `declared` bytes of body, and `sent` of them. */
export const stalledBody = (path: string, declared: number, sent: number, headers: Record<string, string> = {}) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${declared}\r\n` +
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('') +
  `\r\n${'x'.repeat(sent)}`;

/**
 * Wait (at most `timeoutMs`) until at least `count` of the held connections were closed by the server;
 * how many are still open then.
 */
export async function shedAtLeast(held: HeldConnection[], count: number, timeoutMs = 5_000): Promise<number> {
  let closed = 0;
  for (const h of held) void h.closed.then(() => (closed += 1));
  const deadline = Date.now() + timeoutMs;
  while (closed < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return held.length - closed;
}
