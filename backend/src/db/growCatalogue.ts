import type { PGlite } from '@electric-sql/pglite';
import { largeProduct } from '../../../supabase/scripts/catalogue/largeCatalogue';
import type { Log } from '../http/logger';

const BATCH = 5_000;

/**
 * Grow the catalogue to at least `target` active products (benchmarks):
 * synthetic products in the seed's style, inserted in bulk with the listing
 * triggers paused, then the category listing rebuilt once with its sort
 * indexes dropped and recreated (much faster than row-by-row upkeep).
 */
export async function growCatalogue(pg: PGlite, target: number, log: Log): Promise<void> {
  const active = Number(
    (await pg.query<{ n: string }>('select count(*)::text as n from public.products where is_active')).rows[0]!.n,
  );
  if (active >= target) return;
  const started = Date.now();
  const already = Number(
    (await pg.query<{ n: string }>(`select count(*)::text as n from public.products where sku like 'BN-%'`)).rows[0]!.n,
  );
  const missing = target - active;
  await pg.exec('set session_replication_role = replica'); // no listing triggers per batch
  try {
    for (let from = already + 1; from <= already + missing; from += BATCH) {
      const to = Math.min(already + missing, from + BATCH - 1);
      const rows = Array.from({ length: to - from + 1 }, (_, i) => largeProduct(from + i));
      const links = rows.flatMap((r) => r.categories.map((slug) => ({ sku: r.sku, slug })));
      await pg.transaction(async (tx) => {
        await tx.query(
          `insert into public.products (sku, name, price, original_price, discount_percentage, featured, gallery_urls,
                                        rating, review_count, default_description, created_at)
           select sku, name, price, original_price, discount_percentage, featured, gallery_urls,
                  rating, review_count, default_description, created_at
           from json_populate_recordset(null::public.products, $1::json)`,
          [JSON.stringify(rows.map(({ categories: _c, ...r }) => r))],
        );
        await tx.query(
          `insert into public.product_categories (product_id, category_id)
           select p.id, c.id from json_to_recordset($1::json) as v (sku text, slug text)
           join public.products p on p.sku = v.sku join public.categories c on c.slug = v.slug
           on conflict do nothing`,
          [JSON.stringify(links)],
        );
        await tx.query(
          `insert into public.product_variants (product_id, variant_sku, variant_name, option1, option2, option3, price, material, position)
           select p.id, p.sku || '-' || k, s.style || ' / Standard / Classic', s.style, 'Standard', 'Classic', p.price + s.extra, 'Standard', k
           from json_to_recordset($1::json) as v (sku text) join public.products p on p.sku = v.sku
           cross join (values (1, 'Standard', 0), (2, 'Large', 4)) as s (k, style, extra)`,
          [JSON.stringify(rows.map((r) => ({ sku: r.sku })))],
        );
      });
    }
  } finally {
    await pg.exec('set session_replication_role = origin');
  }
  const indexes = (
    await pg.query<{ indexdef: string; indexname: string }>(
      `select indexname, indexdef from pg_indexes where schemaname = 'public' and tablename = 'product_listing'
       and indexname <> 'product_listing_pkey'`,
    )
  ).rows;
  for (const ix of indexes) await pg.exec(`drop index public.${ix.indexname}`);
  await pg.exec('select public.refresh_product_listing(null)');
  for (const ix of indexes) await pg.exec(ix.indexdef);
  await pg.exec('vacuum analyze');
  await pg.exec('checkpoint'); // lets Postgres recycle the bulk load's WAL
  log({ event: 'catalogue_grown', products: target, added: missing, ms: Date.now() - started });
}
