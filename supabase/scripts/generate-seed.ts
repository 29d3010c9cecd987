/**
 * Writes supabase/seed.sql: the seed catalogue (categories from the shop's
 * links, themed products with variants, designs). Deterministic; run after
 * changing supabase/scripts/catalogue/*.ts or shared/src/navigation/categories.ts.
 *
 *   npx tsx supabase/scripts/generate-seed.ts [--check]
 *
 * --check exits 1 when seed.sql is out of date (for CI).
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildCatalogue } from './catalogue/buildCatalogue';
import { catalogueToSql } from './catalogue/seedSql';
import { withSeedReviews } from './reviews/seedReviews';

const target = fileURLToPath(new URL('../seed.sql', import.meta.url));
const catalogue = buildCatalogue();
const sql = withSeedReviews(catalogueToSql(catalogue), catalogue);
const bytes = Buffer.byteLength(sql);
if (bytes > 1_000_000) throw new Error(`seed.sql would be ${bytes} bytes; keep it under 1 MB`);

const active = catalogue.products.filter((p) => p.is_active);
const summary =
  `${catalogue.categories.length} categories, ${catalogue.products.length} products (${active.length} active, ` +
  `${active.filter((p) => p.featured).length} featured, ${active.filter((p) => p.discount_percentage > 0).length} discounted), ` +
  `${catalogue.products.reduce((n, p) => n + p.variants.length, 0)} variants, ${catalogue.designs.length} designs, ${(bytes / 1024).toFixed(0)} KB`;

if (process.argv.includes('--check')) {
  const current = existsSync(target) ? readFileSync(target, 'utf8') : '';
  if (current !== sql) {
    console.error('supabase/seed.sql is out of date: run npx tsx supabase/scripts/generate-seed.ts');
    process.exit(1);
  }
  console.log(`seed.sql is current: ${summary}`);
} else {
  writeFileSync(target, sql);
  console.log(`wrote supabase/seed.sql: ${summary}`);
}
