/**
 * Load test (issue #10, "Load"): a fresh backend in its own process, then
 * exactly LOAD_CONNECTIONS (200) connections for LOAD_SECONDS (30) s on
 * loopback, each a stream of shoppers one request at a time (loadShopper.ts):
 * catalogue reads as the shop makes them, sign-ups and sign-ins, and writes
 * that must persist (newsletter, profile, place_order). Every non-2xx answer
 * or network error is an error; afterwards every acknowledged write is looked
 * up with the service key (writeLedger.ts). Prints and writes
 * bench/backend-load.md and bench/backend-load.json; exits 1 on any error or
 * lost write.
 *
 *   npm run load:backend                     (or: npx tsx backend/bench/load.ts)
 *   LOAD_SECONDS=10 LOAD_CONNECTIONS=50 LOAD_PORT=54721 npm run load:backend
 *
 * A warm-up first (LOAD_WARMUP_SECONDS, 5 s, 20 connections; not in the
 * figures, its writes are checked too) lets V8 optimise PGlite's WebAssembly.
 *
 * The backend runs with --trust-proxy and an explicit --rate-limit
 * (LOAD_RATE_LIMIT, default 30 per minute per address, the backend's own
 * default: sign-in, sign-up, place_order and newsletter sign-ups each): each
 * shopper presents their own address as X-Forwarded-For, as a reverse proxy
 * in front of the shop would, so no shopper comes near it. Without
 * --trust-proxy every shopper would share 127.0.0.1's bucket.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fetch as undiciFetch, Pool } from 'undici';
import { createClient } from '@supabase/supabase-js';
import { WebSocket } from 'ws';
import { KeyRing, loadOrCreateSecret } from '../src/auth/keys';
import { repoRoot } from '../src/paths';
import { cpuSeconds, memoryMb, schedSeconds, startBackendProcess } from './backendProcess';
import { LatencyLog } from './latencyLog';
import { loadReport, type LoadResult } from './loadReport';
import { runConnection, type Account, type ShopSetup } from './loadShopper';
import { readStoredWrites, type RunKeys } from './storedWrites';
import { checkWrites, WriteLedger, writeProblems } from './writeLedger';

const env = process.env;
const SECONDS = Number(env.LOAD_SECONDS ?? 30);
const CONNECTIONS = Number(env.LOAD_CONNECTIONS ?? 200);
const PORT = Number(env.LOAD_PORT ?? 0);
const ACCOUNT_SHARE = Number(env.LOAD_ACCOUNT_SHARE ?? 0.3);
const WARMUP_SECONDS = Number(env.LOAD_WARMUP_SECONDS ?? 5);
const TIMEOUT_MS = Number(env.LOAD_TIMEOUT_MS ?? 30_000);
const RATE_LIMIT = Number(env.LOAD_RATE_LIMIT ?? 30);
const DATA_DIR = path.resolve(repoRoot, env.LOAD_DATA_DIR ?? '.data/load/backend');
const WRITE_REPORT = env.LOAD_REPORT !== '0';

/** A small seeded generator, so runs make the same choices in the same order. */
function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function main(): Promise<number> {
  mkdirSync(DATA_DIR, { recursive: true });
  process.stdout.write(`starting a fresh backend on ${path.relative(repoRoot, DATA_DIR)}…\n`);
  const backend = await startBackendProcess([
    '--port',
    String(PORT),
    '--data-dir',
    DATA_DIR,
    '--reset',
    '--quiet',
    '--trust-proxy',
    '--rate-limit',
    String(RATE_LIMIT),
  ]);
  const pid = backend.child.pid!;
  const pool = new Pool(backend.url, {
    connections: CONNECTIONS,
    pipelining: 1,
    headersTimeout: TIMEOUT_MS,
    bodyTimeout: TIMEOUT_MS,
    connectTimeout: TIMEOUT_MS,
  });
  const poolFetch = ((input: string, init?: Record<string, unknown>) =>
    undiciFetch(input, { ...init, dispatcher: pool } as never)) as unknown as typeof fetch;
  try {
    const serviceKey = (await KeyRing.create(loadOrCreateSecret(DATA_DIR))).serviceKey;
    const admin = createClient(backend.url, serviceKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    const skus = ((await admin.from('products_view').select('sku').eq('is_active', true)).data ?? []).map(
      (r: { sku: string }) => r.sku,
    );
    const categories = ((await admin.from('categories').select('slug')).data ?? []).map(
      (r: { slug: string }) => r.slug,
    );
    if (!skus.length || !categories.length) throw new Error('the fresh backend has no catalogue');

    const run = Date.now().toString(36);
    const keys: RunKeys = {
      signupPrefix: `load-${run}-`,
      newsletterPrefix: `news-${run}-`,
      orderPrefix: `order-${run}-`,
      profilePrefix: `profile-${run}-`,
    };
    const log = new LatencyLog();
    const ledger = new WriteLedger();
    let counter = 0;
    const random = seeded(20261123);

    const away: Account[] = [];
    const setupFor = (log: LatencyLog, seconds: number): ShopSetup => ({
      url: backend.url,
      anonKey: backend.anonKey,
      fetch: poolFetch,
      skus,
      categories,
      keys,
      log,
      ledger,
      deadline: performance.now() + seconds * 1000,
      next: () => ++counter,
      random,
      accountShare: ACCOUNT_SHARE,
      away,
    });
    const warmupLog = new LatencyLog();
    if (WARMUP_SECONDS > 0) {
      process.stdout.write(`warming up: ${Math.min(20, CONNECTIONS)} connections for ${WARMUP_SECONDS} s…\n`);
      const warmup = setupFor(warmupLog, WARMUP_SECONDS);
      await Promise.all(Array.from({ length: Math.min(20, CONNECTIONS) }, () => runConnection(warmup)));
      if (warmup.log.errors) process.stdout.write(`  warm-up errors: ${warmup.log.errors}\n`);
    }

    // memory: sample the backend's RSS while it runs; VmHWM gives the true peak at the end
    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(memoryMb(pid).rss), 250);
    const rssBefore = memoryMb(pid).rss;
    const cpuBefore = cpuSeconds(pid);
    const schedBefore = schedSeconds(pid);
    const selfBefore = schedSeconds(process.pid);
    const generatorCpuBefore = process.cpuUsage();
    process.stdout.write(
      `${CONNECTIONS} connections for ${SECONDS} s (sign-in limit ${RATE_LIMIT}/min per shopper address)…\n`,
    );
    const started = performance.now();
    const setup = setupFor(log, SECONDS);
    const progress = setInterval(() => {
      const s = Math.round((performance.now() - started) / 1000);
      process.stdout.write(
        `  ${s} s: ${log.requests} requests, ${log.errors} errors, backend RSS ${memoryMb(pid).rss} MB\n`,
      );
    }, 5000);
    await Promise.all(Array.from({ length: CONNECTIONS }, () => runConnection(setup)));
    const elapsed = (performance.now() - started) / 1000;
    clearInterval(progress);
    clearInterval(sampler);
    const memory = memoryMb(pid);
    const generatorCpu = process.cpuUsage(generatorCpuBefore);
    const schedAfter = schedSeconds(pid);
    const selfAfter = schedSeconds(process.pid);
    const cpu = {
      backendSeconds: Math.round((cpuSeconds(pid) - cpuBefore) * 10) / 10,
      loadGeneratorSeconds: Math.round((generatorCpu.user + generatorCpu.system) / 1e5) / 10,
      backendWaitSeconds: Math.round((schedAfter.wait - schedBefore.wait) * 10) / 10,
      mainThreadRunSeconds: Math.round((schedAfter.mainRun - schedBefore.mainRun) * 10) / 10,
      mainThreadWaitSeconds: Math.round((schedAfter.mainWait - schedBefore.mainWait) * 10) / 10,
      loadGeneratorWaitSeconds: Math.round((selfAfter.mainWait - selfBefore.mainWait) * 10) / 10,
    };

    process.stdout.write('checking every acknowledged write in the database…\n');
    const checks = checkWrites(ledger.attempts, await readStoredWrites(admin, keys));
    const result: LoadResult = {
      generated: new Date().toISOString(),
      machine: `${process.arch}, ${os.cpus().length} CPUs, Node ${process.version}, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')} at the end`,
      connections: CONNECTIONS,
      seconds: SECONDS,
      elapsed: Math.round(elapsed * 10) / 10,
      rateLimit: RATE_LIMIT,
      warmupSeconds: WARMUP_SECONDS,
      accountShare: ACCOUNT_SHARE,
      figures: log.figures(elapsed),
      errorKinds: Object.fromEntries(log.errorKinds),
      writes: checks,
      lostWrites: writeProblems(checks),
      memory: { rssBeforeMb: rssBefore, peakSampledMb: Math.max(...samples, 0), peakMb: memory.peak },
      cpu,
      loadGeneratorRssMb: Math.round(process.memoryUsage().rss / 1024 / 1024),
    };
    const markdown = loadReport(result);
    process.stdout.write('\n' + markdown);
    if (WRITE_REPORT) {
      mkdirSync(path.join(repoRoot, 'bench'), { recursive: true });
      writeFileSync(path.join(repoRoot, 'bench/backend-load.md'), markdown);
      writeFileSync(path.join(repoRoot, 'bench/backend-load.json'), JSON.stringify(result, null, 2) + '\n');
    }
    const errors = log.errors;
    const warmupErrors = warmupLog.errors;
    return errors === 0 && result.lostWrites === 0 && !warmupErrors ? 0 : 1;
  } finally {
    await pool.close().catch(() => undefined);
    await backend.stop();
  }
}

process.exitCode = await main();
