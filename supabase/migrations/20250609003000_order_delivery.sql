-- Delivery dates, shipping methods, order statuses and order e-mails (issue 28, parts 2 and 4).
--
-- One home for every delivery rule: the database. A date is counted in
-- business days (Monday to Friday, not a day in shop_holidays) from the day
-- an order is placed (in the shop's time zone): first the product type's
-- production time, then the shipping method's days in transit. The product
-- page, the drawer, checkout, the order row, the e-mails and the holiday
-- categories' "order by" dates all come from delivery_window() below.
--
-- Statuses: placed → in_production → shipped (with a tracking number) →
-- delivered, or cancelled. The shopper may cancel until production starts
-- (shop_settings.production_starts_after after placing, one hour);
-- only the service role (`npm run orders`) moves an order on. Shipping writes
-- the shipping notice to the outbox in the same transaction, as placing
-- writes the confirmation (place_order, 20250609009000_order_core.sql).

-- ------------------------------------------------------------------ settings

alter table public.shop_settings
  add column production_starts_after interval not null default interval '1 hour'
    check (production_starts_after >= interval '0'),
  add column default_production_days integer not null default 3 check (default_production_days between 0 and 30),
  add column time_zone text not null default 'America/New_York';

-- Each product type (a category under "All Products", by its slug) takes
-- this many business days to make. A product takes the longest of its types;
-- a product of no listed type takes shop_settings.default_production_days.
create table public.product_types (
  category_slug text primary key check (category_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  production_days integer not null check (production_days between 0 and 30)
);

insert into public.product_types (category_slug, production_days) values
  ('mugs', 2), ('tumblers', 2), ('water-bottles', 2), ('wine-glasses', 3), ('beer-steins', 3),
  ('t-shirts', 3), ('hoodies', 3), ('sweatshirts', 3), ('baby-onesies', 3), ('caps', 3), ('socks', 3),
  ('aprons', 3), ('ornaments', 2), ('signs', 4), ('doormats', 4), ('blankets', 5), ('pillows', 4),
  ('canvas-prints', 4), ('photo-frames', 3), ('candles', 3), ('garden-flags', 3), ('christmas-stockings', 3),
  ('festive-decor', 4), ('cutting-boards', 4), ('puzzles', 4), ('tote-bags', 3), ('keychains', 2),
  ('jewelry', 5), ('phone-cases', 2), ('notebooks', 3);

-- How an order travels. price null: the shop's flat rate
-- (shop_settings.flat_shipping_rate); free_over_threshold: free once the
-- subtotal reaches shop_settings.free_shipping_threshold.
create table public.shipping_methods (
  code text primary key check (code ~ '^[a-z][a-z_]{1,30}$'),
  name text not null check (char_length(name) between 1 and 60),
  min_days integer not null check (min_days between 1 and 30),
  max_days integer not null check (max_days between 1 and 30),
  price numeric(10, 2) check (price >= 0),
  free_over_threshold boolean not null default false,
  position integer not null default 0,
  check (min_days <= max_days)
);

insert into public.shipping_methods (code, name, min_days, max_days, price, free_over_threshold, position) values
  ('standard', 'Standard', 5, 7, null, true, 0),
  ('express', 'Express', 2, 3, 14.95, false, 1);

-- Days nobody makes or carries parcels: US federal holidays as carriers observe them.
create table public.shop_holidays (
  day date primary key,
  name text not null check (char_length(name) between 1 and 60)
);

insert into public.shop_holidays (day, name) values
  ('2025-01-01', 'New Year''s Day'), ('2025-01-20', 'Martin Luther King Jr. Day'), ('2025-02-17', 'Presidents'' Day'),
  ('2025-05-26', 'Memorial Day'), ('2025-06-19', 'Juneteenth'), ('2025-07-04', 'Independence Day'),
  ('2025-09-01', 'Labor Day'), ('2025-10-13', 'Columbus Day'), ('2025-11-11', 'Veterans Day'),
  ('2025-11-27', 'Thanksgiving'), ('2025-12-25', 'Christmas Day'),
  ('2026-01-01', 'New Year''s Day'), ('2026-01-19', 'Martin Luther King Jr. Day'), ('2026-02-16', 'Presidents'' Day'),
  ('2026-05-25', 'Memorial Day'), ('2026-06-19', 'Juneteenth'), ('2026-07-03', 'Independence Day (observed)'),
  ('2026-09-07', 'Labor Day'), ('2026-10-12', 'Columbus Day'), ('2026-11-11', 'Veterans Day'),
  ('2026-11-26', 'Thanksgiving'), ('2026-12-25', 'Christmas Day'),
  ('2027-01-01', 'New Year''s Day'), ('2027-01-18', 'Martin Luther King Jr. Day'), ('2027-02-15', 'Presidents'' Day'),
  ('2027-05-31', 'Memorial Day'), ('2027-06-18', 'Juneteenth (observed)'), ('2027-07-05', 'Independence Day (observed)'),
  ('2027-09-06', 'Labor Day'), ('2027-10-11', 'Columbus Day'), ('2027-11-11', 'Veterans Day'),
  ('2027-11-25', 'Thanksgiving'), ('2027-12-24', 'Christmas Day (observed)'),
  ('2027-12-31', 'New Year''s Day (observed)');

-- The days a holiday category's gifts are for (its slug): "Order by Dec 16 for Christmas".
create table public.occasions (
  category_slug text not null check (category_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text not null check (char_length(name) between 1 and 60),
  day date not null,
  primary key (category_slug, day)
);

insert into public.occasions (category_slug, name, day) values
  ('christmas', 'Christmas', '2025-12-25'), ('christmas', 'Christmas', '2026-12-25'),
  ('christmas', 'Christmas', '2027-12-25'),
  ('hanukkah', 'Hanukkah', '2025-12-14'), ('hanukkah', 'Hanukkah', '2026-12-04'), ('hanukkah', 'Hanukkah', '2027-12-24'),
  ('new-year', 'New Year', '2026-01-01'), ('new-year', 'New Year', '2027-01-01'), ('new-year', 'New Year', '2028-01-01'),
  ('valentines-day', 'Valentine''s Day', '2026-02-14'), ('valentines-day', 'Valentine''s Day', '2027-02-14'),
  ('valentines-day', 'Valentine''s Day', '2028-02-14'),
  ('easter', 'Easter', '2026-04-05'), ('easter', 'Easter', '2027-03-28'),
  ('mothers-day', 'Mother''s Day', '2026-05-10'), ('mothers-day', 'Mother''s Day', '2027-05-09'),
  ('fathers-day', 'Father''s Day', '2026-06-21'), ('fathers-day', 'Father''s Day', '2027-06-20'),
  ('halloween', 'Halloween', '2025-10-31'), ('halloween', 'Halloween', '2026-10-31'),
  ('halloween', 'Halloween', '2027-10-31'),
  ('thanksgiving', 'Thanksgiving', '2025-11-27'), ('thanksgiving', 'Thanksgiving', '2026-11-26'),
  ('thanksgiving', 'Thanksgiving', '2027-11-25');

alter table public.product_types enable row level security;
alter table public.shipping_methods enable row level security;
alter table public.shop_holidays enable row level security;
alter table public.occasions enable row level security;
revoke all on public.product_types, public.shipping_methods, public.shop_holidays, public.occasions
  from anon, authenticated;
grant select on public.product_types, public.shipping_methods, public.shop_holidays, public.occasions
  to anon, authenticated;
grant all on public.product_types, public.shipping_methods, public.shop_holidays, public.occasions to service_role;
create policy "product types are public" on public.product_types for select to anon, authenticated using (true);
create policy "shipping methods are public" on public.shipping_methods for select to anon, authenticated using (true);
create policy "shop holidays are public" on public.shop_holidays for select to anon, authenticated using (true);
create policy "occasions are public" on public.occasions for select to anon, authenticated using (true);

-- ------------------------------------------------------------------ the order row

update public.orders set status = 'in_production' where status = 'processing';
alter table public.orders drop constraint orders_status_check;
alter table public.orders
  add constraint orders_status_check
    check (status in ('placed', 'in_production', 'shipped', 'delivered', 'cancelled')),
  add column shipping_method text not null default 'standard',
  add column arrives_earliest date,
  add column arrives_latest date,
  -- until when the shopper may cancel (placing + production_starts_after)
  add column cancellable_until timestamptz,
  add column tracking_number text check (tracking_number ~ '^[A-Z0-9][A-Z0-9-]{5,38}[A-Z0-9]$'),
  add column shipped_at timestamptz,
  add column delivered_at timestamptz,
  add column cancelled_at timestamptz;

-- ------------------------------------------------------------------ date rules

-- The `days`-th business day after `start_day` (start_day itself when days <= 0).
create function public.add_business_days(start_day date, days integer)
returns date
language sql
stable
set search_path = ''
as $$
  select case when coalesce(days, 0) <= 0 then start_day else (
    select start_day + i
    from generate_series(1, days * 2 + 60) i
    where extract(isodow from start_day + i) < 6
      and not exists (select 1 from public.shop_holidays h where h.day = start_day + i)
    order by i
    offset days - 1
    limit 1
  ) end
$$;

-- The shipping method `details` names (key shipping_method; standard when
-- absent). Anything else is refused, naming the choices.
create function public.chosen_shipping_method(details jsonb)
returns public.shipping_methods
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  chosen public.shipping_methods;
  wanted jsonb := coalesce(details, '{}'::jsonb) -> 'shipping_method';
begin
  if wanted is null or wanted = 'null'::jsonb then
    wanted := '"standard"'::jsonb;
  end if;
  if jsonb_typeof(wanted) = 'string' then
    select * into chosen from public.shipping_methods m where m.code = wanted #>> '{}';
  end if;
  if chosen.code is null then
    raise exception 'Choose a shipping method: %.',
      (select string_agg(lower(m.name), ' or ' order by m.position) from public.shipping_methods m)
      using errcode = '22023';
  end if;
  return chosen;
end
$$;

-- What the method costs for this subtotal (an empty cart ships free).
create function public.shipping_price(method public.shipping_methods, subtotal numeric)
returns numeric
language sql
stable
security definer
set search_path = ''
as $$
  select (case
    when subtotal = 0 then 0
    when method.free_over_threshold and subtotal >= s.free_shipping_threshold then 0
    else coalesce(method.price, s.flat_shipping_rate)
  end)::numeric(10, 2)
  from public.shop_settings s
$$;

-- Business days to make a product: the longest of its types, or the shop's default.
create function public.production_days(product_id bigint)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select max(t.production_days) from public.product_categories pc
       join public.categories c on c.id = pc.category_id
       join public.product_types t on t.category_slug = c.slug
      where pc.product_id = production_days.product_id),
    (select s.default_production_days from public.shop_settings s))
$$;

-- When an order placed at `placed_at` arrives: made in `making_days`
-- business days from the day it is placed (shop time), then in transit for
-- the method's min..max business days.
create function public.delivery_window(making_days integer, method_code text, placed_at timestamptz default now())
returns table (arrives_earliest date, arrives_latest date)
language sql
stable
security definer
set search_path = ''
as $$
  with start as (
    select public.add_business_days((placed_at at time zone s.time_zone)::date, making_days) as shipped
    from public.shop_settings s
  )
  select public.add_business_days(start.shipped, m.min_days), public.add_business_days(start.shipped, m.max_days)
  from start, public.shipping_methods m
  where m.code = method_code
$$;

-- Business days to make a cart's lines: its slowest product (the shop's default for none).
-- Each product is asked once (a team's 200 lines are one product).
create function public.cart_production_days(items jsonb)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(max(public.production_days(l.product_id)),
    (select s.default_production_days from public.shop_settings s))
  from (select distinct o.product_id from public.order_lines_priced(items) o where o.problem is null) l
$$;

-- The method `details` chooses and when these lines would arrive by it if
-- placed now: {shipping_method, arrives_earliest, arrives_latest} (the order row's).
create function public.order_delivery(items jsonb, details jsonb default '{}'::jsonb)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  method public.shipping_methods := public.chosen_shipping_method(details);
  answer jsonb;
begin
  select jsonb_build_object('shipping_method', method.code,
    'arrives_earliest', w.arrives_earliest, 'arrives_latest', w.arrives_latest)
    into answer
    from public.delivery_window(public.cart_production_days(items), method.code) w;
  return answer;
end
$$;

-- Each shipping method for these cart lines: its price (price_cart's, so
-- what place_order charges) and when the order would arrive if placed now.
-- What checkout's chooser shows. (plpgsql: price_cart is defined later, in
-- 20250609009000_order_core.sql.)
create function public.shipping_options(items jsonb, details jsonb default '{}'::jsonb)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  making integer := public.cart_production_days(items);
  answer jsonb;
begin
  select coalesce(jsonb_agg(jsonb_build_object(
    'code', m.code, 'name', m.name, 'min_days', m.min_days, 'max_days', m.max_days,
    'price', (public.price_cart(items, coalesce(details, '{}'::jsonb) || jsonb_build_object('shipping_method', m.code))
      ->> 'shipping')::numeric,
    'arrives_earliest', w.arrives_earliest, 'arrives_latest', w.arrives_latest
  ) order by m.position), '[]'::jsonb)
  into answer
  from public.shipping_methods m, lateral public.delivery_window(making, m.code) w;
  return answer;
end
$$;

-- When one product would arrive if ordered now, by each method (the product page's "Arrives by").
create function public.product_delivery(product_id bigint)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
    'code', m.code, 'name', m.name, 'arrives_earliest', w.arrives_earliest, 'arrives_latest', w.arrives_latest
  ) order by m.position), '[]'::jsonb)
  from public.shipping_methods m,
    lateral public.delivery_window(public.production_days(product_delivery.product_id), m.code) w
  where exists (select 1 from public.products p where p.id = product_delivery.product_id and p.is_active)
$$;

-- The `days`-th business day before `end_day` (end_day itself when days <= 0).
create function public.subtract_business_days(end_day date, days integer)
returns date
language sql
stable
set search_path = ''
as $$
  select case when coalesce(days, 0) <= 0 then end_day else (
    select end_day - i
    from generate_series(1, days * 2 + 60) i
    where extract(isodow from end_day - i) < 6
      and not exists (select 1 from public.shop_holidays h where h.day = end_day - i)
    order by i
    offset days - 1
    limit 1
  ) end
$$;

-- A holiday category's next occasion and the last day to order for it by
-- standard shipping (its slowest active product to make): counted back from
-- the last business day before the occasion, so an order placed that day
-- arrives by then (delivery_window counts forward the same days). Null when
-- the category has no occasion ahead whose order-by day is still to come.
create function public.occasion_order_by(category_slug text, from_time timestamptz default now())
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with today as (
    select (from_time at time zone s.time_zone)::date as day from public.shop_settings s
  ),
  making as (
    select coalesce(max(public.production_days(pc.product_id)),
      (select s.default_production_days from public.shop_settings s)) as days
    from public.categories c
    join public.product_categories pc on pc.category_id = c.id
    join public.products p on p.id = pc.product_id and p.is_active
    where c.slug = occasion_order_by.category_slug
  ),
  candidates as (
    select o.name, o.day as occasion_day,
      public.subtract_business_days(public.subtract_business_days(o.day, 1), making.days + m.max_days) as order_by
    from public.occasions o, today, making, public.shipping_methods m
    where o.category_slug = occasion_order_by.category_slug and o.day > today.day and m.code = 'standard'
  )
  select jsonb_build_object('name', c.name, 'occasion_day', c.occasion_day, 'order_by', c.order_by)
  from candidates c, today
  where c.order_by >= today.day
  order by c.occasion_day
  limit 1
$$;

-- ------------------------------------------------------------------ order e-mails

-- Where the buyer reads an order (the e-mails' link): a path on the shop.
-- A guest order's page is opened by its private token, in the fragment
-- (never sent to a server; 20250609002000_guest_checkout.sql): place_order's
-- row carries it, and later e-mails derive it again (service role only).
-- plpgsql, so this file stands without that migration.
create function public.order_path(placed public.orders)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  guest jsonb := to_jsonb(placed);
begin
  if placed.user_id is not null then
    return '/orders/' || placed.order_number;
  end if;
  return '/orders/guest#' || coalesce(guest ->> 'guest_token', public.guest_order_token(placed.idempotency_key));
end
$$;

-- Who gets an order's e-mails: the buyer (the guest's e-mail, or the shopper's account address).
create function public.order_email_recipient(placed public.orders)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return coalesce(to_jsonb(placed) ->> 'contact_email',
    (select u.email::text from auth.users u where u.id = placed.user_id));
end
$$;

-- What an order's e-mails say, as it was placed: every line exactly as it
-- will be printed (design, size, personalization), the totals, the address,
-- the shipping method and delivery estimate, the link to the order.
create function public.order_email_payload(placed public.orders)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'order_number', placed.order_number,
    'placed_at', placed.created_at,
    'status', placed.status,
    'order_path', public.order_path(placed),
    'lines', coalesce((
      select jsonb_agg(jsonb_build_object(
        'product_name', i.product_name, 'variant_name', i.variant_name, 'variant_sku', i.variant_sku,
        'size', coalesce(to_jsonb(i) ->> 'size', v.size), 'design_code', i.design_code, 'design_name', d.design_name,
        'personalization_text', i.personalization_text, 'options', i.options,
        'quantity', i.quantity, 'unit_price', i.unit_price, 'line_total', i.line_total
      ) order by i.id)
      from public.order_items i
      left join public.product_variants v on v.variant_sku = i.variant_sku
      left join public.designs d on d.design_code = i.design_code
      where i.order_id = placed.id), '[]'::jsonb),
    'subtotal', placed.subtotal,
    'shipping', placed.shipping,
    'discount', coalesce((to_jsonb(placed) ->> 'discount')::numeric, 0),
    'total', placed.total,
    'payment_method', placed.payment_method,
    'shipping_method', (select m.name from public.shipping_methods m where m.code = placed.shipping_method),
    'arrives_earliest', placed.arrives_earliest,
    'arrives_latest', placed.arrives_latest,
    'tracking_number', placed.tracking_number,
    'address', jsonb_strip_nulls(jsonb_build_object(
      'full_name', placed.shipping_name, 'organisation', placed.organisation, 'line1', placed.shipping_line1,
      'line2', placed.shipping_line2, 'city', placed.shipping_city, 'region', placed.shipping_region,
      'postal_code', placed.shipping_postal_code, 'country', placed.shipping_country))
  )
$$;

-- Writes one of an order's e-mails to the outbox (in the caller's transaction).
create function public.queue_order_email(placed public.orders, kind text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  recipient text := public.order_email_recipient(placed);
begin
  if recipient is not null then
    insert into public.email_outbox (kind, recipient, payload)
    values (queue_order_email.kind, recipient, public.order_email_payload(placed));
  end if;
end
$$;

-- ------------------------------------------------------------------ status changes

-- The shopper cancels their own order, until production starts. Answers
-- the cancelled order; "Order not found" for anyone else's.
create function public.cancel_order(order_number text)
returns public.orders
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  placed public.orders;
begin
  if auth.uid() is null then
    raise exception 'Please sign in to cancel an order.' using errcode = '42501';
  end if;
  select * into placed from public.orders o
   where o.order_number = cancel_order.order_number and o.user_id = auth.uid()
   for update;
  if not found then
    raise exception 'Order not found.' using errcode = 'P0002';
  end if;
  if placed.status = 'cancelled' then
    return placed;
  end if;
  if placed.status <> 'placed' or now() >= placed.cancellable_until then
    raise exception 'Order % is already being made, so it can no longer be cancelled.', placed.order_number
      using errcode = '22023';
  end if;
  update public.orders o set status = 'cancelled', cancelled_at = now()
   where o.id = placed.id returning * into placed;
  perform public.queue_order_email(placed, 'order_cancelled');
  return placed;
end
$$;

-- The shop moves an order on (service role only: `npm run orders`):
-- placed → in_production → shipped (a tracking number) → delivered, or
-- cancelled before it ships. Moving to the status it already has changes
-- nothing (no second e-mail). Shipping writes the shipping notice.
create function public.set_order_status(order_number text, status text, tracking_number text default null)
returns public.orders
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  placed public.orders;
  steps text[] := array['placed', 'in_production', 'shipped', 'delivered'];
  tracking text := upper(regexp_replace(coalesce(set_order_status.tracking_number, ''), '\s', '', 'g'));
begin
  if set_order_status.status is null or not (set_order_status.status = any (steps || 'cancelled'::text)) then
    raise exception 'The status must be one of: placed, in_production, shipped, delivered, cancelled.'
      using errcode = '22023';
  end if;
  select * into placed from public.orders o where o.order_number = upper(btrim(set_order_status.order_number))
   for update;
  if not found then
    raise exception 'Order % not found.', set_order_status.order_number using errcode = 'P0002';
  end if;
  if placed.status = set_order_status.status
     and (set_order_status.status <> 'shipped' or tracking = '' or tracking = placed.tracking_number) then
    return placed;
  end if;
  if placed.status = 'cancelled' then
    raise exception 'Order % was cancelled.', placed.order_number using errcode = '22023';
  end if;
  if set_order_status.status = 'cancelled' then
    if placed.status not in ('placed', 'in_production') then
      raise exception 'Order % has shipped, so it can no longer be cancelled.', placed.order_number
        using errcode = '22023';
    end if;
  elsif array_position(steps, set_order_status.status) < array_position(steps, placed.status) then
    raise exception 'Order % is %, it cannot go back to %.', placed.order_number,
      replace(placed.status, '_', ' '), replace(set_order_status.status, '_', ' ') using errcode = '22023';
  end if;
  if set_order_status.status = 'shipped' and tracking !~ '^[A-Z0-9][A-Z0-9-]{5,38}[A-Z0-9]$' then
    raise exception 'Shipping needs a tracking number: 7 to 40 letters, digits or dashes.' using errcode = '22023';
  end if;
  if set_order_status.status = 'delivered' and placed.tracking_number is null and tracking = '' then
    raise exception 'Order % has not shipped: ship it with a tracking number first.', placed.order_number
      using errcode = '22023';
  end if;
  update public.orders o set
    status = set_order_status.status,
    tracking_number = case when tracking <> '' then tracking else o.tracking_number end,
    shipped_at = case when set_order_status.status in ('shipped', 'delivered') then coalesce(o.shipped_at, now()) end,
    delivered_at = case when set_order_status.status = 'delivered' then now() end,
    cancelled_at = case when set_order_status.status = 'cancelled' then now() end
   where o.id = placed.id returning * into placed;
  if placed.status = 'shipped' then
    perform public.queue_order_email(placed, 'order_shipped');
  elsif placed.status = 'cancelled' then
    perform public.queue_order_email(placed, 'order_cancelled');
  end if;
  return placed;
end
$$;

revoke all on function public.add_business_days(date, integer) from public;
revoke all on function public.chosen_shipping_method(jsonb) from public;
revoke all on function public.shipping_price(public.shipping_methods, numeric) from public;
revoke all on function public.production_days(bigint) from public;
revoke all on function public.delivery_window(integer, text, timestamptz) from public;
revoke all on function public.shipping_options(jsonb, jsonb) from public;
revoke all on function public.cart_production_days(jsonb) from public;
revoke all on function public.order_delivery(jsonb, jsonb) from public;
revoke all on function public.product_delivery(bigint) from public;
revoke all on function public.occasion_order_by(text, timestamptz) from public;
revoke all on function public.subtract_business_days(date, integer) from public;
revoke all on function public.order_path(public.orders) from public, anon, authenticated;
revoke all on function public.order_email_recipient(public.orders) from public, anon, authenticated;
revoke all on function public.order_email_payload(public.orders) from public, anon, authenticated;
revoke all on function public.queue_order_email(public.orders, text) from public, anon, authenticated;
revoke all on function public.cancel_order(text) from public, anon;
revoke all on function public.set_order_status(text, text, text) from public, anon, authenticated;
grant execute on function public.add_business_days(date, integer) to anon, authenticated, service_role;
grant execute on function public.chosen_shipping_method(jsonb) to anon, authenticated, service_role;
grant execute on function public.shipping_price(public.shipping_methods, numeric) to anon, authenticated, service_role;
grant execute on function public.production_days(bigint) to anon, authenticated, service_role;
grant execute on function public.delivery_window(integer, text, timestamptz) to anon, authenticated, service_role;
grant execute on function public.shipping_options(jsonb, jsonb) to anon, authenticated, service_role;
grant execute on function public.cart_production_days(jsonb) to anon, authenticated, service_role;
grant execute on function public.order_delivery(jsonb, jsonb) to anon, authenticated, service_role;
grant execute on function public.product_delivery(bigint) to anon, authenticated, service_role;
grant execute on function public.occasion_order_by(text, timestamptz) to anon, authenticated, service_role;
grant execute on function public.subtract_business_days(date, integer) to anon, authenticated, service_role;
grant execute on function public.order_path(public.orders) to service_role;
grant execute on function public.order_email_recipient(public.orders) to service_role;
grant execute on function public.order_email_payload(public.orders) to service_role;
grant execute on function public.queue_order_email(public.orders, text) to service_role;
grant execute on function public.cancel_order(text) to authenticated, service_role;
grant execute on function public.set_order_status(text, text, text) to service_role;
