import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { KeyRing, loadOrCreateSecret } from '../src/auth/keys';
import { repoRoot } from '../src/paths';
import { makeClient, startTestBackend, uniqueEmail } from './testBackend';

const dirs: string[] = [];
const children: ChildProcess[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'backend-persist-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The CLI as its own Node process (no wrapper), so a SIGKILL really kills the server. */
function startCli(dataDir: string): Promise<{ child: ChildProcess; url: string; anonKey: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'backend/src/cli.ts', '--port', '0', '--data-dir', dataDir, '--quiet'],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const m = /^BACKEND_READY (.*)$/.exec(line);
      if (m) resolve({ child, ...(JSON.parse(m[1]!) as { url: string; anonKey: string }) });
    });
    child.on('exit', (code) => reject(new Error(`backend exited with ${code}: ${stderr}`)));
  });
}

describe('persistence', () => {
  // Three backend starts on one data directory (46 s at load 16 beside another test file): the limit only ends a hang.
  it('keeps a sign-up across a clean restart, with the same anon key', { timeout: 240_000 }, async () => {
    const dataDir = tempDir();
    const first = await startTestBackend({ dataDir });
    const email = uniqueEmail('persist');
    const signUp = await first
      .client()
      .auth.signUp({ email, password: 'secret-123', options: { data: { first_name: 'Robin' } } });
    expect(signUp.error).toBeNull();
    expect(JSON.parse(readFileSync(path.join(dataDir, 'runtime.json'), 'utf8'))).toEqual({
      url: first.url,
      anonKey: first.anonKey,
    });
    await first.stop();
    expect(existsSync(path.join(dataDir, 'runtime.json'))).toBe(false);

    const second = await startTestBackend({ dataDir });
    try {
      expect(second.anonKey).toBe(first.anonKey);
      const client = second.client();
      const signIn = await client.auth.signInWithPassword({ email, password: 'secret-123' });
      expect(signIn.error).toBeNull();
      const profile = await client.from('profiles').select('first_name').single();
      expect(profile.data).toEqual({ first_name: 'Robin' });
    } finally {
      await second.stop();
    }

    const reset = await startTestBackend({ dataDir, reset: true, latencyMs: 400 });
    try {
      const gone = await reset.client().auth.signInWithPassword({ email, password: 'secret-123' });
      expect(gone.error?.code).toBe('invalid_credentials');
      // --latency delays every /rest and /auth answer
      const started = Date.now();
      await reset.api('/rest/v1/categories?select=slug&limit=1');
      expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    } finally {
      await reset.stop();
    }
  });

  it('refuses a second backend on the same data directory', async () => {
    const dataDir = tempDir();
    const running = await startTestBackend({ dataDir });
    try {
      await expect(startTestBackend({ dataDir })).rejects.toThrow(/in use|already open/);
    } finally {
      await running.stop();
    }
  });

  // Two starts of the CLI as a process of its own (tsx, a copy of the template, the database thread), each
  // waited for by its BACKEND_READY line: 12 s each at load 10, over 30 s at load 16 beside another test file.
  // The limit only ends a hang.
  it('restarts cleanly with its data after the process is killed with SIGKILL', { timeout: 240_000 }, async () => {
    const dataDir = tempDir();
    const first = await startCli(dataDir);
    const email = uniqueEmail('killed');
    const client = makeClient(first.url, first.anonKey);
    expect(
      (await client.auth.signUp({ email, password: 'secret-123', options: { data: { first_name: 'Kim' } } })).error,
    ).toBeNull();
    expect((await client.from('newsletter_subscribers').insert({ email })).error).toBeNull();
    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    await exited;

    const second = await startCli(dataDir);
    try {
      expect(second.anonKey).toBe(first.anonKey);
      const again = makeClient(second.url, second.anonKey);
      expect((await again.auth.signInWithPassword({ email, password: 'secret-123' })).error).toBeNull();
      expect((await again.from('profiles').select('first_name').single()).data).toEqual({ first_name: 'Kim' });
      const keys = await KeyRing.create(loadOrCreateSecret(dataDir));
      const stored = await makeClient(second.url, keys.serviceKey)
        .from('newsletter_subscribers')
        .select('email')
        .eq('email', email);
      expect(stored.data).toEqual([{ email }]);
      const products = await again.from('products_view').select('id', { count: 'exact', head: true });
      expect(products.count).toBeGreaterThanOrEqual(80);
    } finally {
      const exit = new Promise((resolve) => second.child.once('exit', resolve));
      second.child.kill('SIGTERM');
      expect(await exit).toBe(0);
    }
  });
});
