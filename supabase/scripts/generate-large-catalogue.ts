/**
 * Grows a backend data directory to a large catalogue for benchmarks,
 * straight into its database (nothing is written to the repository):
 *
 *   npx tsx supabase/scripts/generate-large-catalogue.ts --products 100000 [--data-dir .data/bench/products-100000]
 *
 * The directory is created, migrated and seeded first if needed. Starting the
 * backend with `--products N` does the same.
 */
import { parseArgs } from 'node:util';
import { startBackend } from '../../backend/src/index';

const { values } = parseArgs({ options: { products: { type: 'string' }, 'data-dir': { type: 'string' } } });
const products = Number(values.products ?? 100_000);
if (!Number.isInteger(products) || products < 1) {
  console.error('--products expects a positive whole number');
  process.exit(2);
}
const dataDir = values['data-dir'] ?? `.data/bench/products-${products}`;
const started = Date.now();
const backend = await startBackend({ port: 0, dataDir, products, quiet: true });
await backend.stop();
console.log(
  `${backend.dataDir}: catalogue has at least ${products} active products (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
