/**
 * Gives one product `count` published reviews, each from its own buyer with
 * its own delivered order line, as the seed does (issue 30's bench): the same rows the
 * shop would hold after `count` real reviews, written in a few statements.
 * The rows arrive in one statement with the per-row figures trigger off,
 * then the figures are counted once, as the trigger would have left them
 * (10,000 trigger runs would each refresh the product's listing and search
 * rows: minutes, and not what is measured).
 */

/** Runs SQL as the database owner (PGlite or a `pg` client). */
export type OwnerQuery = (sql: string, params?: unknown[]) => Promise<unknown>;

export async function growReviews(query: OwnerQuery, productSku: string, count: number): Promise<void> {
  await query(
    `insert into auth.users (id, aud, role, email, raw_user_meta_data)
     select gen_random_uuid(), 'authenticated', 'authenticated', 'bench.reviewer.' || n || '@bench.test',
       jsonb_build_object('first_name', 'Bench', 'last_name', 'Reviewer' || n)
     from generate_series(1, $1::int) n`,
    [count],
  );
  await query(
    // delivered (paid on delivery), as the seed's: only a delivered, paid line's review counts
    `insert into public.orders (order_number, user_id, shipping_name, shipping_line1, shipping_city, shipping_postal_code,
       shipping_country, payment_method, subtotal, shipping, total, status, tracking_number, shipped_at, delivered_at)
     select 'KL-B' || lpad(n::text, 6, '0'), id, 'Bench Reviewer', '1 Lane', 'Town', '12345', 'US', 'pay_on_delivery',
       20, 0, 20, 'delivered', 'KLB-' || lpad(n::text, 6, '0'), now() - interval '8 days', now() - interval '5 days'
     from (select u.id, row_number() over (order by u.id) n from auth.users u
           where u.email like 'bench.reviewer.%@bench.test') u`,
  );
  await query(
    `insert into public.order_items (order_id, product_id, product_name, variant_sku, quantity, unit_price, line_total)
     select o.id, p.id, p.name, p.sku, 1, 20, 20
     from public.orders o, public.products p
     where o.order_number like 'KL-B%' and p.sku = $1`,
    [productSku],
  );
  await query('alter table public.reviews disable trigger reviews_rating_insert');
  await query(
    `insert into public.reviews (order_item_id, product_id, user_id, author_name, stars, title, body, helpful_count,
       created_at)
     select i.id, i.product_id, o.user_id, 'Bench R.', 1 + (i.id % 5)::int, 'Review ' || i.id,
       'A bench review of the printing and the lettering, number ' || i.id || '.', (i.id * 7) % 31,
       now() - make_interval(mins => (i.id % 50000)::int)
     from public.order_items i join public.orders o on o.id = i.order_id
     where o.order_number like 'KL-B%'`,
  );
  await query('alter table public.reviews enable trigger reviews_rating_insert');
  await query(
    `insert into public.product_ratings (product_id, review_count, star_total, stars_1, stars_2, stars_3, stars_4, stars_5)
     select product_id, count(*), sum(stars), count(*) filter (where stars = 1), count(*) filter (where stars = 2),
       count(*) filter (where stars = 3), count(*) filter (where stars = 4), count(*) filter (where stars = 5)
     from public.reviews r join public.products p on p.id = r.product_id
     where p.sku = $1 and r.status = 'published' group by product_id
     on conflict (product_id) do update set review_count = excluded.review_count, star_total = excluded.star_total,
       stars_1 = excluded.stars_1, stars_2 = excluded.stars_2, stars_3 = excluded.stars_3,
       stars_4 = excluded.stars_4, stars_5 = excluded.stars_5`,
    [productSku],
  );
  await query('analyze public.reviews');
  await query(
    `update public.products p set rating = round(r.star_total::numeric / r.review_count, 1), review_count = r.review_count
     from public.product_ratings r where r.product_id = p.id and p.sku = $1`,
    [productSku],
  );
}
