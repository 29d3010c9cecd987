-- A group order's line the database refuses is said of its row (R-a, item 2).
--
-- "Order for a group" (mf-product/src/group) puts one line per person in the
-- cart, each with the group's name (order_items.group_name,
-- 20250609018000_order_item_groups.sql). A line without the text its design
-- needs was refused with the shopper's own words: "Line 3: Team Jersey needs
-- your name.", though the name is another person's (a roster row). It is now
-- said of the row, as the group order's own messages say "Row 3, Name: ...":
-- "Line 3: Row 3 of group "Riverside Tigers" needs a name." (and "... needs a
-- number." for a number the design needs). A line on its own is worded as
-- before.
--
-- - private.line_options_problem holds what public.order_line_options_problem
--   held (20250609008000_design_numbers.sql), with one more argument: the
--   line's row of its group ('Row 3 of group "Riverside Tigers"') or null;
--   only the two "needs" messages read it. It is in the private schema, out
--   of the API's reach.
-- - public.order_line_options_problem keeps its signature and grants (no API
--   caller: revoked from public, anon and authenticated) and is now the same
--   rule for a line on its own: the private one with no row. It runs as its
--   owner (security definer), since the private schema has no usage for its
--   other callers.
-- - public.order_lines_priced (20250609001000_sizes_and_volume_prices.sql)
--   numbers each group's lines (its rows, in the cart's order; the group by
--   the name order_group_name keeps) and passes the row. Same signature and
--   grants; otherwise as it was (groupRowWordsCases.ts diffs the bodies).
-- Rerunnable.

create schema if not exists private;

-- As public.order_line_options_problem in 20250609008000_design_numbers.sql, with the line's row of its group.
create or replace function private.line_options_problem(
  options jsonb,
  text_value text,
  product_name text,
  product_config jsonb,
  variant public.product_variants,
  design public.designs,
  group_row text
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
      return case when group_row is null then format('%s needs your %s.', design.design_name, lower(field_label))
        else format('%s needs a %s.', group_row, lower(field_label)) end;
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
        return format('%s needs a number.', coalesce(group_row, design.design_name));
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

revoke all on function private.line_options_problem(jsonb, text, text, jsonb, public.product_variants, public.designs, text)
  from public, anon, authenticated;

-- A line on its own: the rule above, with no row.
create or replace function public.order_line_options_problem(
  options jsonb,
  text_value text,
  product_name text,
  product_config jsonb,
  variant public.product_variants,
  design public.designs
)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select private.line_options_problem(options, text_value, product_name, product_config, variant, design, null)
$$;

revoke all on function public.order_line_options_problem(jsonb, text, text, jsonb, public.product_variants, public.designs)
  from public, anon, authenticated;

-- As in 20250609001000_sizes_and_volume_prices.sql, with each group line's row.
create or replace function public.order_lines_priced(items jsonb)
returns table (
  line_no integer,
  product_id bigint,
  product_name text,
  variant_sku text,
  variant_name text,
  design_code text,
  personalization_text text,
  options jsonb,
  quantity integer,
  unit_price numeric,
  problem text,
  size text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  max_lines integer := (public.shop_limits() ->> 'order_lines')::integer;
  memo_key text;
  priced jsonb;
begin
  if items is null or jsonb_typeof(items) <> 'array' or jsonb_array_length(items) = 0 then
    raise exception 'Your cart is empty.' using errcode = '22023';
  end if;
  if jsonb_array_length(items) > max_lines then
    raise exception 'An order can hold at most % lines.', max_lines using errcode = '22023';
  end if;

  -- The kept answer's key is the statement's start and the items, signed with the database's private secret
  -- (20250609002000_guest_checkout.sql), so a caller cannot plant an answer under a key the function would
  -- read: PGlite's clock counts milliseconds, so statement_timestamp() alone can repeat for a next statement.
  select encode(sha256(convert_to(s.secret || ':priced-lines:' || statement_timestamp()::text || ' ' || md5(items::text), 'UTF8')), 'hex')
    into memo_key
    from private.guest_link_secret s;
  if memo_key is not null and current_setting('shop.priced_lines_key', true) = memo_key then
    priced := current_setting('shop.priced_lines', true)::jsonb;
  else
    with item as (
      select e.ordinality::integer as line_no, e.value as item, jsonb_typeof(e.value) = 'object' as is_item
      from jsonb_array_elements(items) with ordinality e
    ),
    line as (
      select i.line_no, i.item, i.is_item,
        case when i.is_item then left(i.item ->> 'variant_sku', 100) end as variant_sku,
        case when i.is_item then nullif(left(i.item ->> 'design_code', 100), '') end as design_code,
        case when i.is_item then nullif(public.clean_text(left(i.item ->> 'personalization_text', 1000)), '') end
          as personalization_text,
        case when i.is_item and jsonb_typeof(i.item -> 'options') = 'object' then i.item -> 'options' else '{}'::jsonb end
          as options,
        case when i.is_item and jsonb_typeof(i.item -> 'size') = 'string' then nullif(btrim(left(i.item ->> 'size', 40)), '') end
          as size,
        case when i.is_item and i.item ->> 'quantity' ~ '^\d{1,3}$' then (i.item ->> 'quantity')::integer else 0 end
          as quantity,
        case when i.is_item and jsonb_typeof(i.item -> 'group_name') = 'string'
          then public.order_group_name(i.item ->> 'group_name') end as group_name
      from item i
    ),
    -- a line of a group order is one person's row of its roster: 'Row 3 of group "Riverside Tigers"'
    grouped as (
      select l.*, case when l.group_name is not null then format('Row %s of group "%s"',
          row_number() over (partition by l.group_name order by l.line_no), l.group_name) end as group_row
      from line l
    ),
    checked as (
      select l.line_no, l.variant_sku, l.design_code, l.personalization_text, l.options, l.quantity,
        p.id as product_id, p.name as product_name,
        case when p.id is not null then v.variant_name end as variant_name,
        case when p.id is not null then v.price + coalesce(s.upcharge, 0) end as unit_price,
        case when s.upcharge is not null then l.size end as size,
        case
          when not l.is_item then 'This line is not an item.'
          when p.id is null then 'This item is no longer sold.'
          when l.item ? 'product_sku' and l.item ->> 'product_sku' is not null and l.item ->> 'product_sku' <> p.sku
            then 'This option does not belong to this product.'
          when l.quantity not between 1 and 99 then 'Quantities are from 1 to 99.'
          when l.item ? 'size' and jsonb_typeof(l.item -> 'size') not in ('string', 'null') then 'The size must be text.'
          when v.size_run is not null and l.size is null then format('Choose a size for %s.', p.name)
          when v.size_run is not null and s.upcharge is null
            then format('%s is not a size of %s (%s).', left(l.size, 20), p.name, v.variant_name)
          when v.size_run is null and l.size is not null then format('%s (%s) comes in one size.', p.name, v.variant_name)
          when l.design_code is not null and d.design_code is null then 'This design is no longer available.'
          when l.design_code is null and l.personalization_text is not null then 'Choose a design for your personalization.'
          else private.line_options_problem(l.options, l.personalization_text, p.name, p.product_options_config, v, d,
            l.group_row)
        end as problem
      from grouped l
      left join public.product_variants v on l.is_item and v.variant_sku = l.item ->> 'variant_sku' and v.is_active
      left join public.products p on p.id = v.product_id and p.is_active
      left join public.designs d on l.design_code is not null and d.design_code = l.item ->> 'design_code' and d.is_active
      left join public.size_run_sizes s on s.run_code = v.size_run and s.size = l.size
    )
    select jsonb_agg(to_jsonb(c) order by c.line_no) into priced from checked c;
    if memo_key is not null then
      perform set_config('shop.priced_lines', priced::text, true), set_config('shop.priced_lines_key', memo_key, true);
    end if;
  end if;

  return query
    select r.line_no, r.product_id, r.product_name, r.variant_sku, r.variant_name, r.design_code,
      r.personalization_text, r.options, r.quantity, r.unit_price, r.problem, r.size
    from jsonb_to_recordset(priced) as r (
      line_no integer, product_id bigint, product_name text, variant_sku text, variant_name text, design_code text,
      personalization_text text, options jsonb, quantity integer, unit_price numeric, problem text, size text)
    order by r.line_no;
end
$$;

revoke all on function public.order_lines_priced(jsonb) from public, anon, authenticated;
grant execute on function public.order_lines_priced(jsonb) to service_role;
