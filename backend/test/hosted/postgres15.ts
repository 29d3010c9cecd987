/**
 * A throwaway PostgreSQL 15 server (Debian's `postgresql-15`, the major
 * version hosted Supabase projects run) in a temporary directory on a free
 * loopback port, for `npm run test:hosted`. Started with initdb + postgres
 * directly (no cluster manager, nothing system-wide), stopped with a fast
 * shutdown, its directory removed.
 *
 * Postgres refuses to run as root: as root (CI) the server runs as the
 * `postgres` OS user that the Debian package makes; a normal user runs it
 * as themselves. The bootstrap superuser is `supabase_admin`, as on hosted Supabase;
 * backend/sql/bootstrap.sql then makes `postgres`, who is not a superuser.
 */
import { spawn, spawnSync, type SpawnOptions } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const pg15Bin = process.env.PG15_BIN ?? '/usr/lib/postgresql/15/bin';
export const superuser = 'supabase_admin';

export interface Postgres15 {
  host: string;
  port: number;
  /** The server's version string (checked to be 15.x). */
  version: string;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** As root, the uid/gid of the `postgres` OS user; otherwise nothing to change. */
function serverUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const uid = id('-u');
  const gid = id('-g');
  if (uid.status !== 0 || gid.status !== 0)
    throw new Error(
      'running as root, but there is no `postgres` OS user to run PostgreSQL as (apt-get install postgresql-15)',
    );
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

export async function startPostgres15(): Promise<Postgres15> {
  const initdb = path.join(pg15Bin, 'initdb');
  const postgres = path.join(pg15Bin, 'postgres');
  if (!existsSync(initdb) || !existsSync(postgres))
    throw new Error(
      `PostgreSQL 15 is not installed (no ${initdb}): apt-get install -y postgresql-15 (.ci/run does it), or set PG15_BIN`,
    );
  const user = serverUser();
  const dir = mkdtempSync(path.join(tmpdir(), 'pg15-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  // libuv drops root's supplementary groups when it sets uid/gid
  const as: SpawnOptions = { ...(user ?? {}), env: { ...process.env, LC_ALL: 'C.UTF-8' } };
  const cleanUp = () => rmSync(dir, { recursive: true, force: true });

  const made = spawnSync(
    initdb,
    ['-D', data, '-U', superuser, '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync', '--no-instructions'],
    { ...as, encoding: 'utf8' },
  );
  if (made.status !== 0) {
    cleanUp();
    throw new Error(`initdb failed (${made.status}): ${made.stderr || made.stdout}`);
  }

  const port = await freePort();
  const server = spawn(
    postgres,
    [
      '-D',
      data,
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      'listen_addresses=127.0.0.1',
      // a throwaway database: nothing needs to survive a crash
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=40',
    ],
    { ...as, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let log = '';
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  // if this process ends without stop(), take the server with it (immediate shutdown)
  const orphanGuard = () => server.kill('SIGQUIT');
  process.once('exit', orphanGuard);

  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`PostgreSQL 15 was not ready within 30 s:\n${log}`)), 30_000);
    server.stderr!.on('data', (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-20_000); // keep draining: a full pipe would block the server
      if (log.includes('database system is ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    server.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`PostgreSQL 15 exited before it was ready (${code ?? signal}):\n${log}`));
    });
  });

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', orphanGuard);
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGINT'); // fast shutdown: roll back open transactions, close connections, exit
      await exited;
    }
    cleanUp();
  };

  try {
    await ready;
  } catch (error) {
    await stop();
    throw error;
  }
  const version = spawnSync(postgres, ['--version'], { encoding: 'utf8' }).stdout.trim();
  if (!/\s15\.\d+/.test(version)) {
    await stop();
    throw new Error(`${postgres} is not PostgreSQL 15: ${version}`);
  }
  return { host: '127.0.0.1', port, version, stop };
}
