-- Search at 100,000 products (issue 18, speed): rank a bounded shortlist
-- instead of every match.
--
-- A common word matches thousands of products (at 100,000 products `mug`
-- matches 3,300), and ranking every match with ts_rank before the best 24
-- are known cost 20-35 ms a search. Now each word of the shop keeps a list
-- of its best products (search_lists: the top search_list_size() by the
-- same order a search of that word alone gives — relevance, rating, review
-- count, id), and its number of products (search_lexemes). A search walks
-- the list of its rarest word, keeps the products that match every word,
-- and ranks only those; it ranks every match as before only when the lists
-- cannot vouch for the answer (too few of their products match, a page
-- beyond the lists, another sort, a category) or several words have fewer
-- matches than two lists hold. Suggestions do the same.
--
-- Triggers on product_search keep both current, so every way a product's
-- document changes (20250604000100's triggers) reaches them.

create table public.search_lexemes (
  lexeme text primary key,
  products integer not null -- searchable products whose document holds it
);
create index search_lexemes_prefix_idx on public.search_lexemes (lexeme text_pattern_ops);

-- rating and review_count are coalesced to -1 so that a row comparison gives
-- the listing's order (nulls last).
create table public.search_lists (
  lexeme text not null,
  rank real not null, -- public.search_rank(document, the lexeme alone)
  rating numeric not null,
  review_count integer not null,
  product_id bigint not null,
  primary key (lexeme, product_id)
);
create index search_lists_order_idx on public.search_lists (lexeme, rank desc, rating desc, review_count desc, product_id);
create index search_lists_product_idx on public.search_lists (product_id);

alter table public.search_lexemes enable row level security;
alter table public.search_lists enable row level security;
revoke all on public.search_lexemes, public.search_lists from anon, authenticated;
grant all on public.search_lexemes, public.search_lists to service_role;

-- How many products each word's list holds: a results page within them
-- (four pages of 24) needs no full ranking.
create function public.search_list_size() returns integer
language sql immutable set search_path = ''
as $$ select 100 $$;

-- Words that get a list: those with a letter. Numbers (a product's "No.
-- 12345", sizes) match few products and are searched through the word index.
create function public.search_listed(lexeme text) returns boolean
language sql immutable set search_path = ''
as $$ select lexeme ~ '[[:alpha:]]' $$;

-- The tsquery of one lexeme as it is (no parsing, no stemming): quotes and
-- backslashes doubled, as tsquery input wants them.
create function public.search_lexeme_query(lexeme text) returns tsquery
language sql immutable set search_path = ''
as $$ select ('''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || '''')::tsquery $$;

-- The lexeme of a query that is one word as it is (no prefix, weight or
-- operator), else null: its list's order is then the search's own order.
create function public.search_single_lexeme(query tsquery) returns text
language sql immutable set search_path = ''
as $$
  select case when numnode(query) = 1 and query::text ~ '^''([^'']|'''')*''$'
    then replace(substr(query::text, 2, char_length(query::text) - 2), '''''', '''') end
$$;

-- Rank every product of some words and keep each word's best.
create function public.search_lists_rebuild(lexemes text[]) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  delete from public.search_lists t using unnest(lexemes) u (lexeme) where t.lexeme = u.lexeme;
  insert into public.search_lists (lexeme, rank, rating, review_count, product_id)
  select u.lexeme, m.rank, m.rating, m.review_count, m.product_id
  from unnest(lexemes) u (lexeme)
  cross join lateral (
    select public.search_rank(s.document, public.search_lexeme_query(u.lexeme)) as rank,
      coalesce(s.rating, -1) as rating, coalesce(s.review_count, -1) as review_count, s.product_id
    from public.product_search s
    where s.document @@ public.search_lexeme_query(u.lexeme)
    order by 1 desc, 2 desc, 3 desc, 4
    limit public.search_list_size()) m;
end
$$;

-- A list always holds the best n products of its word, exactly (n at most
-- search_list_size()): removing products keeps that true; so does adding
-- one that ranks above the list's last product, or any product to a list
-- that holds every product of its word. A list left with fewer than half
-- its size while its word has more products is ranked again in full.
create function public.search_lists_refill(lexemes text[]) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  perform public.search_lists_rebuild(array(
    select l.lexeme
    from public.search_lexemes l
    cross join lateral (select count(*) as n from public.search_lists t where t.lexeme = l.lexeme) c
    where l.lexeme = any (lexemes) and c.n < l.products and c.n < public.search_list_size() / 2));
end
$$;

create function public.search_lists_removed() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_lexemes text[];
begin
  with gone as (
    select x.lexeme, count(*)::integer as n
    from old_rows o, unnest(o.document) x
    where public.search_listed(x.lexeme)
    group by x.lexeme
  ),
  counted as (
    update public.search_lexemes l set products = l.products - g.n
    from gone g where l.lexeme = g.lexeme
    returning l.lexeme
  )
  select array_agg(c.lexeme) into v_lexemes from counted c;
  delete from public.search_lists t using old_rows o where t.product_id = o.product_id;
  perform public.search_lists_refill(v_lexemes);
  return null;
end
$$;

create function public.search_lists_added() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_lexemes text[];
begin
  select array_agg(distinct x.lexeme) into v_lexemes
  from new_rows n, unnest(n.document) x where public.search_listed(x.lexeme);
  if v_lexemes is null then
    return null;
  end if;
  if (select count(*) from new_rows) <= public.search_list_size() then
    -- a few products: each joins the lists it ranks into
    insert into public.search_lists (lexeme, rank, rating, review_count, product_id)
    select f.lexeme, f.rank, f.rating, f.review_count, f.product_id
    from (
      select x.lexeme, public.search_rank(n.document, public.search_lexeme_query(x.lexeme)) as rank,
        coalesce(n.rating, -1) as rating, coalesce(n.review_count, -1) as review_count, n.product_id
      from new_rows n, unnest(n.document) x
      where public.search_listed(x.lexeme)
    ) f
    left join public.search_lexemes l on l.lexeme = f.lexeme
    left join lateral (
      select t.rank, t.rating, t.review_count, t.product_id from public.search_lists t
      where t.lexeme = f.lexeme
      order by t.rank, t.rating, t.review_count, t.product_id desc
      limit 1) e on true
    where e.product_id is null -- an empty list
      or coalesce(l.products, 0) <= (select count(*) from public.search_lists t where t.lexeme = f.lexeme)
      or (f.rank, f.rating, f.review_count, -f.product_id) > (e.rank, e.rating, e.review_count, -e.product_id)
    on conflict (lexeme, product_id) do update
      set rank = excluded.rank, rating = excluded.rating, review_count = excluded.review_count;
  end if;

  insert into public.search_lexemes (lexeme, products)
  select x.lexeme, count(*) from new_rows n, unnest(n.document) x
  where public.search_listed(x.lexeme)
  group by x.lexeme
  on conflict (lexeme) do update set products = public.search_lexemes.products + excluded.products;

  if (select count(*) from new_rows) > public.search_list_size() then
    -- many products at once (a rebuilt listing, a bulk load): rank each word's products once
    perform public.search_lists_rebuild(v_lexemes);
    return null;
  end if;

  delete from public.search_lists t
  using (
    select r.lexeme, r.product_id from (
      select t.lexeme, t.product_id, row_number() over (
        partition by t.lexeme order by t.rank desc, t.rating desc, t.review_count desc, t.product_id) as n
      from public.search_lists t where t.lexeme = any (v_lexemes)) r
    where r.n > public.search_list_size()
  ) r
  where t.lexeme = r.lexeme and t.product_id = r.product_id;
  perform public.search_lists_refill(v_lexemes);
  return null;
end
$$;

create trigger product_search_lists_removed after delete on public.product_search
referencing old table as old_rows for each statement execute function public.search_lists_removed();
create trigger product_search_lists_added after insert on public.product_search
referencing new table as new_rows for each statement execute function public.search_lists_added();

revoke all on function public.search_list_size() from public, anon, authenticated;
revoke all on function public.search_listed(text) from public, anon, authenticated;
revoke all on function public.search_lexeme_query(text) from public, anon, authenticated;
revoke all on function public.search_single_lexeme(tsquery) from public, anon, authenticated;
revoke all on function public.search_lists_rebuild(text[]) from public, anon, authenticated;
revoke all on function public.search_lists_refill(text[]) from public, anon, authenticated;
revoke all on function public.search_lists_removed() from public, anon, authenticated;
revoke all on function public.search_lists_added() from public, anon, authenticated;

-- ---------------------------------------------------------------- the shortlist

-- Up to `wanted` products matching `query` (the AND of `terms`, from
-- public.search_terms), best first, taken from the lists of its rarest term.
--   - Fewer than `wanted` of the lists' products match and every one of
--     those lists holds all its word's products: they are every match, ranked
--     by search_rank exactly as a search of every match ranks them.
--   - Fewer match, but some list is a cut of a longer one: null — the lists
--     cannot vouch for the answer, and the caller ranks every match.
--   - `wanted` match: a one-word query comes in its list's order, which is
--     exactly the order of ranking every match; several words come by the
--     fields that hold them all (name, then name or type, then also the
--     description, then anywhere), then by the rarest word's own rank and
--     rating. (ts_rank of several words costs about 15 µs a product, which
--     is why it is kept for the exact case.)
-- Each candidate's document is read by its key, one at a time: a few hundred
-- at most, never the word index's thousands.
create function public.search_shortlist(terms tsquery[], query tsquery, wanted integer)
returns bigint[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_term tsquery;
  v_lexemes text[];
  v_products bigint;
  v_best text[];
  v_best_products bigint;
  v_best_term tsquery;
  v_capped boolean;
  v_best_capped boolean;
  v_alone boolean;
  v_complete boolean;
  v_ids bigint[];
  v_name tsquery;
  v_type tsquery;
  v_text tsquery;
begin
  if query is null or numnode(query) = 0 or wanted < 1 then
    return null;
  end if;
  foreach v_term in array terms loop
    -- a term's words, each `'word'` or `'word':*` (begun) in its text
    select array_agg(distinct w.lexeme) filter (where not w.capped),
      coalesce(sum(w.products) filter (where not w.capped), 0), coalesce(bool_or(w.capped), false)
    into v_lexemes, v_products, v_capped
    from (
      select l.lexeme, l.products, false as capped
      from regexp_matches(v_term::text, '''((?:[^'']|'''')*)''(:[*A-D]*)?', 'g') m
      join public.search_lexemes l on l.lexeme = replace(m[1], '''''', '''') and coalesce(m[2], '') not like '%*%'
      union
      select b.lexeme, b.products, b.n > 8
      from regexp_matches(v_term::text, '''((?:[^'']|'''')*)'':[A-D]*\*', 'g') m
      cross join lateral (
        -- a begun word: the 8 most common words it begins (a ninth marks the cut)
        select l.lexeme, l.products, row_number() over (order by l.products desc, l.lexeme) as n
        from public.search_lexemes l
        where l.lexeme like replace(replace(replace(replace(m[1], '''''', ''''), '\', '\\'), '%', '\%'), '_', '\_') || '%'
          and l.products > 0
        order by l.products desc, l.lexeme
        limit 9) b
    ) w
    where w.products > 0;
    if v_lexemes is not null and (v_best is null or v_products < v_best_products) then
      v_best := v_lexemes;
      v_best_products := v_products;
      v_best_term := v_term;
      v_best_capped := v_capped;
    end if;
  end loop;
  if v_best is null then
    return null;
  end if;
  -- a query of one term that is one word or some words' OR (no AND, no
  -- phrase): every product of those words' lists matches, unread
  v_alone := query = v_best_term
    and regexp_replace(query::text, '''(?:[^'']|'''')*''', '', 'g') !~ '[&<!]';

  select array_agg(c.product_id order by c.rank desc, c.rating desc, c.review_count desc, c.product_id)
  into v_ids
  from (
    select distinct on (m.product_id) m.*
    from unnest(v_best) u (lexeme)
    cross join lateral (
      select t.product_id, t.rank, t.rating, t.review_count
      from public.search_lists t
      where t.lexeme = u.lexeme
        -- a subquery, so that the planner reads each document by its key
        and (v_alone or (select s.document from public.product_search s where s.product_id = t.product_id) @@ query)
      order by t.rank desc, t.rating desc, t.review_count desc, t.product_id
      limit wanted) m
    order by m.product_id, m.rank desc
  ) c;
  v_ids := coalesce(v_ids, '{}');

  if cardinality(v_ids) < wanted then
    select bool_and(l.products <= (select count(*) from public.search_lists t where t.lexeme = l.lexeme))
    into v_complete
    from public.search_lexemes l where l.lexeme = any (v_best);
    if v_best_capped or not v_complete then
      return null;
    end if;
    return array(
      select s.product_id
      from unnest(v_ids) u (product_id)
      join public.product_search s on s.product_id = u.product_id
      order by public.search_rank(s.document, query) desc, s.rating desc nulls last,
        s.review_count desc nulls last, s.product_id);
  end if;

  v_ids := v_ids[1:wanted];
  if public.search_single_lexeme(query) is not null then
    return v_ids; -- the list's own order
  end if;
  v_name := public.search_query_in(query, 'A');
  v_type := public.search_query_in(query, 'AB');
  v_text := public.search_query_in(query, 'ABC');
  return array(
    select s.product_id
    from unnest(v_ids) with ordinality u (product_id, n)
    join public.product_search s on s.product_id = u.product_id
    order by case when s.document @@ v_name then 0 when s.document @@ v_type then 1
                  when s.document @@ v_text then 2 else 3 end, u.n);
end
$$;

revoke all on function public.search_shortlist(tsquery[], tsquery, integer) from public, anon, authenticated;

-- The lists for the products already searchable (a hosted project, a grown catalogue).
insert into public.search_lexemes (lexeme, products)
select x.lexeme, count(*) from public.product_search s, unnest(s.document) x
where public.search_listed(x.lexeme)
group by x.lexeme;
select public.search_lists_rebuild(array(select l.lexeme from public.search_lexemes l));

-- ---------------------------------------------------------------- the calls the shop makes

-- category_products as in 20250604000100, with the whole shop's first pages
-- in relevance order answered from the shortlist (and a one-word search's
-- total from search_lexemes).
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
  v_query tsquery;
  v_terms tsquery[];
  v_ids bigint[];
  v_single text;
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

  v_terms := public.search_terms(search);
  v_query := public.search_query(v_terms);

  if v_query is null then
    select c.product_count into v_total from public.category_product_counts c where c.category_id = v_scope;
    execute format(
      'select coalesce(json_agg(x), ''[]''::json) from (
         select %s from (
           select l.* from public.product_listing l where l.category_id = $1
           order by %s limit $2 offset $3) l
         join public.products p on p.id = l.product_id and p.is_active and p.price is not null
         order by %s) x', v_columns, v_order, v_order)
      into v_products using v_scope, v_limit, v_offset;
    return json_build_object('category', v_category, 'total', coalesce(v_total, 0), 'products', v_products);
  end if;

  if sort is null or sort in ('featured', 'relevance') then
    v_order := 'relevance desc, l.rating desc nulls last, l.review_count desc nulls last, l.product_id asc';
  end if;

  if v_scope = 0 and v_order like 'relevance%' and numnode(v_query) > 0
     and v_offset + v_limit <= public.search_list_size() then
    -- a page within the lists: rank a shortlist, not every match
    v_single := public.search_single_lexeme(v_query);
    if v_single is not null then
      -- one word: its number of products (null for a number), and its list's
      -- exact order, so its pages need only reach them
      select l.products into v_total from public.search_lexemes l where l.lexeme = v_single;
      v_ids := public.search_shortlist(v_terms, v_query, v_offset + v_limit);
    else
      -- several words are ranked within the whole shortlist, so that every
      -- page within it comes from the same ranking. Fewer matches than two
      -- lists hold are ranked in full: a cut list could seldom vouch for
      -- them (`mug for dad`: 168 of 3,343 mugs), and walking it first would
      -- be wasted
      select count(*) into v_total from public.product_search s where s.document @@ v_query;
      if v_total >= 2 * public.search_list_size() then
        v_ids := public.search_shortlist(v_terms, v_query, public.search_list_size());
      end if;
    end if;
  end if;

  if numnode(v_query) = 0 then
    v_total := 0;
  elsif v_total is not null then
    null;
  elsif v_scope = 0 then
    select count(*) into v_total from public.product_search s where s.document @@ v_query;
  else
    select count(*) into v_total
    from public.product_search s
    join public.product_listing l on l.product_id = s.product_id and l.category_id = v_scope
    where s.document @@ v_query;
  end if;

  if v_total = 0 then
    return json_build_object(
      'category', v_category, 'total', 0, 'products', '[]'::json,
      'did_you_mean', public.search_did_you_mean(search, v_scope),
      'popular_categories', (
        select coalesce(json_agg(json_build_object('slug', x.slug, 'name', x.name)), '[]'::json)
        from (
          select c.slug, c.name from public.categories c
          join public.category_product_counts n on n.category_id = c.id
          where c.parent_id is not null and c.id <> v_scope and n.product_count > 0
          order by n.product_count desc, c.position, c.id
          limit 6
        ) x));
  end if;

  if v_ids is not null then
    execute format(
      'select coalesce(json_agg(x), ''[]''::json) from (
         select %s from unnest($1::bigint[]) with ordinality u (product_id, n)
         join public.products p on p.id = u.product_id and p.is_active and p.price is not null
         order by u.n offset $2 limit $3) x', v_columns)
      into v_products using v_ids, v_offset, v_limit;
    return json_build_object('category', v_category, 'total', v_total, 'products', v_products);
  end if;

  if v_scope = 0 and v_order like 'relevance%' then
    -- the whole shop in relevance order, beyond the lists: rank every match
    v_order := replace(v_order, 'l.', 's.');
    execute format(
      'select coalesce(json_agg(x), ''[]''::json) from (
         select %s from (
           select s.product_id, s.rating, s.review_count, public.search_rank(s.document, $3) as relevance
           from public.product_search s
           where s.document @@ $3
           order by %s limit $1 offset $2) s
         join public.products p on p.id = s.product_id and p.is_active and p.price is not null
         order by %s) x', v_columns, v_order, v_order)
      into v_products using v_limit, v_offset, v_query;
    return json_build_object('category', v_category, 'total', v_total, 'products', v_products);
  end if;

  execute format(
    'select coalesce(json_agg(x), ''[]''::json) from (
       select %s from (
         select l.*, public.search_rank(s.document, $4) as relevance from public.product_search s
         join public.product_listing l on l.product_id = s.product_id and l.category_id = $1
         where s.document @@ $4
         order by %s limit $2 offset $3) l
       join public.products p on p.id = l.product_id and p.is_active and p.price is not null
       order by %s) x', v_columns, v_order, v_order)
    into v_products using v_scope, v_limit, v_offset, v_query;

  return json_build_object('category', v_category, 'total', v_total, 'products', v_products);
end
$$;

revoke all on function public.category_products(text, text, text, integer, integer) from public, anon, authenticated;
grant execute on function public.category_products(text, text, text, integer, integer) to anon, authenticated, service_role;

-- search_suggestions as in 20250604000100: tiers (every word in the name,
-- then name or type, then also the description, then anywhere), best rated
-- first within a tier, now among the shortlist's 24 most relevant matches;
-- the earlier walk (the 1,000 best-rated products, then the word index) is
-- kept for when the lists cannot vouch for them.
create or replace function public.search_suggestions(search text default null)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_terms tsquery[];
  v_query tsquery;
  v_any tsquery;
  v_term tsquery;
  v_found bigint[] := '{}';
  v_more bigint[];
  v_weights text;
  v_tier tsquery;
  v_ids bigint[];
  v_name tsquery;
  v_type tsquery;
  v_text tsquery;
begin
  if char_length(btrim(coalesce(search, ''))) < 2 then
    return json_build_object('products', '[]'::json, 'categories', '[]'::json);
  end if;
  v_terms := public.search_terms(search, true);
  v_query := public.search_query(v_terms);
  foreach v_term in array v_terms loop
    continue when numnode(v_term) = 0;
    v_any := case when v_any is null then v_term else v_any || v_term end;
  end loop;
  if numnode(v_query) > 0 then
    -- the 24 most relevant matches from the lists, enough for every tier to
    -- show its best (null: the lists cannot vouch for them, see below)
    v_ids := public.search_shortlist(v_terms, v_query, 24);
  end if;
  if v_ids is not null then
    v_name := public.search_query_in(v_query, 'A');
    v_type := public.search_query_in(v_query, 'AB');
    v_text := public.search_query_in(v_query, 'ABC');
    v_found := array(
      select s.product_id
      from unnest(v_ids) u (product_id)
      join public.product_search s on s.product_id = u.product_id
      order by case when s.document @@ v_name then 0 when s.document @@ v_type then 1
                    when s.document @@ v_text then 2 else 3 end,
        s.rating desc nulls last, s.review_count desc nulls last, s.product_id
      limit 6);
  elsif numnode(v_query) > 0 then
    foreach v_weights in array array['A', 'AB', 'ABC', ''] loop
      v_tier := case when v_weights = '' then v_query else public.search_query_in(v_query, v_weights) end;
      -- a common word: enough matches among the 1,000 best-rated products
      execute
        'select array_agg(x.product_id) from (
           select s.product_id from (
             select * from public.product_search
             order by rating desc nulls last, review_count desc nulls last, product_id limit 1000) s
           where s.document @@ $1 and s.product_id <> all ($2)
           order by s.rating desc nulls last, s.review_count desc nulls last, s.product_id
           limit $3) x'
        into v_more using v_tier, v_found, 6 - cardinality(v_found);
      if coalesce(cardinality(v_more), 0) < 6 - cardinality(v_found) then
        -- a rarer one: its few matches from the word index
        execute
          'select array_agg(x.product_id) from (
             select s.product_id from public.product_search s
             where s.document @@ $1 and s.product_id <> all ($2)
             order by s.rating desc nulls last, s.review_count desc nulls last, s.product_id
             limit $3) x'
          into v_more using v_tier, v_found, 6 - cardinality(v_found);
      end if;
      v_found := v_found || coalesce(v_more, '{}');
      exit when cardinality(v_found) >= 6;
    end loop;
  end if;
  return json_build_object(
    'products', (
      select coalesce(json_agg(json_build_object(
        'sku', p.sku, 'name', p.name, 'price', p.price, 'original_price', p.original_price,
        'price_from', p.price_from, 'image', p.gallery_urls -> 0 ->> 'url') order by f.n), '[]'::json)
      from unnest(v_found) with ordinality f (product_id, n)
      join public.products p on p.id = f.product_id and p.is_active and p.price is not null),
    'categories', (
      select coalesce(json_agg(json_build_object('slug', y.slug, 'name', y.name) order by y.rank desc, y.product_count desc), '[]'::json)
      from (
        select c.slug, c.name, n.product_count,
          ts_rank(to_tsvector('english', c.name), v_any) as rank
        from public.categories c
        join public.category_product_counts n on n.category_id = c.id and n.product_count > 0
        where v_any is not null and to_tsvector('english', c.name) @@ v_any
        order by rank desc, n.product_count desc, c.id
        limit 3
      ) y));
end
$$;

revoke all on function public.search_suggestions(text) from public, anon, authenticated;
grant execute on function public.search_suggestions(text) to anon, authenticated, service_role;

-- PGlite has no autovacuum: give the planner the new tables' sizes now.
analyze public.search_lexemes, public.search_lists;
