-- A search that names a design finds the products offering it first (H-b sweep:
-- "jersey" put the Team Roster Tote Bag first and one T-shirt among the six
-- suggestions; "coach" put the Office Coffee Club mug, whose description says
-- "fuel for the team", above the teams' own gifts).
--
-- A product's search document weighed its description (C, 0.2) four times
-- the designs it is offered in and the categories it is filed under (D,
-- 0.05): a word a description mentions in passing outranked the design a
-- shopper named and the recipient or occasion the shop files the gift under.
-- Now the two swap letters (20250604000100_search.sql's weights stay
-- 1.0 / 0.4 / 0.2 / 0.05):
--   A  the product's name
--   B  its product type, and the words of a design it offers that name that
--      type (below)
--   C  the names of the designs it is offered in and of its other categories
--      (recipients, occasions, brands, with their parents; "her"/"him"), and
--      the colours it comes in (below)
--   D  its description
-- The field tiers of the suggestions and of the shortlist's several-word
-- order (name, then name or type, then A-C, then anywhere: search_query_in)
-- read the letters, so they follow: a description-only match is the last
-- tier. Matching is unchanged: every word still narrows, the same products.
--
-- Among the products offering a design, the one the design's name names is
-- that thing: a T-shirt in the Team Jersey design is a jersey, a tote bag in
-- it is a tote bag with a jersey print. A word of an offered design's name
-- whose meaning (search_synonyms, the one home of what shoppers' words mean)
-- is the product's own type is indexed with the type (B): "jersey" means a
-- T-shirt (a new row, of the instead kind: while the shop has the Team Jersey
-- design it is searched as itself), so the tees in Team Jersey rank first for
-- "jersey" and "team jersey", and a Sweater design would rank the
-- sweatshirts in it first (sweater: sweatshirt, 20250604000100).
--
-- "tee" meant T-shirt only while the shop did not use the word; one
-- description says "a mascot tee", so "tee" found that one T-shirt of twelve.
-- It is now of the also kind (20250609022000_recipient_words.sql): tee or
-- T-shirt.
--
-- A colour finds the products that come in it ("navy" and "blue" found
-- nothing, "pink mug" nothing, and "red" found the Happily Retired gifts: a
-- word the shop did not use was read as the closest spelling, "retired").
-- A product's colours (option3 of its active variants, the Color group
-- shoppers choose from: shared's optionLabels.ts) join the designs and
-- categories at C and the shop's vocabulary: "navy" finds the navy tees,
-- totes and caps, "red" the Cranberry Red ones (a word the shop uses is never
-- re-spelt), and every other word still narrows ("navy shirt": the T-shirts
-- that come in navy). A colour added, renamed, retired or brought back
-- re-indexes its product: a statement trigger on product_variants (with
-- transition tables, as the other search triggers; a price change alone
-- re-indexes nothing more than before).
--
-- refresh_product_search is restated from 20250607000300_designs_that_fit.sql
-- with only the letters, the type words of designs and the colours changed;
-- every document is rebuilt once (the lists follow:
-- 20250605000100_search_shortlists.sql's triggers rank every word of a bulk
-- change once). Runs unchanged on PGlite
-- and PostgreSQL 15 (backend/test/searchNamedDesignCases.ts,
-- searchColoursCases.ts).

insert into public.search_synonyms (word, replacement, also) values
  ('jersey', 't-shirt', false),
  ('tee', 't-shirt', true)
on conflict (word, replacement) do update set also = excluded.also;

-- As in 20250607000300_designs_that_fit.sql; designs, categories and colours at C, the description at D, and an
-- offered design's words that mean the product's type at B.
create or replace function public.refresh_product_search(product_ids bigint[])
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
        then (
          -- the designs the product offers: those its Design group names, else every active design
          select coalesce(string_agg(d.design_name, ' ' order by d.position, d.id), '')
          from public.designs d
          where d.is_active and coalesce((
            select g -> 'designs' from jsonb_array_elements(p.product_options_config -> 'optionGroups') g
            where g ->> 'type' = 'design' and jsonb_typeof(g -> 'designs') = 'array' limit 1
          ) ? d.design_code, true))
        else '' end as design_names,
      coalesce(pl.category_names, '') as category_names,
      -- the colours it comes in: option3 of its active variants, the Color shoppers choose
      coalesce((select string_agg(distinct v.option3, ' ') from public.product_variants v
                where v.product_id = p.id and v.is_active), '') as colours,
      s.rating, s.review_count
    from scope s
    join public.products p on p.id = s.product_id
    left join placed pl on pl.product_id = p.id
  ),
  kinds as (
    -- the words of an offered design's name that mean the product's own type ("jersey" on a T-shirt)
    select t.*, coalesce((
      select string_agg(distinct x.word, ' ')
      from regexp_split_to_table(lower(t.design_names), '[^[:alnum:]]+') x (word)
      join public.search_synonyms m on m.word = any (tsvector_to_array(to_tsvector('english', x.word)))
      where x.word <> '' and t.type_names <> ''
        and cardinality(tsvector_to_array(to_tsvector('english', m.replacement))) > 0
        and tsvector_to_array(to_tsvector('english', m.replacement))
          <@ tsvector_to_array(to_tsvector('english', t.type_names))
    ), '') as design_kinds
    from texts t
  ),
  documents as (
    insert into public.product_search (product_id, rating, review_count, document)
    select t.product_id, t.rating, t.review_count,
      setweight(to_tsvector('english', t.name), 'A') ||
      setweight(to_tsvector('english', t.type_names || ' ' || t.design_kinds), 'B') ||
      setweight(to_tsvector('english', t.design_names || ' ' || t.category_names || ' ' || t.colours), 'C') ||
      -- "for her", "for him": English stop words that name recipients
      setweight(to_tsvector('simple', array_to_string(array(
        select m[1] from regexp_matches(lower(t.category_names), '\m(her|him)\M', 'g') m), ' ')), 'C') ||
      setweight(to_tsvector('english', t.description), 'D')
    from kinds t
    returning 1
  )
  insert into public.search_words (word, lexeme)
  select w.word, (select min(v.lexeme) from unnest(to_tsvector('english', w.word)) v)
  from (
    select distinct x.word
    from texts t,
      regexp_split_to_table(lower(t.name || ' ' || t.type_names || ' ' || t.description || ' ' ||
                                  t.design_names || ' ' || t.category_names || ' ' || t.colours), '[^[:alnum:]]+') as x (word)
    where char_length(x.word) between 2 and 40 and x.word ~ '[[:alpha:]]' -- numbers are matched as they are
  ) w
  on conflict (word) do nothing;
end
$$;

-- Products whose variants' colours or activity changed are indexed again.
create or replace function public.product_variant_colours_changed() returns trigger
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
    from new_rows n join old_rows o on o.id = n.id
    cross join lateral (values (n.product_id), (o.product_id)) x (product_id)
    where (n.product_id, n.option3, n.is_active) is distinct from (o.product_id, o.option3, o.is_active);
  end if;
  if ids is not null then
    perform public.refresh_product_search(ids);
  end if;
  return null;
end
$$;

drop trigger if exists product_variants_search_insert on public.product_variants;
drop trigger if exists product_variants_search_delete on public.product_variants;
drop trigger if exists product_variants_search_update on public.product_variants;
create trigger product_variants_search_insert after insert on public.product_variants
referencing new table as new_rows for each statement execute function public.product_variant_colours_changed();
create trigger product_variants_search_delete after delete on public.product_variants
referencing old table as old_rows for each statement execute function public.product_variant_colours_changed();
create trigger product_variants_search_update after update on public.product_variants
referencing old table as old_rows new table as new_rows for each statement execute function public.product_variant_colours_changed();

revoke all on function public.product_variant_colours_changed() from public, anon, authenticated;

select public.refresh_product_search(null);
