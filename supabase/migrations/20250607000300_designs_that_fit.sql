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

revoke all on function public.option_group_key(text) from public, anon, authenticated;
revoke all on function public.product_option_groups(jsonb) from public, anon, authenticated;
revoke all on function public.order_line_options_problem(jsonb, text, text, jsonb, public.product_variants, public.designs)
  from public, anon, authenticated;
