-- category_products, take two: run as the function owner so search can use
-- the trigram index on products.name.
--
-- Under row level security Postgres evaluates a caller's non-leakproof
-- conditions (such as ILIKE) only after the policy, so it cannot use an
-- index for them: as anon, a name search read every product (seconds at
-- 100,000 products). As SECURITY DEFINER the function applies the public
-- rule itself: only active, priced products, the same rows anon may read
-- through products_view. Callers still need EXECUTE (anon, authenticated).
-- Without a search, the page is chosen from the listing index before any
-- product row is read, whatever the planner thinks of small tables.

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
    'p.is_active, p.featured, p.rating, p.review_count, p.created_at';
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
    -- the page is picked from the listing index alone, then its 24 products are looked up
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
