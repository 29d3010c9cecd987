-- The price a product card shows: one rule, kept here.
--
-- A product with active variants costs what its cheapest active variant
-- costs: products.price, original_price and discount_percentage are that
-- variant's, `price_from` says whether the other options cost more (the card
-- then reads "From $14.99"), and `default_variant_sku` names the variant the
-- product page opens on, so the page shows the card's price before the
-- shopper chooses anything. A product without active variants keeps the
-- price it was given (price_from false, no default variant).
--
-- Everything that lists products reads products.price, so products_view,
-- product_listing (price sorts), category_products and get_all_product_cards
-- agree by construction; the two new columns are added to what they return.
-- Triggers on product_variants keep the columns current.

alter table public.products
  add column price_from boolean not null default false,
  add column default_variant_sku text;

-- Recompute the card price of some products (null = all of them).
create function public.refresh_card_prices(product_ids bigint[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  with scope as (
    select p.id from public.products p
    where product_ids is null or p.id = any (product_ids)
  ),
  cheapest as (
    select distinct on (v.product_id)
      v.product_id, v.variant_sku, v.price, v.original_price
    from public.product_variants v
    join scope s on s.id = v.product_id
    where v.is_active
    order by v.product_id, v.price, v.position, v.id
  ),
  spread as (
    select v.product_id, count(distinct v.price) > 1 as varies
    from public.product_variants v
    join scope s on s.id = v.product_id
    where v.is_active
    group by v.product_id
  ),
  decided as (
    select c.product_id, c.variant_sku, c.price, c.original_price, s.varies,
      case when c.original_price > c.price
        then round(100 * (c.original_price - c.price) / c.original_price)::integer
        else 0 end as discount
    from cheapest c join spread s on s.product_id = c.product_id
  )
  update public.products p
  set price = d.price,
      original_price = case when d.original_price > d.price then d.original_price end,
      discount_percentage = d.discount,
      price_from = d.varies,
      default_variant_sku = d.variant_sku
  from decided d
  where p.id = d.product_id
    and (p.price, p.original_price, p.discount_percentage, p.price_from, p.default_variant_sku)
      is distinct from
        (d.price, case when d.original_price > d.price then d.original_price end, d.discount, d.varies, d.variant_sku);

  -- products whose last active variant went: no default variant, no "From"
  update public.products p
  set price_from = false, default_variant_sku = null
  where (product_ids is null or p.id = any (product_ids))
    and (p.price_from or p.default_variant_sku is not null)
    and not exists (select 1 from public.product_variants v where v.product_id = p.id and v.is_active);
end
$$;

create function public.product_variants_changed() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  ids bigint[];
begin
  if tg_op = 'INSERT' then
    select array_agg(distinct n.product_id) into ids from new_rows n;
  elsif tg_op = 'DELETE' then
    select array_agg(distinct o.product_id) into ids from old_rows o;
  else
    select array_agg(distinct x.product_id) into ids
    from (select n.product_id from new_rows n union select o.product_id from old_rows o) x;
  end if;
  if ids is not null then
    perform public.refresh_card_prices(ids);
  end if;
  return null;
end
$$;

create trigger product_variants_card_price_insert after insert on public.product_variants
referencing new table as new_rows for each statement execute function public.product_variants_changed();
create trigger product_variants_card_price_delete after delete on public.product_variants
referencing old table as old_rows for each statement execute function public.product_variants_changed();
create trigger product_variants_card_price_update after update on public.product_variants
referencing old table as old_rows new table as new_rows for each statement execute function public.product_variants_changed();

revoke all on function public.refresh_card_prices(bigint[]) from public, anon, authenticated;
revoke all on function public.product_variants_changed() from public, anon, authenticated;
grant execute on function public.refresh_card_prices(bigint[]) to service_role;

-- ---------------------------------------------------------------- what the cards read

create or replace view public.products_view with (security_invoker = true) as
select
  p.id,
  p.sku,
  p.name,
  p.price,
  p.original_price,
  p.discount_percentage,
  p.gallery_urls,
  p.is_active,
  p.featured,
  p.rating,
  p.review_count,
  p.created_at,
  p.price_from,
  p.default_variant_sku
from public.products p;

drop function public.get_all_product_cards();
create function public.get_all_product_cards()
returns table (name text, price numeric, original_price numeric, image text, sku text, price_from boolean)
language sql
stable
security invoker
set search_path = ''
as $$
  select p.name, p.price, p.original_price, p.gallery_urls -> 0 ->> 'url', p.sku, p.price_from
  from public.products p
  where p.is_active and p.price is not null
  order by p.name, p.id
$$;
revoke all on function public.get_all_product_cards() from public, anon, authenticated;
grant execute on function public.get_all_product_cards() to anon, authenticated, service_role;

-- category_products as in 20250601000500, returning the card-price columns too.
create or replace function public.category_products(
  category_slug text default null,
  search text default null,
  sort text default 'featured',
  page_size integer default 24,
  page_offset integer default 0
)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_category json;
  v_scope bigint := 0;
  v_total bigint;
  v_products json;
  v_order text;
  v_pattern text;
  v_limit integer := least(greatest(coalesce(page_size, 24), 1), 100);
  v_offset integer := greatest(coalesce(page_offset, 0), 0);
  v_columns constant text :=
    'p.id, p.sku, p.name, p.price, p.original_price, p.discount_percentage, p.gallery_urls, '
    'p.is_active, p.featured, p.rating, p.review_count, p.created_at, p.price_from, p.default_variant_sku';
begin
  if category_slug is not null then
    select c.id, json_build_object('id', c.id, 'slug', c.slug, 'name', c.name,
                                   'description', c.description, 'parent_id', c.parent_id)
      into v_scope, v_category
    from public.categories c where c.slug = category_slug;
    if v_scope is null then
      return json_build_object('category', null, 'total', 0, 'products', '[]'::json);
    end if;
  end if;

  v_order := case sort
    when 'price-low' then 'l.price asc, l.product_id asc'
    when 'price_asc' then 'l.price asc, l.product_id asc'
    when 'price-high' then 'l.price desc, l.product_id desc'
    when 'price_desc' then 'l.price desc, l.product_id desc'
    when 'rating' then 'l.rating desc nulls last, l.review_count desc nulls last, l.product_id asc'
    when 'newest' then 'l.created_at desc, l.product_id desc'
    else 'l.featured desc, l.rating desc nulls last, l.product_id asc'
  end;

  if nullif(btrim(search), '') is null then
    select c.product_count into v_total from public.category_product_counts c where c.category_id = v_scope;
    execute format(
      'select coalesce(json_agg(x), ''[]''::json) from (
         select %s from (
           select l.* from public.product_listing l where l.category_id = $1
           order by %s limit $2 offset $3) l
         join public.products p on p.id = l.product_id and p.is_active and p.price is not null
         order by %s) x', v_columns, v_order, v_order)
      into v_products using v_scope, v_limit, v_offset;
  else
    v_pattern := '%' || replace(replace(replace(left(btrim(search), 100), '\', '\\'), '%', '\%'), '_', '\_') || '%';
    execute
      'select count(*) from public.product_listing l
       join public.products p on p.id = l.product_id and p.is_active and p.price is not null
       where l.category_id = $1 and p.name ilike $2'
      into v_total using v_scope, v_pattern;
    execute format(
      'select coalesce(json_agg(x), ''[]''::json) from (
         select %s from public.product_listing l
         join public.products p on p.id = l.product_id and p.is_active and p.price is not null
         where l.category_id = $1 and p.name ilike $4
         order by %s limit $2 offset $3) x', v_columns, v_order)
      into v_products using v_scope, v_limit, v_offset, v_pattern;
  end if;

  return json_build_object('category', v_category, 'total', coalesce(v_total, 0), 'products', v_products);
end
$$;

revoke all on function public.category_products(text, text, text, integer, integer) from public, anon, authenticated;
grant execute on function public.category_products(text, text, text, integer, integer) to anon, authenticated, service_role;

-- Products already in the database (a hosted project migrated after its seed).
select public.refresh_card_prices(null);
