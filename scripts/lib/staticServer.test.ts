/**
 * A remote's static server holds its ground (issue 32, part 3): one host's
 * idle half-sent requests are shed while another host's /health is answered.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { getFrom, halfSentHeaders, holdConnection, shedAtLeast } from '@giftshop/shared/server/hostile-client';
import { startStaticServer } from './staticServer';

const dir = mkdtempSync(join(tmpdir(), 'static-holds-ground-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('sheds one host’s idle half-sent requests and answers another host’s /health at once', async () => {
  const server = await startStaticServer({
    dir,
    port: 0,
    limits: { headersTimeoutMs: 300, maxConnectionsPerAddress: 5 },
  });
  const port = server.port;
  try {
    const held = await Promise.all(Array.from({ length: 12 }, () => holdConnection(port, halfSentHeaders('/x.js'))));
    expect(await shedAtLeast(held, 7)).toBeLessThanOrEqual(5);
    expect((await getFrom(port, '/health', { timeoutMs: 1_000 })).status).toBe(200);
    const cut = await Promise.race([
      Promise.all(held.map((h) => h.closed)).then(() => true),
      new Promise((r) => setTimeout(() => r(false), 3_000)),
    ]);
    expect(cut).toBe(true);
  } finally {
    await server.close();
  }
});
