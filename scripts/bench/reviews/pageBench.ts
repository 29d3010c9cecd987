/**
 * "Next page of reviews at 10,000, on PostgreSQL 15, p50 ≤ 10 ms" (issue 30):
 * a throwaway PostgreSQL 15 set up as a hosted project (migrations and seed,
 * backend/test/hosted), one product grown to 10,000 reviews, then the
 * Reviews tab's second page in each of its four orders, and of one star
 * count, as anon — the SQL PostgREST runs for the tab's request (the
 * columns, filters, order and range of mf-product/src/api/reviewsApi.ts).
 *
 *   npx tsx scripts/bench/reviews/pageBench.ts [--reviews 10000] [--rounds 50]
 */
import pg from 'pg';
import { buildHostedDatabase } from '../../../backend/test/hosted/hostedDatabase';
import { startPostgres15 } from '../../../backend/test/hosted/postgres15';
import { reviewPageRange } from '../../../mf-product/src/api/reviewsApi';
import { growReviews } from './growReviews';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const reviews = arg('reviews', 10_000);
const rounds = arg('rounds', 50);

const ORDERS: Record<string, string> = {
  helpful: 'helpful_count desc, created_at desc, id desc',
  newest: 'created_at desc, id desc',
  highest: 'stars desc, created_at desc, id desc',
  lowest: 'stars asc, created_at desc, id desc',
};
// the tab's second page ("Load more" after the short first page), and one more row to say whether there is a next
const next = reviewPageRange(1);
const page = (order: string, stars: boolean) =>
  `select id, product_id, author_name, stars, title, body, bought_as_gift, helpful_count, created_at, edited_at
   from public.reviews where product_id = $1 and status = 'published' ${stars ? 'and stars = 4' : ''}
   order by ${order} limit ${next.size + 1} offset ${next.from}`;

const p50 = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(0.5 * (sorted.length - 1))]! * 100) / 100;
};

const server = await startPostgres15();
try {
  await buildHostedDatabase(server);
  const owner = new pg.Client({ host: server.host, port: server.port, database: 'postgres', user: 'postgres' });
  await owner.connect();
  const sku = 'KL-MUG-101';
  const grown = performance.now();
  await growReviews((sql, params) => owner.query(sql, params as unknown[]), sku, reviews);
  await owner.query('analyze public.reviews');
  const { rows } = await owner.query<{ id: number; review_count: number }>(
    'select id, review_count from public.products where sku = $1',
    [sku],
  );
  const product = rows[0]!;
  console.log(
    `${sku}: ${product.review_count} published reviews (grown in ${Math.round(performance.now() - grown)} ms)`,
  );
  await owner.end();

  const anon = new pg.Client({ host: server.host, port: server.port, database: 'postgres', user: 'authenticator' });
  await anon.connect();
  const results: Record<string, number> = {};
  for (const [name, order] of Object.entries(ORDERS)) {
    for (const stars of [false, true]) {
      const sql = page(order, stars);
      const times: number[] = [];
      for (let i = 0; i < rounds + 5; i += 1) {
        await anon.query('begin');
        await anon.query(
          "select set_config('role', 'anon', true), set_config('request.jwt.claims', '{\"role\":\"anon\"}', true)",
        );
        const started = performance.now();
        const answer = await anon.query(sql, [product.id]);
        const ms = performance.now() - started;
        await anon.query('commit');
        if (answer.rows.length !== next.size + 1)
          throw new Error(`${name}: ${answer.rows.length} rows, not a page and one more`);
        if (i >= 5) times.push(ms);
      }
      results[`${name}${stars ? ', 4 stars only' : ''}`] = p50(times);
    }
  }
  await anon.end();
  console.log(
    `\nNext page of reviews (rows ${next.from + 1}-${next.from + next.size}) at ${reviews} reviews, PostgreSQL 15, ` +
      `as anon, p50 of ${rounds}:`,
  );
  for (const [name, ms] of Object.entries(results))
    console.log(`  ${name.padEnd(26)} ${ms} ms ${ms <= 10 ? '(≤ 10 ms: met)' : '(OVER 10 ms)'}`);
} finally {
  await server.stop();
}
