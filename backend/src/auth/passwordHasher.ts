import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

interface Job {
  id: number;
  op: 'hash' | 'compare';
  password: string;
  hashOrCost: string | number;
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  pending: Map<number, Job>;
}

/**
 * Two threads at least, even on two cores: measured with 200 connections on
 * 2 CPUs, one thread made sign-ins queue for 8–17 s (and, with connections
 * stuck there, served a third of the reads); two served 3× the requests with
 * sign-ups at 2 s. At most 4, so a large machine keeps its other cores.
 */
export const defaultPasswordThreads = () => Math.min(4, Math.max(2, availableParallelism()));

const WORKER_URL = new URL('./passwordWorker.mjs', import.meta.url);

/**
 * bcrypt on worker threads. bcrypt costs about 100 ms of CPU per sign-up or
 * sign-in (more on a busy machine); on the server's own thread that stalled
 * every other request — catalogue reads included — for as long, and with a
 * few dozen sign-ins at once for seconds. On worker threads the event loop
 * and PGlite keep serving while passwords are checked on the other cores.
 * Jobs go to the thread with the fewest waiting; threads are started when all
 * are busy (up to `size`) and do not keep the process alive.
 */
export class PasswordHasher {
  private readonly threads: Thread[] = [];
  private nextId = 0;
  private closed = false;

  constructor(private readonly size = defaultPasswordThreads()) {}

  hash(password: string, cost: number): Promise<string> {
    return this.run('hash', password, cost) as Promise<string>;
  }

  compare(password: string, hash: string): Promise<boolean> {
    return this.run('compare', password, hash) as Promise<boolean>;
  }

  async close(): Promise<void> {
    this.closed = true;
    const threads = this.threads.splice(0);
    await Promise.all(threads.map((t) => t.worker.terminate()));
    for (const t of threads) for (const job of t.pending.values()) job.reject(new Error('password hasher closed'));
  }

  private run(op: Job['op'], password: string, hashOrCost: string | number): Promise<string | boolean> {
    if (this.closed) return Promise.reject(new Error('password hasher closed'));
    return new Promise((resolve, reject) => {
      const job: Job = { id: ++this.nextId, op, password, hashOrCost, resolve, reject };
      const thread = this.leastBusy();
      thread.pending.set(job.id, job);
      thread.worker.postMessage({ id: job.id, op, password, hashOrCost });
    });
  }

  private leastBusy(): Thread {
    if (this.threads.length < this.size && this.threads.every((t) => t.pending.size > 0)) return this.start();
    return this.threads.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
  }

  private start(): Thread {
    const thread: Thread = { worker: new Worker(WORKER_URL), pending: new Map() };
    thread.worker.unref();
    thread.worker.on('message', (message: { id: number; result?: string | boolean; error?: string }) => {
      const job = thread.pending.get(message.id);
      if (!job) return;
      thread.pending.delete(message.id);
      if (message.error !== undefined) job.reject(new Error(message.error));
      else job.resolve(message.result!);
    });
    const fail = (error: Error) => {
      const index = this.threads.indexOf(thread);
      if (index >= 0) this.threads.splice(index, 1); // the next job starts a fresh thread
      for (const job of thread.pending.values()) job.reject(error);
      thread.pending.clear();
    };
    thread.worker.on('error', fail);
    thread.worker.on('exit', (code) => {
      if (!this.closed) fail(new Error(`password thread exited with code ${code}`));
    });
    this.threads.push(thread);
    return thread;
  }
}
