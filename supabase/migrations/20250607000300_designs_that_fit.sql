-- Designs that fit, and one label per option (issue 33, items 4, 5 and 7).
--
-- A product's Design group may name the designs that fit it
-- (`{"title":"Design","type":"design","designs":["DSN-NAME", ...]}`, as the
-- seed catalogue does for every product): a line of that product is then
-- ordered in one of them, and in a design at all. Products whose setup
-- names none keep every active design (the spec's default groups).
--
-- Every option has one label, which keys a line's options: Style, Printing,
-- Color, Design. A group's key follows what it picks (Material, option3, is
-- Color), whatever its configured title says; keys sent by carts saved
-- before ("Colour", "Color Options", "Material") are read as that label.

-- The one label of an option title or key: "Colour", "Color Options" and
-- "Material" are Color, "Style Options" is Style; others keep their words
-- without a trailing "Options". The shop's optionLabel() (shared) says the same.
create or replace function public.option_group_key(title text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when bare ~* '^styles?$' then 'Style'
    when bare ~* '^printing$' then 'Printing'
    when bare ~* '^(colou?rs?|materials?)$' then 'Color'
    when bare ~* '^designs?$' then 'Design'
    else bare
  end
  from (select coalesce(nullif(btrim(regexp_replace(btrim(title), '\s+options?$', '', 'i')), ''), btrim(title)) as bare) t
$$;

-- The option groups a product offers, keyed by their one label: its
-- configured groups, or the default ones (Style, Printing, Color, Design).
create or replace function public.product_option_groups(config jsonb)
returns table (key text, kind text, attribute text)
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
      when g ->> 'type' = 'design' then 'Design'
      when g ->> 'attribute' = 'Material' then 'Color'
      else g ->> 'attribute'
    end,
    g ->> 'type', g ->> 'attribute'
  from jsonb_array_elements(
    case
      when jsonb_typeof(config -> 'optionGroups') = 'array' and jsonb_array_length(config -> 'optionGroups') > 0
        then config -> 'optionGroups'
      else '[{"title":"Style","type":"variant","attribute":"Style"},
             {"title":"Printing","type":"variant","attribute":"Printing"},
             {"title":"Color","type":"variant","attribute":"Material"},
             {"title":"Design","type":"design"}]'::jsonb
    end) g
  where jsonb_typeof(g -> 'title') = 'string' and btrim(g ->> 'title') <> ''
    and (g ->> 'type' = 'design' or (g ->> 'type' = 'variant' and g ->> 'attribute' in ('Style', 'Printing', 'Material')))
$$;

-- Why a line's options or personalization cannot be ordered, naming the
-- field, or null when they are fine. `text` is the cleaned personalization.
-- As before (20250603000100_order_safety.sql), and: a product that names its
-- designs takes only those; option keys are read by their one label.
create or replace function public.order_line_options_problem(
  options jsonb,
  text_value text,
  product_name text,
  product_config jsonb,
  variant public.product_variants,
  design public.designs
)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  entry record;
  grp record;
  personalization jsonb := case when jsonb_typeof(design.personalization_options -> 'fields') = 'array'
    and jsonb_array_length(design.personalization_options -> 'fields') > 0 then design.personalization_options end;
  field_label text;
  max_chars integer;
  required boolean;
  expected text;
  offered jsonb := (
    select g -> 'designs' from jsonb_array_elements(
      case when jsonb_typeof(product_config -> 'optionGroups') = 'array' then product_config -> 'optionGroups' else '[]' end) g
    where g ->> 'type' = 'design' and jsonb_typeof(g -> 'designs') = 'array'
    limit 1);
begin
  if options is null then
    options := '{}'::jsonb;
  end if;
  if jsonb_typeof(options) <> 'object' then
    return 'Its options are not a list of choices.';
  end if;
  if octet_length(options::text) > 2000 or (select count(*) from jsonb_object_keys(options)) > 12 then
    return 'Its options are too long.';
  end if;

  -- a product that names its designs is ordered in one of them, never another
  if offered is not null then
    if design.design_code is null then
      return format('Choose a design for %s.', product_name);
    end if;
    if not offered ? design.design_code then
      return format('%s is not a design of %s.', design.design_name, product_name);
    end if;
  end if;

  if personalization is null and coalesce(text_value, '') <> '' then
    return format('%s cannot be personalized.', design.design_name);
  end if;

  if personalization is not null then
    select coalesce(min(nullif(f ->> 'label', '')), 'Text'),
           least(100, coalesce(min(case when (f ->> 'maxLength') ~ '^\d{1,4}$' then (f ->> 'maxLength')::integer end), 100)),
           coalesce(bool_or(case when jsonb_typeof(f -> 'required') = 'boolean' then (f ->> 'required')::boolean end), false)
      into field_label, max_chars, required
      from jsonb_array_elements(personalization -> 'fields') f;
    if required and coalesce(text_value, '') = '' then
      return format('%s needs your %s.', design.design_name, lower(field_label));
    end if;
    if char_length(coalesce(text_value, '')) > max_chars then
      return format('%s takes at most %s characters for %s.', design.design_name, max_chars, lower(field_label));
    end if;
  end if;

  for entry in select e.key, e.value from jsonb_each(options) e loop
    if jsonb_typeof(entry.value) <> 'string' then
      return format('"%s" must be text.', left(entry.key, 40));
    end if;
    if entry.key in ('textColor', 'font') then
      if personalization is null or coalesce(text_value, '') = '' then
        return format('"%s" is only for personalized text.', entry.key);
      end if;
      if entry.key = 'textColor' and not exists (
        select 1 from jsonb_array_elements(personalization -> 'colors') c
        where (case when jsonb_typeof(c) = 'string' then c #>> '{}' else c ->> 'name' end) = entry.value #>> '{}'
      ) then
        return format('%s is not a text colour of %s.', left(entry.value #>> '{}', 40), design.design_name);
      end if;
      if entry.key = 'font' and not exists (
        select 1 from jsonb_array_elements_text(
          case when jsonb_typeof(personalization -> 'fonts') = 'array' then personalization -> 'fonts' else '[]' end) f
        where f = entry.value #>> '{}'
      ) then
        return format('%s is not a lettering of %s.', left(entry.value #>> '{}', 40), design.design_name);
      end if;
      continue;
    end if;

    select * into grp from public.product_option_groups(product_config) g
      where g.key = public.option_group_key(entry.key) limit 1;
    if not found then
      return format('"%s" is not an option of %s.', left(entry.key, 40), product_name);
    end if;
    expected := case
      when grp.kind = 'design' then coalesce(nullif(design.design_name, ''), design.design_code)
      when grp.attribute = 'Style' then btrim(variant.option1)
      when grp.attribute = 'Printing' then btrim(variant.option2)
      else btrim(variant.option3)
    end;
    if expected is distinct from entry.value #>> '{}' then
      return format('%s "%s" does not match the item chosen.', entry.key, left(entry.value #>> '{}', 40));
    end if;
  end loop;

  return null;
end
$$;

-- Search finds a product by the names of the designs it offers, not by every
-- design of the shop ("pumpkin" finds Halloween and Thanksgiving gifts, not a
-- cartoons shirt). As before (20250604000100_search.sql), reading `designs`.
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

select public.refresh_product_search(null);

revoke all on function public.option_group_key(text) from public, anon, authenticated;
revoke all on function public.product_option_groups(jsonb) from public, anon, authenticated;
revoke all on function public.order_line_options_problem(jsonb, text, text, jsonb, public.product_variants, public.designs)
  from public, anon, authenticated;
