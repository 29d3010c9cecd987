import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchRuntimeConfig } from './runtimeConfig';

// The network is a wall this code does not own: each case answers as a server would.
const answer = (body: string, status = 200) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status })),
  );

afterEach(() => vi.unstubAllGlobals());

describe('fetchRuntimeConfig', () => {
  it('reads the remotes and the shop config', async () => {
    answer(JSON.stringify({ remotes: { catalog: 'http://localhost:5174/remoteEntry.js' }, config: { phone: '1' } }));
    await expect(fetchRuntimeConfig()).resolves.toEqual({
      remotes: { catalog: 'http://localhost:5174/remoteEntry.js' },
      config: { phone: '1' },
    });
  });

  it('says clearly when the file is missing, not JSON, or malformed', async () => {
    answer('Not found', 404);
    await expect(fetchRuntimeConfig()).rejects.toThrow(/answered 404/);
    answer('{ not json');
    await expect(fetchRuntimeConfig()).rejects.toThrow(/not valid JSON/);
    answer(JSON.stringify({ remotes: { catalog: 'javascript alert(1)', shop: 'http://x' } }));
    await expect(fetchRuntimeConfig()).rejects.toThrow(/malformed/);
  });

  it('names an unknown or invalid key with its reason, instead of dropping it', async () => {
    const remotes = { catalog: 'http://localhost:5174/remoteEntry.js' };
    answer(JSON.stringify({ remotes, config: { phnoe: '1' } }));
    await expect(fetchRuntimeConfig()).rejects.toThrow(/config\.phnoe: unknown key/);
    answer(JSON.stringify({ remotes, confg: {} }));
    await expect(fetchRuntimeConfig()).rejects.toThrow(/confg: unknown key/);
    answer(JSON.stringify({ remotes: { ...remotes, shop: 'http://localhost:1/remoteEntry.js' } }));
    await expect(fetchRuntimeConfig()).rejects.toThrow(/remotes\.shop/);
    answer(JSON.stringify({ remotes, config: { supabase: { url: 'ftp://x', anonKey: 'x'.repeat(20) } } }));
    await expect(fetchRuntimeConfig()).rejects.toThrow(/config\.supabase\.url: must be a valid url/);
    answer(JSON.stringify({ remotes, config: { pageSize: 0 } }));
    await expect(fetchRuntimeConfig()).rejects.toThrow(/config\.pageSize: must be at least 1/);
  });

  it("shows the reason the shell's server gives for refusing its own config", async () => {
    answer(
      JSON.stringify({ error: "The shop's configuration (remotes.json) is malformed: config.phnoe: unknown key" }),
      503,
    );
    await expect(fetchRuntimeConfig()).rejects.toThrow(/answered 503: .*config\.phnoe: unknown key/);
  });

  it('says clearly when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(fetchRuntimeConfig()).rejects.toThrow(/could not be reached/);
  });
});
