// @vitest-environment node
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import { configureShop } from '../config/shopConfig';
import { addServerRequestHeaders, getSupabase } from './client';

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

  it('adds the headers the server asks for at each request (the shopper a page is for), and none by default', async () => {
    const seen: IncomingHttpHeaders[] = [];
    const backend = createServer((req, res) => {
      seen.push(req.headers);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('[]');
    });
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
    try {
      configureShop({ supabase: { url, anonKey: 'anon-key-headers' } });
      const client = await getSupabase();
      await client.from('products').select('id');
      let shopper = '10.9.0.1';
      addServerRequestHeaders(() => ({ 'X-Forwarded-For': shopper, 'X-Shop-Server-Key': 'k' }));
      await client.from('products').select('id');
      shopper = '10.9.0.2';
      await client.from('products').select('id');
      expect(seen.map((h) => [h['x-forwarded-for'], h['x-shop-server-key'], h.apikey])).toEqual([
        [undefined, undefined, 'anon-key-headers'],
        ['10.9.0.1', 'k', 'anon-key-headers'],
        ['10.9.0.2', 'k', 'anon-key-headers'],
      ]);
    } finally {
      addServerRequestHeaders(() => undefined);
      await new Promise((resolve) => backend.close(resolve));
    }
  });
});
