/**
 * A shell server build (`shell/dist-server/main.js`, or the monolith's
 * `dist-monolith-server/main.js`) run as its own process, as production runs
 * it, with its request log handed back: one JSON line per request, which says
 * how long the page took on the server (`ms`) and, for a rendered page, its
 * data and remote code (`dataMs`) and its render (`renderMs`).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { repoRoot } from '../lib/stack';

export interface RequestLogLine {
  path?: string;
  status?: number;
  ms?: number;
  dataMs?: number;
  renderMs?: number;
  degraded?: boolean;
  level?: string;
  msg?: string;
}

export interface PageServer {
  url: string;
  /** Every request line so far (cleared by `clearLog`). */
  log: RequestLogLine[];
  /** Lines that are no request: warnings and errors the server logged. */
  problems: RequestLogLine[];
  clearLog(): void;
  close(): Promise<void>;
}

export async function startPageServer(options: {
  main: string;
  port: number;
  remotesFile: string;
  distDir: string;
  /** The backend's key for this server (SHOP_BACKEND_KEY: its reads then name the shopper), as production gives it. */
  backendKey?: string;
}): Promise<PageServer> {
  if (!existsSync(options.main)) throw new Error(`${options.main} is not built.`);
  const child = spawn(
    process.execPath,
    [options.main, '--port', String(options.port), '--remotes', options.remotesFile, '--dist', options.distDir],
    // From the repo root: the remotes' server code is written under node_modules/.ssr-cache and resolves packages there.
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: options.backendKey ? { ...process.env, SHOP_BACKEND_KEY: options.backendKey } : process.env,
    },
  );
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const server: PageServer = {
    url: `http://localhost:${options.port}`,
    log: [],
    problems: [],
    clearLog() {
      server.log.length = 0;
      server.problems.length = 0;
    },
    async close() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  await new Promise<void>((ready, fail) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (text) => {
      let line: RequestLogLine;
      try {
        line = JSON.parse(text) as RequestLogLine;
      } catch {
        return;
      }
      if (line.msg === 'listening') ready();
      else if (typeof line.ms === 'number') server.log.push(line);
      else server.problems.push(line);
    });
    child.once('exit', (code) => fail(new Error(`${options.main} stopped at start (exit ${code}).`)));
  });
  return server;
}

/** The p-th percentile (nearest rank) of some figures. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/**
 * The server's `dataMs` as its `Server-Timing: data;dur=…` header says it. (Its log line should say it too,
 * but the line is written on the response's `finish`, which comes before the page's figures are stored.)
 */
export function dataMsOf(serverTiming: string | string[] | null | undefined): number | undefined {
  const header = Array.isArray(serverTiming) ? serverTiming.join(',') : (serverTiming ?? '');
  const match = /(?:^|,)\s*data;dur=([\d.]+)/.exec(header);
  return match ? Number(match[1]) : undefined;
}
