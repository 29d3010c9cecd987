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

  it('says clearly when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(fetchRuntimeConfig()).rejects.toThrow(/could not be reached/);
  });
});
