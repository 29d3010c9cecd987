import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { repoRoot } from '../src/paths';

export interface BackendProcess {
  child: ChildProcess;
  url: string;
  anonKey: string;
  /** SIGTERM, then wait for the exit (the backend closes its database first). */
  stop: () => Promise<void>;
}

/** The backend CLI in its own process (so its memory is its own), ready when it prints BACKEND_READY. */
export function startBackendProcess(args: string[]): Promise<BackendProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'backend/src/cli.ts', ...args], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const m = /^BACKEND_READY (.*)$/.exec(line);
      if (m) resolve({ child, stop, ...(JSON.parse(m[1]!) as { url: string; anonKey: string }) });
    });
    child.on('exit', (code) => reject(new Error(`backend exited with ${code}`)));
  });
}

/** A process's resident memory now (VmRSS) and at its peak so far (VmHWM), in MB, from /proc. */
export function memoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

/** CPU time a process has used so far (user + system), in seconds, from /proc/<pid>/stat. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[11] and [12] are utime and stime (the 14th and 15th of the whole line), in clock ticks
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Seconds a process's threads have run on a CPU and waited, runnable, for one
 * (/proc/<pid>/task/<tid>/schedstat, summed over threads alive now): on a
 * shared machine the wait tells how much of a latency was queueing for a CPU.
 */
export function schedSeconds(pid: number): { run: number; wait: number; mainRun: number; mainWait: number } {
  let run = 0;
  let wait = 0;
  let mainRun = 0;
  let mainWait = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const [ran, waited] = readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ').map(Number);
      run += ran! / 1e9;
      wait += waited! / 1e9;
      if (tid === String(pid)) [mainRun, mainWait] = [ran! / 1e9, waited! / 1e9];
    } catch {
      /* the thread ended */
    }
  }
  return { run, wait, mainRun, mainWait };
}
