/**
 * Grows a backend data directory to a given number of active products, for
 * the category-page budget. The backend creates, migrates and seeds the
 * directory, and is asked for the size (`startBackend({ products })`, its
 * large-catalogue generator). If it still has fewer products, this adds believable synthetic products (names the search can
 * find, the seed's own images, prices, ratings, dates) spread over every
 * leaf category. Triggers are paused while rows go in, then the listing
 * is rebuilt once by the backend's own `refresh_product_listing` (per-batch
 * triggers took minutes at 100k).
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const BATCH = 10_000;

export async function growCatalogue(dataDir: string, products: number): Promise<void> {
  const marker = join(dataDir, `catalogue-${products}.ok`);
  if (existsSync(marker)) return;
  const backendPackage = '@giftshop/backend';
  const { startBackend } = (await import(backendPackage)) as {
    startBackend(o: Record<string, unknown>): Promise<{ stop(): Promise<void> }>;
  };
  const backend = await startBackend({ port: 0, dataDir, reset: true, quiet: true, products });
  await backend.stop();

  const pg = await PGlite.create({ dataDir: join(dataDir, 'pgdata'), extensions: { pg_trgm } });
  try {
    const existing =
      (await pg.query<{ n: number }>('select count(*)::int as n from public.products where is_active')).rows[0]?.n ?? 0;
    if (existing >= products) {
      writeFileSync(marker, `${new Date().toISOString()} grown by the backend\n`);
      return;
    }
    await pg.exec(`
      create temp table bench_gallery as
        select row_number() over (order by id) - 1 as i, gallery_urls from public.products where jsonb_array_length(gallery_urls) > 0;
      create temp table bench_leaf as
        select row_number() over (order by c.id) - 1 as i, c.id from public.categories c
        where not exists (select 1 from public.categories k where k.parent_id = c.id);
    `);
    await pg.exec('set session_replication_role = replica');
    for (let start = 1; start <= products - existing; start += BATCH) {
      const end = Math.min(products - existing, start + BATCH - 1);
      await pg.transaction(async (tx) => {
        await tx.query(
          `with words as (
             select array['Classic','Cozy','Rustic','Modern','Vintage','Floral','Bold','Sweet','Golden','Starry'] as adj,
                    array['Mug','Ornament','T-Shirt','Sign','Tumbler','Blanket','Pillow','Tote Bag','Keychain','Frame'] as kind
           ), fresh as (
             insert into public.products (sku, name, price, original_price, discount_percentage, featured, gallery_urls, rating, review_count, default_description, created_at)
             select 'BENCH-' || g,
                    adj[1 + g % 10] || ' ' || kind[1 + (g / 10) % 10] || ' No. ' || g,
                    (9 + (g * 37) % 60)::numeric + 0.99,
                    case when g % 4 = 0 then (9 + (g * 37) % 60)::numeric + 10.99 end,
                    case when g % 4 = 0 then 20 else 0 end,
                    false,
                    (select b.gallery_urls from bench_gallery b where b.i = g % (select count(*) from bench_gallery)),
                    round((3 + (g % 21) / 10.0)::numeric, 1),
                    (g * 13) % 400,
                    'A personalized gift for the benchmark catalogue.',
                    now() - make_interval(mins => g)
             from words, generate_series($1::int, $2::int) as g
             returning id
           )
           insert into public.product_categories (product_id, category_id)
           select f.id, l.id from fresh f join bench_leaf l on l.i = f.id % (select count(*) from bench_leaf)`,
          [start, end],
        );
      });
    }
    await pg.exec('set session_replication_role = origin');
    await pg.exec('select public.refresh_product_listing(null)');
    await pg.exec('vacuum analyze');
  } finally {
    await pg.close();
  }
  writeFileSync(marker, `${new Date().toISOString()}\n`);
}
