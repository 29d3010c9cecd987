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

/**
 * The shop's write limits (orders and newsletter sign-ups per window, per address, e-mail or shopper), set the
 * database's way: its shop_settings, by the service role (20250609055000_write_limits.sql).
 */
export async function setWriteLimits(admin: SupabaseClient, perWindow: number): Promise<void> {
  const { error } = await admin
    .from('shop_settings')
    .update({ orders_per_window: perWindow, newsletter_signups_per_window: perWindow })
    .eq('id', true);
  if (error) throw new Error(`shop_settings: ${error.message}`);
}

/**
 * A real backend on a free port with its own temporary data directory. `writeLimit` widens the database's write
 * limits (orders, newsletter sign-ups) for a test that places many from one address.
 */
export async function startTestBackend(
  options: StartBackendOptions & { writeLimit?: number } = {},
): Promise<TestBackend> {
  const { writeLimit, ...backendOptions } = options;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'backend-test-'));
  const backend = await startBackend({ port: 0, quiet: true, ...backendOptions, dataDir });
  const admin = makeClient(backend.url, backend.serviceKey);
  if (writeLimit !== undefined) await setWriteLimits(admin, writeLimit);
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
