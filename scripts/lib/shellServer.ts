/**
 * Runs the shell's built server (`shell/dist-server/main.js`) as its own
 * process, exactly as production runs it, and stops it the way a platform
 * does (SIGTERM, then it finishes the responses under way).
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';

export interface ShellServerOptions {
  repoRoot: string;
  port: number;
  remotesFile: string;
  /** The shell's browser build; `shell/dist` by default. */
  distDir?: string;
  quiet?: boolean;
  /** Append the server's log (its stdout and stderr) to this file, quiet or not. */
  logFile?: string;
  /** The embedded backend's key for this server (SHOP_BACKEND_KEY): its reads then name each shopper. */
  backendKey?: string;
}

export async function startShellServer(options: ShellServerOptions): Promise<{ close(): Promise<void> }> {
  const main = resolve(options.repoRoot, 'shell/dist-server/main.js');
  if (!existsSync(main)) throw new Error("The shell's server is not built: run `npm run build` first.");
  const child = spawn(
    process.execPath,
    [
      main,
      '--port',
      String(options.port),
      '--remotes',
      options.remotesFile,
      ...(options.distDir ? ['--dist', options.distDir] : []),
      ...(options.quiet && !options.logFile ? ['--quiet'] : []),
    ],
    // From the repo root: the remotes' server code is written under node_modules/.ssr-cache and resolves packages there.
    {
      cwd: options.repoRoot,
      stdio: ['ignore', 'pipe', options.logFile ? 'pipe' : 'inherit'],
      env: options.backendKey ? { ...process.env, SHOP_BACKEND_KEY: options.backendKey } : process.env,
    },
  );
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const logFile = options.logFile ? createWriteStream(options.logFile, { flags: 'a' }) : null;
  if (logFile) {
    // stderr still reaches the console, as without a log file
    child.stderr!.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      logFile.write(chunk);
    });
    void exited.then(() => logFile.end());
  }
  await new Promise<void>((ready, fail) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      logFile?.write(`${line}\n`);
      if (line.includes('"msg":"listening"')) ready();
      else if (!options.quiet) console.log(line);
    });
    child.once('exit', (code) => fail(new Error(`The shell's server stopped at start (exit ${code}).`)));
  });
  return {
    async close() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
