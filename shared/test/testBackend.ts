import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A running embedded backend for a test file: its URL, anon key, and how to stop it (its data goes too). */
export interface TestBackend {
  url: string;
  anonKey: string;
  stop(): Promise<void>;
}

/**
 * Start a fresh embedded backend (real PGlite, real HTTP) on a free port, with
 * its own temporary data directory. For data-module tests and e2e files that
 * need a backend of their own (e.g. a short token lifetime).
 */
export async function startTestBackend(
  options: {
    emailConfirm?: boolean;
    jwtExpirySeconds?: number;
    latencyMs?: number;
    /** The anon role's statement timeout (3 s when unset). */
    anonStatementTimeoutMs?: number;
  } = {},
): Promise<TestBackend> {
  await provideWebSocket();
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-test-backend-'));
  const backendPackage = '@giftshop/backend';
  const { startBackend } = (await import(backendPackage)) as {
    startBackend(options: Record<string, unknown>): Promise<TestBackend>;
  };
  try {
    const backend = await startBackend({ port: 0, dataDir, reset: true, quiet: true, ...options });
    return {
      url: backend.url,
      anonKey: backend.anonKey,
      async stop() {
        await backend.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * supabase-js builds its realtime client on creation and throws in Node 20,
 * which has no global WebSocket (browsers and Node 22 do). Tests that run the
 * real client in Node get the `ws` package's WebSocket, as supabase-js advises.
 */
async function provideWebSocket(): Promise<void> {
  if (typeof globalThis.WebSocket !== 'undefined') return;
  const wsPackage = 'ws';
  const { WebSocket } = (await import(wsPackage)) as { WebSocket: unknown };
  (globalThis as { WebSocket?: unknown }).WebSocket = WebSocket;
}

/**
 * Insert one row with the service key, as a test's own fixture (the anon key
 * cannot write the catalogue). Returns the inserted rows.
 */
export async function insertAsService(
  backend: { url: string; serviceKey: string },
  table: string,
  row: object,
): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${backend.url}/rest/v1/${table}`, {
    method: 'POST',
    headers: {
      apikey: backend.serviceKey,
      Authorization: `Bearer ${backend.serviceKey}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    body: JSON.stringify(row),
  });
  if (!response.ok) throw new Error(`insert into ${table}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>[];
}

/** A test backend that a test can take down and bring back (`down`). */
export interface SwitchedBackend extends TestBackend {
  /** While true, each request is read and its connection dropped, as a backend that is down. */
  down: boolean;
}

/**
 * A fresh test backend behind a TCP pass-through (its `url`) that drops every request while `down`: the backend
 * failing, then answering again, for a test of a Try again. Taking it down closes the connections kept alive
 * through it; a request is read before its connection is dropped (one dropped before its request is written
 * never settles in Node 20's fetch).
 */
export async function startSwitchedBackend(): Promise<SwitchedBackend> {
  const backend = await startTestBackend();
  const { createServer, connect } = await import('node:net');
  const upstream = new URL(backend.url);
  let down = false;
  const open = new Set<{ destroy(): void }>();
  const server = createServer((socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.once('data', (first) => {
      if (down) {
        socket.destroy();
        return;
      }
      const onward = connect(Number(upstream.port), upstream.hostname, () => {
        onward.write(first);
        socket.pipe(onward).pipe(socket);
      });
      open.add(onward);
      onward.on('close', () => {
        open.delete(onward);
        socket.destroy();
      });
      onward.on('error', () => onward.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const closeOpen = () => {
    for (const connection of open) connection.destroy();
    open.clear();
  };
  return {
    url: `http://127.0.0.1:${port}`,
    anonKey: backend.anonKey,
    get down() {
      return down;
    },
    set down(value: boolean) {
      down = value;
      if (value) closeOpen();
    },
    async stop() {
      closeOpen();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await backend.stop();
    },
  };
}

export { inDocument, until } from './pageDocument';
