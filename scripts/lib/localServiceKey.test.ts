// @vitest-environment node
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { KeyRing } from '../../backend/src/auth/keys';
import { NoLocalStack, serviceConnection, stackBackendDataDir } from './localServiceKey';

/**
 * The staff commands' service key (npm run orders, npm run payments). `npm run payments -- refund` against
 * `npm start --offset 750` signed its key with .data/backend's secret, not .data/backend-750's: it said "no local
 * stack", or with another stack's secret got 401 (QA sweep H-d). Both commands now read it here.
 */
const dir = mkdtempSync(join(tmpdir(), 'service-key-'));
const secret = 'a-test-secret-of-the-local-backend-0123456789';
writeFileSync(join(dir, 'jwt-secret'), `${secret}\n`);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('serviceConnection', () => {
  it('signs the service key with the secret of the stack on its offset, at that stack’s port', async () => {
    const { url, key } = await serviceConnection({ SHOP_PORT_OFFSET: '750', BACKEND_DATA_DIR: dir });
    expect(url).toBe('http://127.0.0.1:55071');
    const verified = await (await KeyRing.create(secret)).verify(key);
    expect(verified.claims.role).toBe('service_role');
  });

  it('finds the data directory `npm start --offset N` gives its backend', () => {
    expect(stackBackendDataDir(750)).toMatch(/[/\\]\.data[/\\]backend-750$/);
    expect(stackBackendDataDir(0)).toMatch(/[/\\]\.data[/\\]backend$/);
  });

  it('a hosted project: its URL and key as given, no local secret read', async () => {
    const hosted = { SUPABASE_URL: 'https://project.supabase.co', SUPABASE_SERVICE_ROLE_KEY: 'service-key' };
    expect(await serviceConnection({ ...hosted, BACKEND_DATA_DIR: '/nonexistent' })).toEqual({
      url: 'https://project.supabase.co',
      key: 'service-key',
    });
  });

  it('no stack there: says so, and makes no secret of its own (one the backend does not have)', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'service-key-none-'));
    await expect(serviceConnection({ SHOP_PORT_OFFSET: '750', BACKEND_DATA_DIR: empty })).rejects.toThrow(NoLocalStack);
    expect(existsSync(join(empty, 'jwt-secret'))).toBe(false);
    rmSync(empty, { recursive: true, force: true });
  });
});
