// @vitest-environment node
import { WebSocket } from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import { configureShop } from '../config/shopConfig';
import { getSupabase } from './client';

// The server's build leaves out supabase-js's realtime client; Node 20 has no WebSocket of its own.
Object.assign(globalThis, { WebSocket: globalThis.WebSocket ?? WebSocket });

/** Where a client sends its table reads (supabase-js keeps it on a protected field). */
const restUrl = (client: unknown): string => (client as { rest: { url: string } }).rest.url;

afterEach(() => configureShop({ supabase: { url: 'http://127.0.0.1:54321', anonKey: 'anon-key-for-tests' } }));

describe("the server's Supabase client", () => {
  it('follows the config in force: another backend in remotes.json is read from at once, the same one reuses it', async () => {
    configureShop({ supabase: { url: 'https://first.supabase.co', anonKey: 'anon-key-first' } });
    const first = await getSupabase();
    expect(restUrl(first)).toBe('https://first.supabase.co/rest/v1');
    expect(await getSupabase()).toBe(first);

    configureShop({ supabase: { url: 'https://second.supabase.co', anonKey: 'anon-key-second' } });
    const second = await getSupabase();
    expect(restUrl(second)).toBe('https://second.supabase.co/rest/v1');
    expect(second).not.toBe(first);
  });

  it('says so when the config names no backend, and makes one once it does', async () => {
    configureShop({});
    await expect(getSupabase()).rejects.toThrow(/no backend configured/);
    configureShop({ supabase: { url: 'https://third.supabase.co', anonKey: 'anon-key-third' } });
    expect(restUrl(await getSupabase())).toBe('https://third.supabase.co/rest/v1');
  });
});
