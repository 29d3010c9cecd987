import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { WebSocket } from 'ws';
import { startBackend, type RunningBackend } from '../src/index';
import type { StartBackendOptions } from '../src/options';

export interface TestBackend extends RunningBackend {
  /** A fresh supabase-js client with the anon key (its own auth session). */
  client: () => SupabaseClient;
  /** A client with the service key (bypasses row level security): for checking what really changed. */
  admin: SupabaseClient;
  /** fetch with the anon key's apikey header. */
  api: (pathAndQuery: string, init?: RequestInit) => Promise<Response>;
  destroy: () => Promise<void>;
}

export function makeClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket; supabase-js builds its realtime client eagerly.
    realtime: { transport: WebSocket as never },
  });
}

/** A real backend on a free port with its own temporary data directory. */
export async function startTestBackend(options: StartBackendOptions = {}): Promise<TestBackend> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'backend-test-'));
  const backend = await startBackend({ port: 0, quiet: true, ...options, dataDir });
  const admin = makeClient(backend.url, backend.serviceKey);
  return {
    ...backend,
    admin,
    client: () => makeClient(backend.url, backend.anonKey),
    api: (p, init = {}) =>
      fetch(backend.url + p, {
        ...init,
        headers: { apikey: backend.anonKey, ...(init.headers as Record<string, string> | undefined) },
      }),
    destroy: async () => {
      await backend.stop();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
export function uniqueEmail(prefix = 'shopper'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${Date.now()}.${counter}@example.com`;
}
