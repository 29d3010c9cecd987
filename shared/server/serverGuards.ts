/**
 * What every server of the shop (the backend, the shell's server, the static
 * servers and the mail catcher's inbox) does to hold its ground against one
 * hostile client: time limits on each phase of a connection, a cap on
 * connections in all and per client address, and a budget for the request
 * bodies it holds in memory at once. Node-only (never in a browser bundle).
 */
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerOptions } from 'node:http';

export interface ServerLimits {
  /** The request line and headers must all arrive within this (slowloris). */
  headersTimeoutMs: number;
  /** The whole request, headers and body, must arrive within this. */
  requestTimeoutMs: number;
  /** A kept-alive connection with no request under way is closed after this. */
  idleTimeoutMs: number;
  /**
   * A connection on which no byte moves either way for this long is closed: a client that stops
   * reading its response (or sending its request) holds nothing longer than this.
   */
  writeTimeoutMs: number;
  /** Connections open at once, from everyone; more are closed as they arrive. 0 = no cap. */
  maxConnections: number;
  /** Connections open at once from one client address (the socket's peer). 0 = no cap. */
  maxConnectionsPerAddress: number;
}

/** The defaults; each server overrides what it needs (the backend keeps connections idle longer, for proxies). */
export const defaultServerLimits: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  idleTimeoutMs: 5_000,
  writeTimeoutMs: 30_000,
  maxConnections: 2_000,
  maxConnectionsPerAddress: 256,
};

/**
 * The listen backlog to pass to `server.listen`: the kernel's queue of connections not yet accepted.
 * Node's 511 fills at once under a flood of connections (which the caps then shed), and a full queue
 * drops the next SYN, a health check's included, for a 1 s retransmit; Linux caps it at somaxconn (4096).
 */
export const LISTEN_BACKLOG = 4_096;

/** Anything that listens as a `net.Server` does: an HTTP server, the mail catcher's SMTP server. */
interface Listener {
  listen(port: number, host: string, backlog: number, listening: () => void): unknown;
  once(event: 'error', handler: (error: Error) => void): unknown;
  removeListener(event: 'error', handler: (error: Error) => void): unknown;
}

/**
 * `server.listen(port, host)` with the shop's backlog, asked again while the port is in use, for up to
 * `retryForMs`. The backend's and the mail catcher's ports (54321 and up) lie in Linux's ephemeral range
 * (32768–60999), which the system lends to outgoing connections as their own port: one of those can hold the
 * port for a moment just as a stack starts (an e2e run's start failed on it twice in one day here). A port
 * that a server really holds is still refused, with its EADDRINUSE, once the time is up. Port 0 (any free
 * port) is never asked again.
 */
export async function listenOn(
  server: Listener,
  port: number,
  host: string,
  { retryForMs = 10_000, everyMs = 250 }: { retryForMs?: number; everyMs?: number } = {},
): Promise<void> {
  const giveUpAt = Date.now() + retryForMs;
  for (;;) {
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, LISTEN_BACKLOG, () => {
          server.removeListener('error', reject);
          resolve();
        });
      });
      return;
    } catch (error) {
      const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
      if (!inUse || port === 0 || Date.now() >= giveUpAt) throw error;
      await new Promise((wait) => setTimeout(wait, everyMs));
    }
  }
}

/** How often Node checks the header and request time limits (its default is every 30 s). */
const CHECK_EVERY_MS = 1_000;

/**
 * `http.createServer` with the limits in force. Connections over a cap are
 * closed as soon as they are accepted, before a byte is read.
 */
export function createGuardedServer(
  limits: Partial<ServerLimits>,
  listener: RequestListener,
  options: ServerOptions = {},
): Server {
  const given = Object.entries(limits).filter(([, value]) => value !== undefined && Number.isFinite(value));
  const l: ServerLimits = { ...defaultServerLimits, ...Object.fromEntries(given) };
  const server = createServer(
    {
      ...options,
      headersTimeout: l.headersTimeoutMs,
      // Node wants the request limit to be at least the headers' (0 would mean none)
      requestTimeout: Math.max(l.requestTimeoutMs, l.headersTimeoutMs),
      connectionsCheckingInterval: Math.min(CHECK_EVERY_MS, l.headersTimeoutMs),
    },
    listener,
  );
  // Set here, not among createServer's options: on Node 20.20 that option made a server whose answer
  // was cut by the write time limit spin its event loop (found by serverGuards.test.ts).
  server.keepAliveTimeout = l.idleTimeoutMs;
  // No listener for 'timeout': Node then destroys the socket that went quiet.
  server.timeout = l.writeTimeoutMs;
  if (l.maxConnections) server.maxConnections = l.maxConnections;
  if (l.maxConnectionsPerAddress) capPerAddress(server, l.maxConnectionsPerAddress);
  return server;
}

function capPerAddress(server: Server, cap: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > cap) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

export class BodyOverBudget extends Error {}

/**
 * Bytes of request bodies held in memory at once: in all, and per client.
 * A body that would go over either budget is refused (the server answers
 * 503 and closes the connection) instead of waiting for memory that a
 * stalled sender may never free.
 */
export class BodyBudget {
  private used = 0;
  private readonly perClient = new Map<string, number>();
  constructor(
    readonly totalBytes: number,
    readonly clientBytes: number,
  ) {}

  /** Take `bytes` for `client`; false (and nothing taken) when that would go over a budget. */
  take(client: string, bytes: number): boolean {
    const mine = this.perClient.get(client) ?? 0;
    if (this.used + bytes > this.totalBytes || mine + bytes > this.clientBytes) return false;
    this.used += bytes;
    this.perClient.set(client, mine + bytes);
    return true;
  }

  give(client: string, bytes: number): void {
    if (!bytes) return;
    this.used -= bytes;
    const left = (this.perClient.get(client) ?? bytes) - bytes;
    if (left > 0) this.perClient.set(client, left);
    else this.perClient.delete(client);
  }

  /** Bytes held now, in all. */
  get inFlight(): number {
    return this.used;
  }
}

/**
 * A request's body, up to `limit` bytes, charged to `budget` while it is read
 * and given back once the body has been handed over, or the request failed.
 */
export function readBudgetedBody(
  req: IncomingMessage,
  options: { limit: number; budget: BodyBudget; client: string; onTooLarge: () => Error },
): Promise<Buffer> {
  const { limit, budget, client } = options;
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (declared > limit) {
      reject(options.onTooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let held = 0;
    let settled = false;
    const settle = (error: Error | null) => {
      if (settled) return;
      settled = true;
      budget.give(client, held);
      held = 0;
      req.off('data', onData);
      if (error) reject(error);
      else resolve(Buffer.concat(chunks));
    };
    const onData = (chunk: Buffer) => {
      if (held + chunk.length > limit) return settle(options.onTooLarge());
      if (!budget.take(client, chunk.length)) {
        return settle(new BodyOverBudget('too many request bodies in flight; try again in a moment'));
      }
      held += chunk.length;
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => settle(null));
    req.once('error', (error) => settle(error));
    req.once('close', () => settle(new Error('the request was closed before its body arrived')));
  });
}
