-- Search that finds what shoppers type (issue 18): one search, in the
-- database, for the header's suggestions, /products?q= and a category
-- page's search box.
--
-- product_search holds one weighted English tsvector per product:
--   A  the product's name
--   B  its product type (the category it sits in under All Products/Christmas)
--   C  its description
--   D  the names of the designs it can be ordered in, and of its other
--      categories (recipients, occasions, brands, with their parents)
-- (Postgres has four weights, so design and category names share the last.)
-- search_words is the shop's vocabulary: every word (not number) of those texts with its
-- English stem, trigram-indexed, so a typed word that is not in it is read
-- as the closest words that are (typos), or the words it begins (typing).
-- Triggers keep both current; nobody writes them directly.
--
-- Front end: rpc('category_products', {category_slug, search, sort, page_size, page_offset})
-- (now with relevance and, on no results, did_you_mean and popular_categories)
-- and rpc('search_suggestions', {search}).

create extension if not exists pg_trgm with schema extensions;

-- Exactly the listed products (product_listing's category 0), with the
-- listing's rating and review count, so a search of the whole shop never
-- reads product_listing.
create table public.product_search (
  product_id bigint primary key references public.products (id) on delete cascade,
  document tsvector not null,
  rating numeric(2, 1),
  review_count integer
);
create index product_search_document_idx on public.product_search using gin (document);
-- suggestions walk matches best-rated first, within each field tier
create index product_search_rating_idx on public.product_search (rating desc nulls last, review_count desc nulls last, product_id);

create table public.search_words (
  word text primary key,
  lexeme text -- null for English stop words
);
create index search_words_trgm_idx on public.search_words using gin (word extensions.gin_trgm_ops);
create index search_words_prefix_idx on public.search_words (word text_pattern_ops);
create index search_words_lexeme_idx on public.search_words (lexeme);

-- Words that mean the same in the shop. `word` is the English stem of what
-- is typed (British and American spellings, everyday names); `replacement`
-- is searched instead, when the shop does not use the word itself.
create table public.search_synonyms (
  word text primary key,
  replacement text not null
);
insert into public.search_synonyms (word, replacement) values
  ('mum', 'mom'), ('mummi', 'mom'), ('mommi', 'mom'), ('mama', 'mom'),
  ('daddi', 'dad'), ('papa', 'dad'),
  ('color', 'colour'), ('gray', 'grey'), ('favorit', 'favourite'), ('honor', 'honour'),
  ('tshirt', 't-shirt'), ('tee', 't-shirt'), ('jumper', 'sweatshirt'), ('sweater', 'sweatshirt'),
  ('hat', 'cap'), ('mat', 'doormat'), ('cushion', 'pillow'), ('blankie', 'blanket'),
  ('xma', 'christmas'), ('xmas', 'christmas'), ('bauble', 'ornament'), ('stein', 'beer stein'),
  ('bodysuit', 'onesie'), ('babygrow', 'onesie'), ('grad', 'graduation'), ('newborn', 'baby'),
  ('jewelleri', 'jewelry'), ('granni', 'grandma'), ('nana', 'grandma'), ('grandad', 'grandpa');

alter table public.product_search enable row level security;
alter table public.search_words enable row level security;
alter table public.search_synonyms enable row level security;
revoke all on public.product_search, public.search_words, public.search_synonyms from anon, authenticated;
grant all on public.product_search, public.search_words, public.search_synonyms to service_role;

-- ---------------------------------------------------------------- maintenance

-- Rebuild the search documents (and grow the vocabulary) of some products
-- (null = all of them). Categories are read through product_listing, so a
-- product's document names its categories' parents too (ornaments are
-- Christmas), and only listed (active, priced) products are indexed.
create function public.refresh_product_search(product_ids bigint[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- (joins with unnest, not `= any`: a rebuilt listing passes every product id)
  if product_ids is null then
    delete from public.product_search;
  else
    delete from public.product_search s using unnest(product_ids) u (id) where s.product_id = u.id;
  end if;

  with scope as (
    select l.product_id, l.rating, l.review_count from public.product_listing l
    where l.category_id = 0 and product_ids is null
    union
    select l.product_id, l.rating, l.review_count from unnest(product_ids) u (id)
    join public.product_listing l on l.category_id = 0 and l.product_id = u.id
  ),
  design_names as (
    select coalesce(string_agg(d.design_name, ' ' order by d.position, d.id), '') as names
    from public.designs d where d.is_active
  ),
  placed as (
    select l.product_id,
      string_agg(c.name, ' ' order by c.id) filter (where t.slug in ('all-products', 'christmas')) as type_names,
      string_agg(c.name, ' ' order by c.id) filter (where t.slug is null or t.slug not in ('all-products', 'christmas')) as category_names
    from scope s
    join public.product_listing l on l.product_id = s.product_id and l.category_id <> 0
    join public.categories c on c.id = l.category_id
    left join public.categories t on t.id = c.parent_id
    -- a menu tab's own name (Occasions, Recipients, All Products, …) says nothing about the product
    where c.parent_id is not null or not exists (select 1 from public.categories k where k.parent_id = c.id)
    group by l.product_id
  ),
  texts as (
    select p.id as product_id, p.name, coalesce(pl.type_names, '') as type_names,
      coalesce(p.default_description, '') as description,
      case when coalesce(p.product_options_config -> 'optionGroups', '[]'::jsonb) @> '[{"type": "design"}]'
        then (select names from design_names) else '' end as design_names,
      coalesce(pl.category_names, '') as category_names, s.rating, s.review_count
    from scope s
    join public.products p on p.id = s.product_id
    left join placed pl on pl.product_id = p.id
  ),
  documents as (
    insert into public.product_search (product_id, rating, review_count, document)
    select t.product_id, t.rating, t.review_count,
      setweight(to_tsvector('english', t.name), 'A') ||
      setweight(to_tsvector('english', t.type_names), 'B') ||
      setweight(to_tsvector('english', t.description), 'C') ||
      setweight(to_tsvector('english', t.design_names || ' ' || t.category_names), 'D') ||
      -- "for her", "for him": English stop words that name recipients
      setweight(to_tsvector('simple', array_to_string(array(
        select m[1] from regexp_matches(lower(t.category_names), '\m(her|him)\M', 'g') m), ' ')), 'D')
    from texts t
    returning 1
  )
  insert into public.search_words (word, lexeme)
  select w.word, (select min(v.lexeme) from unnest(to_tsvector('english', w.word)) v)
  from (
    select distinct x.word
    from texts t,
      regexp_split_to_table(lower(t.name || ' ' || t.type_names || ' ' || t.description || ' ' ||
                                  t.design_names || ' ' || t.category_names), '[^[:alnum:]]+') as x (word)
    where char_length(x.word) between 2 and 40 and x.word ~ '[[:alpha:]]' -- numbers are matched as they are
  ) w
  on conflict (word) do nothing;
end
$$;

-- product_listing is rebuilt whenever a product's placement or listing
-- changes (and once after a bulk load): its new rows are the products to
-- index again.
create function public.listing_rows_changed_search() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  ids bigint[];
begin
  select array_agg(distinct n.product_id) into ids from new_rows n where n.category_id = 0;
  if ids is not null then
    perform public.refresh_product_search(ids);
  end if;
  return null;
end
$$;

create trigger product_listing_search after insert on public.product_listing
referencing new table as new_rows for each statement execute function public.listing_rows_changed_search();

-- A product no longer listed (inactive, unpriced, deleted) is no longer searched.
create function public.listing_rows_removed_search() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  delete from public.product_search s
  using (select distinct o.product_id from old_rows o where o.category_id = 0) o
  where s.product_id = o.product_id;
  return null;
end
$$;

create trigger product_listing_search_removed after delete on public.product_listing
referencing old table as old_rows for each statement execute function public.listing_rows_removed_search();

-- What the listing does not follow: a new name, description or choice of designs.
create function public.product_texts_changed() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  ids bigint[];
begin
  select array_agg(n.id) into ids
  from new_rows n join old_rows o on o.id = n.id
  where (n.name, n.default_description, n.product_options_config)
    is distinct from (o.name, o.default_description, o.product_options_config);
  if ids is not null then
    perform public.refresh_product_search(ids);
  end if;
  return null;
end
$$;

create trigger products_search_update after update on public.products
referencing old table as old_rows new table as new_rows for each statement execute function public.product_texts_changed();

-- A renamed category or a changed design changes many documents: rebuild all.
create function public.search_names_changed() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform public.refresh_product_search(null);
  return null;
end
$$;

create trigger categories_search_rename after update of name on public.categories
for each statement execute function public.search_names_changed();
create trigger designs_search_change after insert or delete or update of design_name, is_active on public.designs
for each statement execute function public.search_names_changed();

revoke all on function public.refresh_product_search(bigint[]) from public, anon, authenticated;
revoke all on function public.listing_rows_changed_search() from public, anon, authenticated;
revoke all on function public.listing_rows_removed_search() from public, anon, authenticated;
revoke all on function public.product_texts_changed() from public, anon, authenticated;
revoke all on function public.search_names_changed() from public, anon, authenticated;
grant execute on function public.refresh_product_search(bigint[]) to service_role;

-- ---------------------------------------------------------------- reading what was typed

-- The words of a search, each as the tsquery that finds it: its English stem
-- when the shop uses that word; otherwise the words it begins (while
-- typing), or else the closest spellings by trigram similarity; null for a
-- word nothing resembles. At most 100 characters and 8 words are read; only
-- letters and digits count, so quotes, %, _, commas, brackets, * and : are
-- plain separators and nothing typed is ever parsed as query syntax.
-- `for`, `gift(s)`, `personalized` and English stop words narrow nothing;
-- a search of symbols only finds nothing.
-- as_you_type: the last word may be unfinished (suggestions).
create function public.search_terms(search text, as_you_type boolean default false)
returns tsquery[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_words text[];
  v_word text;
  v_stem tsquery;
  v_term tsquery;
  v_best real;
  v_terms tsquery[] := '{}';
  v_last integer;
begin
  v_words := array_remove(regexp_split_to_array(
    lower(left(coalesce(search, ''), 100)), '[^[:alnum:]]+'), '');
  if cardinality(v_words) = 0 and btrim(coalesce(search, '')) <> '' then
    return array[''::tsquery]; -- only symbols: a search for nothing the shop has
  end if;
  v_words := array(
    select w from unnest(v_words) w
    where w not in ('for', 'gift', 'gifts', 'personalized', 'personalised', 'personalize', 'personalise')
  );
  v_last := least(coalesce(array_length(v_words, 1), 0), 8);
  for i in 1 .. v_last loop
    v_word := left(v_words[i], 40);
    v_stem := plainto_tsquery('english', v_word);
    if numnode(v_stem) > 0 and not exists (
      select 1 from public.search_words w
      where w.lexeme = any (tsvector_to_array(to_tsvector('english', v_word)))
    ) then
      -- a word the shop does not use, with a synonym it does
      v_word := coalesce((select s.replacement from public.search_synonyms s
        where s.word = any (tsvector_to_array(to_tsvector('english', v_word))) limit 1), v_word);
      v_stem := plainto_tsquery('english', v_word);
    end if;
    v_term := null;
    if v_word !~ '[[:alpha:]]' then
      -- a number (11 oz, a year): found as it is or not at all, never by a near number
      v_term := case when numnode(v_stem) > 0 then v_stem end;
    elsif numnode(v_stem) > 0 and exists (
      select 1 from public.search_words w
      where w.lexeme = any (tsvector_to_array(to_tsvector('english', v_word)))
    ) then
      v_term := v_stem;
    end if;
    if v_word !~ '[[:alpha:]]' then
      null;
    elsif as_you_type and i = v_last and char_length(v_word) >= 2 then
      -- an unfinished word: what it begins
      if exists (select 1 from public.search_words w where w.word like v_word || '%') then
        v_term := case when v_term is null then to_tsquery('simple', quote_literal(v_word) || ':*')
                       else v_term || to_tsquery('simple', quote_literal(v_word) || ':*') end;
      end if;
    elsif v_term is null and numnode(v_stem) = 0 then
      if v_word not in ('her', 'him') then
        continue; -- a stop word
      end if;
      v_term := to_tsquery('simple', v_word); -- "for her", "for him": the recipients' categories
    elsif v_term is null and char_length(v_word) >= 4 then
      -- a word the shop does not use, begun: the words it begins
      select string_agg(quote_literal(x.lexeme), ' | ')::tsquery into v_term
      from (select distinct w.lexeme from public.search_words w
            where w.word like v_word || '%' and w.lexeme is not null limit 20) x;
    end if;
    if v_term is null and char_length(v_word) >= 3 and v_word ~ '[[:alpha:]]' then
      -- a typo: the closest spellings
      select max(extensions.similarity(w.word, v_word)) into v_best
      from public.search_words w
      where w.word operator(extensions.%) v_word and w.lexeme is not null;
      if v_best is not null then
        select string_agg(quote_literal(x.lexeme), ' | ')::tsquery into v_term
        from (select distinct w.lexeme from public.search_words w
              where w.word operator(extensions.%) v_word and w.lexeme is not null
                and extensions.similarity(w.word, v_word) >= v_best - 0.12
              limit 5) x;
      end if;
    end if;
    v_terms := v_terms || coalesce(v_term, ''::tsquery);
  end loop;
  return v_terms;
end
$$;

-- Every word narrows: the terms joined by AND. null = nothing to narrow by
-- (no words); an empty tsquery = some word matches nothing in the shop.
create function public.search_query(terms tsquery[])
returns tsquery
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_query tsquery;
  v_term tsquery;
begin
  foreach v_term in array coalesce(terms, '{}') loop
    if numnode(v_term) = 0 then
      return ''::tsquery;
    end if;
    v_query := case when v_query is null then v_term else v_query && v_term end;
  end loop;
  return v_query;
end
$$;

-- How well a product's document answers a query: name, type, description,
-- then designs and categories.
create function public.search_rank(document tsvector, query tsquery)
returns real
language sql
immutable
set search_path = ''
as $$
  select ts_rank('{0.05, 0.2, 0.4, 1.0}'::real[], document, query)
$$;

-- "Did you mean …?": the closest spelling of a search that has results in a
-- category (0 = everywhere), word by word, dropping words nothing resembles.
create function public.search_did_you_mean(search text, scope bigint default 0)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_words text[];
  v_word text;
  v_candidate text;
  v_phrase text := '';
  v_found boolean;
begin
  v_words := array(
    select w from unnest(array_remove(regexp_split_to_array(
      lower(left(coalesce(search, ''), 100)), '[^[:alnum:]]+'), '')) w
    where w not in ('for', 'gift', 'gifts', 'personalized', 'personalised', 'personalize', 'personalise')
    limit 8
  );
  foreach v_word in array v_words loop
    v_word := left(v_word, 40);
    continue when numnode(plainto_tsquery('english', v_word)) = 0;
    v_found := false;
    for v_candidate in
      select w.word from public.search_words w
      where w.lexeme is not null and (w.word = v_word or w.word operator(extensions.%) v_word)
      order by w.word = v_word desc, extensions.similarity(w.word, v_word) desc, w.word
      limit 5
    loop
      if exists (
        select 1 from public.product_search s
        where s.document @@ public.search_query(public.search_terms(btrim(v_phrase || ' ' || v_candidate)))
          and (scope = 0 or exists (
            select 1 from public.product_listing l where l.category_id = scope and l.product_id = s.product_id))
      ) then
        v_phrase := btrim(v_phrase || ' ' || v_candidate);
        v_found := true;
        exit;
      end if;
    end loop;
  end loop;
  if v_phrase = '' or v_phrase = array_to_string(v_words, ' ') then
    return null;
  end if;
  return v_phrase;
end
$$;

revoke all on function public.search_terms(text, boolean) from public, anon, authenticated;
revoke all on function public.search_query(tsquery[]) from public, anon, authenticated;
revoke all on function public.search_rank(tsvector, tsquery) from public, anon, authenticated;
revoke all on function public.search_did_you_mean(text, bigint) from public, anon, authenticated;

-- ---------------------------------------------------------------- the calls the shop makes

-- category_products as in 20250603000200, searching with product_search:
-- every word narrows, ranked by relevance, then rating and popularity
-- (sort 'featured' or 'relevance'; the other sorts still apply). With a
-- search and no results it also returns did_you_mean (text or null) and
-- popular_categories ([{slug, name}]).
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

  v_query := public.search_query(public.search_terms(search));

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

  if numnode(v_query) = 0 then
    v_total := 0;
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

  if v_scope = 0 and v_order like 'relevance%' then
    -- the whole shop in relevance order: product_search alone
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

-- A query whose words must all be found in the fields of `weights`
-- ('A' name, 'AB' name or type, 'ABC' … or description).
create function public.search_query_in(query tsquery, weights text)
returns tsquery
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(regexp_replace(query::text,
    '(''(?:[^'']|'''')*''):\*', '\1:*' || weights, 'g'),
    '(''(?:[^'']|'''')*'')(?!:)', '\1:' || weights, 'g')::tsquery
$$;
revoke all on function public.search_query_in(tsquery, text) from public, anon, authenticated;

-- Suggestions as a shopper types (2 characters or more): up to 6 products
-- ({sku, name, price, original_price, price_from, image}) and up to 3
-- categories ({slug, name}) whose names match any word. Products come in
-- tiers — every word in the name, then in name or type, then also the
-- description, then anywhere — and best rated first within a tier, so a
-- common word is answered from the first few best-rated matches instead of
-- ranking thousands: the 1,000 best-rated products are looked through
-- first, and only a rarer word goes to the word index (few matches).
create function public.search_suggestions(search text default null)
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

-- Products already in the database (a hosted project migrated after its seed, a grown catalogue).
select public.refresh_product_search(null);
