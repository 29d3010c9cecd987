import type { KindFigures } from './latencyLog';
import type { WriteCheck } from './writeLedger';

export interface LoadResult {
  generated: string;
  machine: string;
  connections: number;
  seconds: number;
  /** Seconds from the first request to the last answer (the run drains its requests in flight). */
  elapsed: number;
  rateLimit: number;
  warmupSeconds: number;
  accountShare: number;
  figures: KindFigures[];
  errorKinds: Record<string, number>;
  writes: WriteCheck[];
  lostWrites: number;
  memory: { rssBeforeMb: number; peakSampledMb: number; peakMb: number };
  loadGeneratorRssMb: number;
  /** CPU time used during the measured run by the backend (all its threads) and by this load generator. */
  cpu: {
    backendSeconds: number;
    loadGeneratorSeconds: number;
    /** Summed over the backend's threads: time runnable but not on a CPU. */
    backendWaitSeconds: number;
    /** The thread that serves HTTP and runs PGlite. */
    mainThreadRunSeconds: number;
    mainThreadWaitSeconds: number;
    /** The load generator's main thread: time runnable but not on a CPU (its latencies include it). */
    loadGeneratorWaitSeconds: number;
  };
}

const WRITE_NAMES: Record<string, string> = {
  signup: 'sign-ups (profiles row by e-mail, same user id)',
  newsletter: 'newsletter subscriptions',
  order: 'orders (number, user, total, quantity)',
  profile: 'profile updates (last write per shopper: the database column counts shoppers)',
};

/** bench/backend-load.md */
export function loadReport(r: LoadResult): string {
  const all = r.figures.at(-1)!;
  const visits = r.figures.find((f) => f.kind === 'home: featured products')?.requests ?? 0;
  const lines = [
    '# Backend load test',
    '',
    `${r.connections} connections for ${r.seconds} s (all answers in after ${r.elapsed} s), after a ${r.warmupSeconds} s warm-up at 20 connections, loopback,`,
    `backend CLI in its own process on a fresh database, undici pool bounded at ${r.connections} connections, one request at a time per connection, real supabase-js.`,
    `Each visit is one shopper with their own address (X-Forwarded-For, backend with \`--trust-proxy\` and a sign-in/sign-up`,
    `limit of ${r.rateLimit} per minute per address), no think time: home, categories, the products page, a category page (half`,
    'the time its next page too), 30 % a search, two products each with its variants, the designs; 20 % subscribe to the newsletter.',
    `About ${Math.round(r.accountShare * 100)} % of visits go on to an account, half of them new shoppers who sign up, half shoppers`,
    'who signed up earlier in the run coming back to sign in (from their own address, one visit at a time); then the profile,',
    '60 % save it, 60 % place an order, then My Orders.',
    '',
    `Machine: ${r.machine}. Generated ${r.generated} by \`npm run load:backend\`.`,
    '',
    `**${all.requests} requests, ${all.perSecond} req/s, ${all.errors} errors, ${r.lostWrites} lost writes, ${visits} shopper visits; backend peak RSS ${r.memory.peakMb} MB** (${r.memory.rssBeforeMb} MB before the run, ${r.memory.peakSampledMb} MB highest 250 ms sample; the load generator itself ${r.loadGeneratorRssMb} MB).`,
    '',
    `CPU during the run: the backend ran ${r.cpu.backendSeconds} s (${(r.cpu.backendSeconds / r.elapsed).toFixed(2)} cores on average) and its threads waited`,
    `${r.cpu.backendWaitSeconds} s, runnable, for a CPU; its main thread (HTTP and PGlite) ran ${r.cpu.mainThreadRunSeconds} s and waited ${r.cpu.mainThreadWaitSeconds} s of the ${r.elapsed} s`,
    `(the machine is shared with other work); the load generator ran ${r.cpu.loadGeneratorSeconds} s and its main thread waited ${r.cpu.loadGeneratorWaitSeconds} s for a CPU.`,
    '',
    '| request | count | req/s | errors | p50 ms | p95 ms | p99 ms | max ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...r.figures.map(
      (f) =>
        `| ${f.kind === 'all requests' ? '**all requests**' : f.kind} | ${f.requests} | ${f.perSecond} | ${f.errors} | ${f.p50} | ${f.p95} | ${f.p99} | ${f.max} |`,
    ),
    '',
    'Writes, checked after the run with the service key (every attempt carries a unique key stored in its row):',
    '',
    '| writes | attempted | acknowledged (2xx) | in the database | lost | phantom | mismatched | unacknowledged but stored |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...r.writes.map(
      (w) =>
        `| ${WRITE_NAMES[w.kind] ?? w.kind} | ${w.attempted} | ${w.acked} | ${w.stored} | ${w.lost.length} | ${w.phantom.length} | ${w.mismatched.length} | ${w.unackedStored} |`,
    ),
  ];
  const errorKinds = Object.entries(r.errorKinds);
  if (errorKinds.length) {
    lines.push('', 'Errors:', '', '| request: answer | count |', '|---|---:|');
    for (const [label, count] of errorKinds.sort((a, b) => b[1] - a[1])) lines.push(`| ${label} | ${count} |`);
  }
  return lines.join('\n') + '\n';
}
