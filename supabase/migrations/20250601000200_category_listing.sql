-- Category pages that stay fast at 100,000 products.
--
-- product_listing holds one row per (category, listed product) for the
-- category itself and every ancestor, plus category_id 0 for "all products",
-- carrying the sort keys, so a page of 24 in any sort order is an index range
-- scan. category_product_counts keeps the totals, so "how many" costs one
-- row read. Both are kept current by triggers on products,
-- product_categories and categories; nobody writes them directly.
--
-- Front end: rpc('category_products', { category_slug, search, sort, page_size, page_offset }).

create table public.product_listing (
  category_id bigint not null, -- 0 = every listed product
  product_id bigint not null references public.products (id) on delete cascade,
  featured boolean not null,
  price numeric(10, 2) not null,
  rating numeric(2, 1),
  review_count integer,
  created_at timestamptz not null,
  primary key (category_id, product_id)
);

create index product_listing_featured_idx on public.product_listing (category_id, featured desc, rating desc nulls last, product_id);
create index product_listing_price_idx on public.product_listing (category_id, price, product_id);
create index product_listing_rating_idx on public.product_listing (category_id, rating desc nulls last, review_count desc nulls last, product_id);
create index product_listing_newest_idx on public.product_listing (category_id, created_at desc, product_id desc);
create index product_listing_product_id_idx on public.product_listing (product_id);

create table public.category_product_counts (
  category_id bigint primary key, -- 0 = every listed product
  product_count bigint not null default 0 check (product_count >= 0)
);

alter table public.product_listing enable row level security;
alter table public.category_product_counts enable row level security;
revoke all on public.product_listing, public.category_product_counts from anon, authenticated;
grant select on public.product_listing, public.category_product_counts to anon, authenticated;
grant all on public.product_listing, public.category_product_counts to service_role;
create policy "listing is public" on public.product_listing for select to anon, authenticated using (true);
create policy "counts are public" on public.category_product_counts for select to anon, authenticated using (true);

-- ---------------------------------------------------------------- maintenance

-- Rebuild the listing rows of some products (null = all of them).
create function public.refresh_product_listing(product_ids bigint[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if product_ids is null then
    delete from public.product_listing;
  else
    delete from public.product_listing l where l.product_id = any (product_ids);
  end if;

  insert into public.product_listing (category_id, product_id, featured, price, rating, review_count, created_at)
  with recursive ancestry (category_id, ancestor_id, depth) as (
    select c.id, c.id, 0 from public.categories c
    union all
    select a.category_id, c.parent_id, a.depth + 1
    from ancestry a join public.categories c on c.id = a.ancestor_id
    where c.parent_id is not null and a.depth < 16
  ),
  listed as (
    select p.* from public.products p
    where p.is_active and p.price is not null
      and (product_ids is null or p.id = any (product_ids))
  ),
  placements as (
    select a.ancestor_id as category_id, pc.product_id
    from public.product_categories pc
    join ancestry a on a.category_id = pc.category_id
    where product_ids is null or pc.product_id = any (product_ids)
    union
    select 0, p.id from listed p
  )
  select pl.category_id, p.id, p.featured, p.price, p.rating, p.review_count, p.created_at
  from placements pl join listed p on p.id = pl.product_id;
end
$$;

create function public.listing_counts_after_insert() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.category_product_counts (category_id, product_count)
  select n.category_id, count(*) from new_rows n group by n.category_id
  on conflict (category_id) do update
    set product_count = public.category_product_counts.product_count + excluded.product_count;
  return null;
end
$$;

create function public.listing_counts_after_delete() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  update public.category_product_counts c
  set product_count = c.product_count - d.n
  from (select o.category_id, count(*) as n from old_rows o group by o.category_id) d
  where c.category_id = d.category_id;
  return null;
end
$$;

create trigger product_listing_count_insert after insert on public.product_listing
referencing new table as new_rows for each statement execute function public.listing_counts_after_insert();
create trigger product_listing_count_delete after delete on public.product_listing
referencing old table as old_rows for each statement execute function public.listing_counts_after_delete();

create function public.product_categories_changed() returns trigger
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
    perform public.refresh_product_listing(ids);
  end if;
  return null;
end
$$;

create trigger product_categories_listing_insert after insert on public.product_categories
referencing new table as new_rows for each statement execute function public.product_categories_changed();
create trigger product_categories_listing_delete after delete on public.product_categories
referencing old table as old_rows for each statement execute function public.product_categories_changed();
create trigger product_categories_listing_update after update on public.product_categories
referencing old table as old_rows new table as new_rows for each statement execute function public.product_categories_changed();

create function public.products_changed() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  ids bigint[];
begin
  if tg_op = 'INSERT' then
    select array_agg(n.id) into ids from new_rows n;
  else
    select array_agg(n.id) into ids
    from new_rows n join old_rows o on o.id = n.id
    where (n.is_active, n.price, n.featured, n.rating, n.review_count, n.created_at)
      is distinct from (o.is_active, o.price, o.featured, o.rating, o.review_count, o.created_at);
  end if;
  if ids is not null then
    perform public.refresh_product_listing(ids);
  end if;
  return null;
end
$$;

create trigger products_listing_insert after insert on public.products
referencing new table as new_rows for each statement execute function public.products_changed();
create trigger products_listing_update after update on public.products
referencing old table as old_rows new table as new_rows for each statement execute function public.products_changed();

-- Moving, adding or removing categories changes ancestry: rebuild all.
create function public.categories_changed() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform public.refresh_product_listing(null);
  delete from public.category_product_counts c
  where c.category_id <> 0 and not exists (select 1 from public.categories k where k.id = c.category_id);
  return null;
end
$$;

create trigger categories_listing_change after insert or delete or update of parent_id on public.categories
for each statement execute function public.categories_changed();

revoke all on function public.refresh_product_listing(bigint[]) from public, anon, authenticated;
revoke all on function public.listing_counts_after_insert() from public, anon, authenticated;
revoke all on function public.listing_counts_after_delete() from public, anon, authenticated;
revoke all on function public.product_categories_changed() from public, anon, authenticated;
revoke all on function public.products_changed() from public, anon, authenticated;
revoke all on function public.categories_changed() from public, anon, authenticated;
grant execute on function public.refresh_product_listing(bigint[]) to service_role;

-- ---------------------------------------------------------------- the call the catalogue makes

-- One page of a category (and its sub-categories) or, with category_slug
-- null, of the whole catalogue: {category, total, products:[products_view rows]}.
-- sort: 'featured' | 'price-low' | 'price-high' | 'rating' | 'newest'.
create function public.category_products(
  category_slug text default null,
  search text default null,
  sort text default 'featured',
  page_size integer default 24,
  page_offset integer default 0
)
returns json
language plpgsql
stable
security invoker
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
         select v.* from public.product_listing l
         join public.products_view v on v.id = l.product_id
         where l.category_id = $1
         order by %s limit $2 offset $3) x', v_order)
      into v_products using v_scope, v_limit, v_offset;
  else
    v_pattern := '%' || replace(replace(replace(btrim(search), '\', '\\'), '%', '\%'), '_', '\_') || '%';
    select count(*) into v_total
    from public.product_listing l join public.products p on p.id = l.product_id
    where l.category_id = v_scope and p.name ilike v_pattern;
    execute format(
      'select coalesce(json_agg(x), ''[]''::json) from (
         select v.* from public.product_listing l
         join public.products_view v on v.id = l.product_id
         where l.category_id = $1 and v.name ilike $4
         order by %s limit $2 offset $3) x', v_order)
      into v_products using v_scope, v_limit, v_offset, v_pattern;
  end if;

  return json_build_object('category', v_category, 'total', coalesce(v_total, 0), 'products', v_products);
end
$$;

revoke all on function public.category_products(text, text, text, integer, integer) from public, anon, authenticated;
grant execute on function public.category_products(text, text, text, integer, integer) to anon, authenticated, service_role;
