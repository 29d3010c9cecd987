import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { expect, test } from './support/test';
import { repoRoot } from '../scripts/lib/stack';
import { e2eTarget } from './support/target';

/**
 * The shell's server as production runs it (`node shell/dist-server/main.js`):
 * health, one JSON log line per request, and a graceful stop on SIGTERM that
 * finishes the responses under way. It is started without NODE_ENV, as a
 * platform may: it must still render with React's production build.
 */
test("started without NODE_ENV it renders with React's production build; SIGTERM finishes the responses under way, then stops; every request is logged as one JSON line @local-stack", async () => {
  test.setTimeout(60_000);
  const port = 5173 + e2eTarget().offset + 95;
  // A remote origin that takes 700 ms to say which build it serves: a page request is under way that long.
  let asked = () => {};
  const remoteAsked = new Promise<void>((done) => (asked = done));
  const slowRemote: Server = createServer((_req, res) => {
    asked();
    setTimeout(() => res.writeHead(404).end(), 700);
  });
  await new Promise<void>((done) => slowRemote.listen(0, '127.0.0.1', done));
  const remoteUrl = `http://127.0.0.1:${(slowRemote.address() as { port: number }).port}`;
  const dir = mkdtempSync(join(tmpdir(), 'shop-serve-'));
  const remotesFile = join(dir, 'remotes.json');
  writeFileSync(remotesFile, JSON.stringify({ remotes: { catalog: `${remoteUrl}/remoteEntry.js` } }));

  const server = spawn(
    process.execPath,
    [resolve(repoRoot, 'shell/dist-server/main.js'), '--port', String(port), '--remotes', remotesFile],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'], env: withoutNodeEnv() },
  );
  const lines: Record<string, unknown>[] = [];
  const exited = new Promise<number | null>((done) => server.once('exit', (code) => done(code)));
  try {
    await new Promise<void>((ready) => {
      createInterface({ input: server.stdout! }).on('line', (line) => {
        const entry = JSON.parse(line) as Record<string, unknown>;
        lines.push(entry);
        if (entry.msg === 'listening') ready();
      });
    });
    expect(lines.find((l) => l.msg === 'listening')).toMatchObject({ react: 'production' });
    const base = `http://localhost:${port}`;
    const health = await fetch(`${base}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true, config: true });

    const underWay = fetch(`${base}/category/mugs`).then(async (r) => ({ status: r.status, html: await r.text() }));
    // Once the page is being rendered (the server is asking the remote), the platform stops the server.
    await remoteAsked;
    server.kill('SIGTERM');
    const page = await underWay;
    expect(page.status).toBe(200);
    expect(page.html.trimEnd()).toMatch(/<\/html>$/);
    expect(await exited).toBe(0);
    await expect(fetch(`${base}/health`)).rejects.toThrow();

    const requests = lines.filter((l) => l.method === 'GET');
    expect(requests.map((l) => l.path)).toEqual(['/health', '/category/mugs']);
    for (const line of requests) {
      expect(line).toMatchObject({ status: 200, ms: expect.any(Number), time: expect.any(String) });
    }
    expect(requests[1]).toMatchObject({ degraded: true, dataMs: expect.any(Number), renderMs: expect.any(Number) });
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
    slowRemote.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

function withoutNodeEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.NODE_ENV;
  return env;
}
