-- Order safety (issue 14): idempotent orders, lines checked against the
-- product's real options and the design's own personalization rules, text
-- cleaned of invisible characters, hidden products kept hidden by
-- price_cart, and a newsletter sign-up that reveals nothing.

-- Text as a person sees it: invisible characters (zero-width, direction
-- marks, soft hyphens, controls) removed, every kind of space made one
-- plain space, trimmed. Names, addresses and personalization pass through it
-- before they are checked or stored.
create function public.clean_text(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select btrim(regexp_replace(
    regexp_replace(value, '[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]', '', 'g'),
    '[\s\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]+', ' ', 'g'))
$$;

-- The key a cart line's options use for an option group: its title without
-- a trailing "Options" ("Color Options" -> "Color"), as the product page writes it.
create function public.option_group_key(title text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(nullif(btrim(regexp_replace(btrim(title), '\s+options?$', '', 'i')), ''), btrim(title))
$$;

-- The option groups a product offers: its configured groups, or the default
-- ones (Style, Printing, Color, Design) when none are configured.
create function public.product_option_groups(config jsonb)
returns table (key text, kind text, attribute text)
language sql
immutable
parallel safe
set search_path = ''
as $$
  select public.option_group_key(g ->> 'title'), g ->> 'type', g ->> 'attribute'
  from jsonb_array_elements(
    case
      when jsonb_typeof(config -> 'optionGroups') = 'array' and jsonb_array_length(config -> 'optionGroups') > 0
        then config -> 'optionGroups'
      else '[{"title":"Style Options","type":"variant","attribute":"Style"},
             {"title":"Printing Options","type":"variant","attribute":"Printing"},
             {"title":"Color Options","type":"variant","attribute":"Material"},
             {"title":"Design Options","type":"design"}]'::jsonb
    end) g
  where jsonb_typeof(g -> 'title') = 'string' and btrim(g ->> 'title') <> ''
    and (g ->> 'type' = 'design' or (g ->> 'type' = 'variant' and g ->> 'attribute' in ('Style', 'Printing', 'Material')))
$$;

-- Why a line's options or personalization cannot be ordered, naming the
-- field, or null when they are fine. `text` is the cleaned personalization.
create function public.order_line_options_problem(
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

    select * into grp from public.product_option_groups(product_config) g where g.key = entry.key limit 1;
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

-- Prices and checks a cart: one row per line, with the server's unit price,
-- or a reason the line cannot be ordered. Inactive products, variants and
-- designs read as "no longer sold", with no name or price (reads hide them).
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
  problem text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  item jsonb;
  n integer := 0;
  v public.product_variants;
  p public.products;
  d public.designs;
  qty_text text;
begin
  if items is null or jsonb_typeof(items) <> 'array' or jsonb_array_length(items) = 0 then
    raise exception 'Your cart is empty.' using errcode = '22023';
  end if;
  if jsonb_array_length(items) > 50 then
    raise exception 'An order can hold at most 50 lines.' using errcode = '22023';
  end if;
  for item in select * from jsonb_array_elements(items) loop
    n := n + 1;
    line_no := n;
    product_id := null; product_name := null; variant_name := null; unit_price := null; problem := null;
    if jsonb_typeof(item) <> 'object' then
      variant_sku := null; design_code := null; personalization_text := null; options := '{}'; quantity := 0;
      problem := 'This line is not an item.';
      return next;
      continue;
    end if;
    variant_sku := left(item ->> 'variant_sku', 100);
    design_code := nullif(left(item ->> 'design_code', 100), '');
    personalization_text := nullif(public.clean_text(left(item ->> 'personalization_text', 1000)), '');
    options := case when jsonb_typeof(item -> 'options') = 'object' then item -> 'options' else '{}'::jsonb end;
    qty_text := item ->> 'quantity';
    quantity := case when qty_text ~ '^\d{1,3}$' then qty_text::integer else 0 end;

    v := null; p := null; d := null;
    select * into v from public.product_variants pv where pv.variant_sku = item ->> 'variant_sku' and pv.is_active;
    if found then
      select * into p from public.products pr where pr.id = v.product_id and pr.is_active;
    end if;
    if design_code is not null then
      select * into d from public.designs ds where ds.design_code = item ->> 'design_code' and ds.is_active;
    end if;

    if p.id is null then
      problem := 'This item is no longer sold.';
    elsif item ? 'product_sku' and item ->> 'product_sku' is not null and item ->> 'product_sku' <> p.sku then
      problem := 'This option does not belong to this product.';
    elsif quantity not between 1 and 99 then
      problem := 'Quantities are from 1 to 99.';
    elsif design_code is not null and d.design_code is null then
      problem := 'This design is no longer available.';
    elsif design_code is null and personalization_text is not null then
      problem := 'Choose a design for your personalization.';
    else
      problem := public.order_line_options_problem(options, personalization_text, p.name, p.product_options_config, v, d);
    end if;

    if p.id is not null then
      product_id := p.id;
      product_name := p.name;
      variant_name := v.variant_name;
      unit_price := v.price;
    end if;
    return next;
  end loop;
end
$$;

-- Orders are idempotent: the checkout sends one key per attempt to order a
-- cart, and the same key always answers with the same order.
alter table public.orders add column idempotency_key uuid;
create unique index orders_user_idempotency_key on public.orders (user_id, idempotency_key);
-- Options are bounded (new rows; rows stored before this stay readable).
alter table public.order_items
  add constraint order_items_options_size check (octet_length(options::text) <= 2000) not valid;

drop function public.place_order(jsonb, jsonb, text);

-- Places an order for the signed-in shopper, atomically: every line priced
-- from product_variants and checked, the address cleaned and checked, and
-- everything written, or nothing is. The same idempotency key returns the
-- order it first made (a double click, a retry, or 20 concurrent copies).
create function public.place_order(items jsonb, shipping jsonb, payment_method text, idempotency_key uuid default null)
returns public.orders
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  bad record;
  order_subtotal numeric(10, 2);
  settings record;
  placed public.orders;
  field text;
  max_chars integer;
  address jsonb := '{}'::jsonb;
begin
  if uid is null then
    raise exception 'Please sign in to place an order.' using errcode = '42501';
  end if;
  if idempotency_key is not null then
    select * into placed from public.orders o where o.user_id = uid and o.idempotency_key = place_order.idempotency_key;
    if found then
      return placed;
    end if;
  end if;
  if payment_method is null or payment_method not in ('pay_on_delivery', 'invoice') then
    raise exception 'Choose a payment method: pay on delivery or invoice.' using errcode = '22023';
  end if;
  if shipping is null or jsonb_typeof(shipping) <> 'object' then
    raise exception 'A shipping address is required.' using errcode = '22023';
  end if;
  foreach field in array array['full_name', 'line1', 'line2', 'city', 'region', 'postal_code', 'country', 'phone', 'organisation'] loop
    if shipping ? field and jsonb_typeof(shipping -> field) not in ('string', 'null') then
      raise exception 'The shipping address''s % must be text.', replace(field, '_', ' ') using errcode = '22023';
    end if;
    address := address || jsonb_build_object(field, nullif(public.clean_text(left(shipping ->> field, 1000)), ''));
  end loop;
  foreach field in array array['full_name', 'line1', 'city', 'postal_code', 'country'] loop
    if address ->> field is null then
      raise exception 'The shipping address needs %.', replace(field, '_', ' ') using errcode = '22023';
    end if;
  end loop;
  for field, max_chars in select * from (values ('full_name', 120), ('line1', 200), ('line2', 200), ('city', 100),
      ('region', 100), ('postal_code', 20), ('country', 100), ('phone', 40), ('organisation', 200)) limits(f, m) loop
    if char_length(address ->> field) > max_chars then
      raise exception 'The shipping address''s % is at most % characters.', replace(field, '_', ' '), max_chars
        using errcode = '22023';
    end if;
  end loop;
  if payment_method = 'invoice' and address ->> 'organisation' is null then
    raise exception 'Invoices are for schools, teams and organisations: please name yours.' using errcode = '22023';
  end if;

  select * into bad from public.order_lines_priced(items) l where l.problem is not null order by l.line_no limit 1;
  if found then
    raise exception 'Line %: %', bad.line_no, bad.problem using errcode = '22023';
  end if;

  select sum(l.unit_price * l.quantity) into order_subtotal from public.order_lines_priced(items) l;
  select * into settings from public.shop_settings limit 1;

  begin
    insert into public.orders (
      user_id, idempotency_key, shipping_name, shipping_line1, shipping_line2, shipping_city, shipping_region,
      shipping_postal_code, shipping_country, shipping_phone, organisation, payment_method,
      subtotal, shipping, total
    ) values (
      uid, place_order.idempotency_key, address ->> 'full_name', address ->> 'line1', address ->> 'line2',
      address ->> 'city', address ->> 'region', address ->> 'postal_code',
      address ->> 'country', address ->> 'phone', address ->> 'organisation',
      payment_method, order_subtotal,
      case when order_subtotal >= settings.free_shipping_threshold then 0 else settings.flat_shipping_rate end,
      order_subtotal + case when order_subtotal >= settings.free_shipping_threshold then 0 else settings.flat_shipping_rate end
    ) returning * into placed;
  exception when unique_violation then
    -- a concurrent copy with the same key committed first: answer with its order
    select * into placed from public.orders o where o.user_id = uid and o.idempotency_key = place_order.idempotency_key;
    if found then
      return placed;
    end if;
    raise;
  end;

  insert into public.order_items (
    order_id, product_id, product_name, variant_sku, variant_name, design_code,
    personalization_text, options, quantity, unit_price, line_total
  )
  select placed.id, l.product_id, l.product_name, l.variant_sku, l.variant_name, l.design_code,
    l.personalization_text, l.options, l.quantity, l.unit_price, l.unit_price * l.quantity
  from public.order_lines_priced(items) l order by l.line_no;

  return placed;
end
$$;

-- Newsletter: a shopper adds one address per request, and the answer is
-- the same whether or not it was already on the list (a duplicate is
-- skipped, not refused with 409). The address is stored cleaned and in
-- lower case. Definer, to look for the address that callers cannot read.
create function public.newsletter_subscribe_once()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  seen integer;
begin
  new.email := lower(public.clean_text(new.email));
  if (select auth.role()) in ('anon', 'authenticated') then
    seen := coalesce(nullif(current_setting('newsletter.rows_this_request', true), ''), '0')::integer + 1;
    perform set_config('newsletter.rows_this_request', seen::text, true);
    if seen > 1 then
      raise exception 'Subscribe one address at a time.' using errcode = '22023';
    end if;
  end if;
  if exists (select 1 from public.newsletter_subscribers s where lower(s.email) = new.email) then
    return null;
  end if;
  return new;
end
$$;

create trigger newsletter_subscribe_once
  before insert on public.newsletter_subscribers
  for each row execute function public.newsletter_subscribe_once();

revoke all on function public.clean_text(text) from public, anon, authenticated;
revoke all on function public.option_group_key(text) from public, anon, authenticated;
revoke all on function public.product_option_groups(jsonb) from public, anon, authenticated;
revoke all on function public.order_line_options_problem(jsonb, text, text, jsonb, public.product_variants, public.designs)
  from public, anon, authenticated;
revoke all on function public.place_order(jsonb, jsonb, text, uuid) from public, anon, authenticated;
revoke all on function public.newsletter_subscribe_once() from public, anon, authenticated;
grant execute on function public.place_order(jsonb, jsonb, text, uuid) to authenticated, service_role;
grant execute on function public.clean_text(text) to service_role;
