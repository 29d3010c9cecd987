/**
 * The schema's search and listing functions timed on PostgreSQL 15, the
 * engine hosted Supabase runs: the figures any speed claim about the schema
 * rests on. No embedded backend, no answer cache, no fair sharing: a direct
 * `pg` connection calls the functions as the `anon` role, as PostgREST does
 * for a shopper (`set role anon`, then `select public.category_products(…)`).
 *
 * A throwaway PostgreSQL 15 (backend/test/hosted/postgres15.ts) gets the
 * migrations and seed as on a hosted project (hostedDatabase.ts), then the
 * catalogue is grown to each size with the embedded backend's own grower
 * (the same synthetic products), and timed:
 *   - category pages one at a time (8 categories × 5 sorts × 3 pages, twice),
 *   - searches and suggestions one at a time (each text different, twice),
 *   - the different searches from 8 connections at once for a few seconds.
 *
 *   npx tsx backend/bench/pg15Bench.ts          (also part of npm run bench:backend)
 *   BENCH_SIZES=1000 BENCH_SECONDS=5 npx tsx backend/bench/pg15Bench.ts
 */
import { cpus, loadavg } from 'node:os';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { growCatalogue } from '../src/db/growCatalogue';
import { buildHostedDatabase } from '../test/hosted/hostedDatabase';
import { startPostgres15, superuser } from '../test/hosted/postgres15';

export interface Pg15Size {
  products: number;
  /** The machine's 1-minute load average when the size was measured (others' work shares its cores). */
  load: number;
  growMs: number;
  categoryPages: { n: number; cold: { p50: number; p90: number }; warm: { p50: number; p90: number } };
  search: { p50: number; p90: number };
  suggest: { p50: number; p90: number };
  concurrentSearch: {
    connections: number;
    seconds: number;
    requests: number;
    perSecond: number;
    p50: number;
    p99: number;
  };
}

export interface Pg15Result {
  version: string;
  sizes: Pg15Size[];
}

const CATEGORIES = ['all-products', 'christmas', 'for-her', 'mugs', 'kids', 'wedding', 'for-dad', 'halloween'];
const SORTS = ['featured', 'price-low', 'price-high', 'rating', 'newest'];

/** The same texts as the HTTP bench (runBench.ts): what shoppers search for, and what they have typed so far. */
export const PG15_SEARCHES = [
  'mugs',
  'mug for dad',
  'ornaments',
  'ornamnet',
  'baby blanket',
  'teacher gift',
  'wine glasses',
  'hoodies',
  'graduation',
  'tshirt',
  'candel',
  'keychian',
  'christmas stocking',
  'mum',
  'gifts for her',
  'football tumbler',
  'personalised mug',
  'halloween',
  'pet blanket',
  'cutting board',
  'water bottle',
  'jigsaw puzzle',
  'doormat',
  'socks',
];
const TYPED = ['mu', 'mug', 'orn', 'orna', 'bab', 'baby b', 'tea', 'teach', 'win', 'wine g', 'hoo', 'hood'];
const LISTING =
  'select public.category_products(category_slug => $1, search => $2, sort => $3, page_size => 24, page_offset => $4) as r';

const quantile = (times: number[], q: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(q * (sorted.length - 1))]! * 100) / 100;
};
const summary = (times: number[]) => ({ p50: quantile(times, 0.5), p90: quantile(times, 0.9) });

/** The grower speaks PGlite's query/exec/transaction; a `pg` client does the same over the wire. */
function asGrowable(client: pg.Client): PGlite {
  const db = {
    query: (sql: string, params?: unknown[]) => client.query(sql, params),
    exec: (sql: string) => client.query(sql),
    transaction: async (fn: (tx: unknown) => Promise<unknown>) => {
      await client.query('begin');
      try {
        const out = await fn(db);
        await client.query('commit');
        return out;
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
    },
  };
  return db as unknown as PGlite;
}

async function shopper(server: { host: string; port: number }): Promise<pg.Client> {
  const client = new pg.Client({ host: server.host, port: server.port, database: 'postgres', user: 'postgres' });
  await client.connect();
  await client.query('set role anon');
  return client;
}

async function timed(client: pg.Client, sql: string, params: unknown[]): Promise<number> {
  const started = performance.now();
  const { rows } = await client.query<{ r: unknown }>(sql, params);
  if (rows[0]?.r == null) throw new Error(`no answer from ${sql} ${JSON.stringify(params)}`);
  return performance.now() - started;
}

async function measureSize(
  server: { host: string; port: number },
  products: number,
  seconds: number,
  growMs: number,
): Promise<Pg15Size> {
  const client = await shopper(server);
  try {
    const pages = [0, 1, 2].flatMap((page) =>
      CATEGORIES.flatMap((category) => SORTS.map((sort) => [category, null, sort, page * 24])),
    );
    const pass = async () => {
      const times: number[] = [];
      for (const params of pages) times.push(await timed(client, LISTING, params));
      return summary(times);
    };
    const cold = await pass();
    const warm = await pass();
    const search: number[] = [];
    const suggest: number[] = [];
    for (let round = 0; round < 2; round++) {
      for (const q of PG15_SEARCHES) search.push(await timed(client, LISTING, [null, q, 'featured', 0]));
      for (const q of TYPED) suggest.push(await timed(client, 'select public.search_suggestions($1) as r', [q]));
    }
    const concurrentSearch = await concurrent(server, seconds);
    return {
      products,
      load: Math.round(loadavg()[0]! * 10) / 10,
      growMs,
      categoryPages: { n: pages.length, cold, warm },
      search: summary(search),
      suggest: summary(suggest),
      concurrentSearch,
    };
  } finally {
    await client.end();
  }
}

/** The different searches from several connections at once: what the database itself serves per second. */
async function concurrent(server: { host: string; port: number }, seconds: number) {
  const connections = 8;
  const clients = await Promise.all(Array.from({ length: connections }, () => shopper(server)));
  const times: number[] = [];
  let next = 0;
  const until = performance.now() + seconds * 1000;
  try {
    await Promise.all(
      clients.map(async (client) => {
        while (performance.now() < until)
          times.push(
            await timed(client, LISTING, [null, PG15_SEARCHES[next++ % PG15_SEARCHES.length]!, 'featured', 0]),
          );
      }),
    );
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
  return {
    connections,
    seconds,
    requests: times.length,
    perSecond: Math.round(times.length / seconds),
    p50: quantile(times, 0.5),
    p99: quantile(times, 0.99),
  };
}

export async function runPg15Bench(sizes: number[], seconds: number): Promise<Pg15Result> {
  const server = await startPostgres15();
  try {
    process.stdout.write(
      `\nPostgreSQL ${versionNumber(server.version)}: migrations and seed as on a hosted project…\n`,
    );
    await buildHostedDatabase(server);
    // growing pauses the listing triggers (session_replication_role): the superuser's right, as for a bulk load
    const admin = new pg.Client({ host: server.host, port: server.port, database: 'postgres', user: superuser });
    await admin.connect();
    const out: Pg15Size[] = [];
    try {
      for (const products of [...sizes].sort((a, b) => a - b)) {
        const started = Date.now();
        await growCatalogue(
          asGrowable(admin),
          products,
          Object.assign(() => undefined, { enabled: false }),
        );
        const growMs = Date.now() - started;
        const { rows } = await admin.query<{ n: string }>(
          'select count(*)::text as n from public.products where is_active',
        );
        const size = await measureSize(server, Number(rows[0]!.n), seconds, growMs);
        out.push(size);
        process.stdout.write(
          `  PG15, ${size.products} products (grown in ${Math.round(size.growMs / 1000)} s): category page one at a time p50 ${size.categoryPages.warm.p50} ms (first pass ${size.categoryPages.cold.p50}), search p50 ${size.search.p50} ms p90 ${size.search.p90}, suggestions p50 ${size.suggest.p50} ms; ${size.concurrentSearch.connections} connections searching: ${size.concurrentSearch.perSecond}/s, p50 ${size.concurrentSearch.p50} ms, p99 ${size.concurrentSearch.p99} ms\n`,
        );
      }
    } finally {
      await admin.end();
    }
    return { version: server.version, sizes: out };
  } finally {
    await server.stop();
  }
}

/** `postgres (PostgreSQL) 15.20 (Debian …)` → `15.20`. */
const versionNumber = (version: string) => /PostgreSQL\)? ([\d.]+)/.exec(version)?.[1] ?? version;

export function pg15Markdown(result: Pg15Result): string {
  const lines = [
    '## PostgreSQL 15: the schema itself (the headline figures)',
    '',
    `PostgreSQL ${versionNumber(result.version)}, the major version hosted Supabase runs, migrations and seed applied as on a hosted project, the catalogue grown with the same synthetic products; the functions called directly over \`pg\` as the \`anon\` role, as PostgREST calls them. No embedded backend, no answer cache, no fair sharing: these are the figures a claim about the schema's speed may quote. Times are the database round trip on loopback (no HTTP, no PostgREST).`,
    '',
    '| products | load average | category page p50 ms (first pass) | category page p50 ms | category page p90 ms | search p50 ms | search p90 ms | suggestions p50 ms | suggestions p90 ms | searches/s, 8 connections | p50 ms | p99 ms |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const s of result.sizes)
    lines.push(
      `| ${s.products} | ${s.load} | ${s.categoryPages.cold.p50} | ${s.categoryPages.warm.p50} | ${s.categoryPages.warm.p90} | ${s.search.p50} | ${s.search.p90} | ${s.suggest.p50} | ${s.suggest.p90} | ${s.concurrentSearch.perSecond} | ${s.concurrentSearch.p50} | ${s.concurrentSearch.p99} |`,
    );
  lines.push(
    '',
    `Category pages: ${result.sizes[0]?.categoryPages.n ?? 120} different pages (8 categories × 5 sorts × 3 pages), one at a time, twice. Search: ${PG15_SEARCHES.length} searches through rpc category_products and ${TYPED.length} typed texts through rpc search_suggestions, each different, twice. 8 connections: the same searches, ${result.sizes[0]?.concurrentSearch.seconds ?? 0} s. Machine: ${process.arch}, ${cpus().length} cores shared with other work (its load average beside each size), Node ${process.version}; generated ${new Date().toISOString()}.`,
  );
  return lines.join('\n') + '\n';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number);
  const result = await runPg15Bench(sizes, Number(process.env.BENCH_SECONDS ?? 10));
  process.stdout.write('\n' + pg15Markdown(result));
}
