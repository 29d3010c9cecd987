-- A design's number (issue 27, part 2: "a number, where the design has one").
--
-- A design's personalization may have a number field beside its text:
--   {"fields": [{"key":"name","label":"Name","maxLength":12,"required":true},
--               {"key":"number","label":"Number","type":"number","min":0,"max":99}], ...}
-- A line's number is stored with the line as its text's options are (the
-- options key "number", like "font" and "textColor"), so it is in the quote,
-- the proof, the order line, its page and e-mail. The server checks it:
-- digits only ("7", "07", "99"; not "7a", "-1", "100", "٧"), within the
-- design's range, and only on a design that has a number. No schema change:
-- designs.personalization_options is the design's own JSON.

-- Why a line's options or personalization cannot be ordered, naming the
-- field, or null when they are fine. As in 20250607000300_designs_that_fit.sql,
-- and: the text's rules are read from the text fields only (not the number
-- field), and the options key "number" is checked by the design's number field.
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
  personalization jsonb := case when jsonb_typeof(design.personalization_options -> 'fields') = 'array'
    and jsonb_array_length(design.personalization_options -> 'fields') > 0 then design.personalization_options end;
  field_label text;
  max_chars integer;
  required boolean;
  expected text;
  -- the product's option groups ([{key, kind, attribute}]), read once per line when an option needs them
  groups jsonb;
  chosen jsonb;
  -- the design's number field ({"key":"number","type":"number","min":0,"max":99}), when it has one
  number_field jsonb := (
    select f from jsonb_array_elements(
      case when jsonb_typeof(design.personalization_options -> 'fields') = 'array'
        then design.personalization_options -> 'fields' else '[]' end) f
    where f ->> 'type' = 'number' limit 1);
  number_min integer;
  number_max integer;
  number_value text;
  number_ok boolean;
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
      from jsonb_array_elements(personalization -> 'fields') f
      where coalesce(f ->> 'type', 'text') <> 'number';
    if required and coalesce(text_value, '') = '' then
      return format('%s needs your %s.', design.design_name, lower(field_label));
    end if;
    if char_length(coalesce(text_value, '')) > max_chars then
      return format('%s takes at most %s characters for %s.', design.design_name, max_chars, lower(field_label));
    end if;
  end if;

  -- a number is printed only by a design that has one: digits only, within the design's range
  if number_field is not null then
    number_min := case when (number_field ->> 'min') ~ '^[0-9]{1,4}$' then (number_field ->> 'min')::integer else 0 end;
    number_max := case when (number_field ->> 'max') ~ '^[0-9]{1,4}$' then (number_field ->> 'max')::integer else 99 end;
    if options ? 'number' and jsonb_typeof(options -> 'number') <> 'string' then
      return 'The number must be written in digits, as text.';
    end if;
    number_value := options ->> 'number';
    -- (plpgsql reads an IF's condition up to its first THEN: the digits are tested before the cast, in two steps)
    number_ok := number_value ~ '^[0-9]{1,4}$' and char_length(number_value) <= char_length(number_max::text);
    if number_ok then
      number_ok := number_value::integer between number_min and number_max;
    end if;
    if coalesce(number_value, '') = '' then
      if number_field ->> 'required' = 'true' then
        return format('%s needs a number.', design.design_name);
      end if;
    elsif not number_ok then
      return format('%s takes a number from %s to %s, in digits only: "%s" is not one.',
        design.design_name, number_min, number_max, left(number_value, 20));
    end if;
  elsif options ? 'number' then
    return format('%s has no number.', coalesce(design.design_name, product_name));
  end if;

  for entry in select e.key, e.value from jsonb_each(options) e loop
    if entry.key = 'number' then
      continue;
    end if;
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

    if groups is null then
      groups := coalesce((select jsonb_agg(jsonb_build_object('key', g.key, 'kind', g.kind, 'attribute', g.attribute))
        from public.product_option_groups(product_config) g), '[]'::jsonb);
    end if;
    -- the first group with this key (a plain expression, not a query per option: 200 lines stay cheap)
    chosen := jsonb_path_query_first(groups, '$[*] ? (@.key == $key)',
      jsonb_build_object('key', public.option_group_key(entry.key)));
    if chosen is null then
      return format('"%s" is not an option of %s.', left(entry.key, 40), product_name);
    end if;
    expected := case
      when chosen ->> 'kind' = 'design' then coalesce(nullif(design.design_name, ''), design.design_code)
      when chosen ->> 'attribute' = 'Style' then btrim(variant.option1)
      when chosen ->> 'attribute' = 'Printing' then btrim(variant.option2)
      else btrim(variant.option3)
    end;
    if expected is distinct from entry.value #>> '{}' then
      return format('%s "%s" does not match the item chosen.', entry.key, left(entry.value #>> '{}', 40));
    end if;
  end loop;

  return null;
end
$$;

revoke all on function public.order_line_options_problem(jsonb, text, text, jsonb, public.product_variants, public.designs)
  from public, anon, authenticated;
