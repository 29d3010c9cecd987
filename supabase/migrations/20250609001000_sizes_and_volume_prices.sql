-- Sizes and volume prices (issue 27, parts 1 and 4).
--
-- Sizes: each apparel variant names its size run (adult XS–3XL, youth S–XL,
-- baby 0–3 m to 18–24 m, socks S/M/L); a run lists its sizes in order, the
-- upcharge the trade charges for some (2XL +$2, 3XL +$3) and the size
-- guide's measurements. A cart line names its size (`size`); the server
-- prices it (variant price + upcharge) and refuses a missing size or one
-- the variant does not come in. Variants without a run are unchanged.
--
-- Volume prices: shop-wide tiers (12+ items 10 % off, 24+ 15 %, 48+ 20 %)
-- for the products that take them (`products.volume_pricing`), applied to
-- the total quantity of one product across all its lines, never per line.
-- volume_tiers_reached() is the one rule; price_cart's discount is its sum.
--
-- One order holds up to 200 lines (a team of 200 people, one line each):
-- shop_limits().order_lines, which order_lines_priced now reads.

create table public.size_runs (
  code text primary key check (code ~ '^[a-z][a-z0-9_-]{0,30}$'),
  name text not null check (char_length(name) between 1 and 60),
  -- what the size guide's measurements are of (e.g. "Body measurements, inches")
  guide_note text check (char_length(guide_note) <= 200)
);

create table public.size_run_sizes (
  run_code text not null references public.size_runs (code) on delete cascade,
  size text not null check (char_length(size) between 1 and 20),
  position integer not null default 0,
  upcharge numeric(10, 2) not null default 0 check (upcharge >= 0),
  -- the size guide's row: {"Chest": "34–37 in", ...}, columns in the guide's order
  measurements jsonb not null default '{}'::jsonb check (jsonb_typeof(measurements) = 'object'),
  primary key (run_code, size)
);

alter table public.product_variants add column size_run text references public.size_runs (code);
alter table public.products add column volume_pricing boolean not null default false;

create table public.volume_tiers (
  min_quantity integer primary key check (min_quantity between 2 and 10000),
  percent_off numeric(5, 2) not null check (percent_off > 0 and percent_off < 100)
);

alter table public.order_items add column size text check (char_length(size) <= 20);
alter table public.orders add column discount numeric(10, 2) not null default 0 check (discount >= 0);

alter table public.size_runs enable row level security;
alter table public.size_run_sizes enable row level security;
alter table public.volume_tiers enable row level security;
revoke all on public.size_runs, public.size_run_sizes, public.volume_tiers from anon, authenticated;
grant select on public.size_runs, public.size_run_sizes, public.volume_tiers to anon, authenticated;
grant all on public.size_runs, public.size_run_sizes, public.volume_tiers to service_role;
create policy "size runs are public" on public.size_runs for select to anon, authenticated using (true);
create policy "sizes are public" on public.size_run_sizes for select to anon, authenticated using (true);
create policy "volume tiers are public" on public.volume_tiers for select to anon, authenticated using (true);

insert into public.size_runs (code, name, guide_note) values
  ('adult', 'Adult', 'Body measurements in inches. Between sizes? Choose the larger.'),
  ('youth', 'Youth', 'Body measurements in inches, with the usual age.'),
  ('baby', 'Baby', 'By weight and height; ages are a guide.'),
  ('socks', 'Socks', 'By US shoe size.');

insert into public.size_run_sizes (run_code, size, position, upcharge, measurements) values
  ('adult', 'XS', 1, 0, '{"Chest": "31–34 in", "Body length": "27 in"}'),
  ('adult', 'S', 2, 0, '{"Chest": "34–37 in", "Body length": "28 in"}'),
  ('adult', 'M', 3, 0, '{"Chest": "38–41 in", "Body length": "29 in"}'),
  ('adult', 'L', 4, 0, '{"Chest": "42–45 in", "Body length": "30 in"}'),
  ('adult', 'XL', 5, 0, '{"Chest": "46–49 in", "Body length": "31 in"}'),
  ('adult', '2XL', 6, 2, '{"Chest": "50–53 in", "Body length": "32 in"}'),
  ('adult', '3XL', 7, 3, '{"Chest": "54–57 in", "Body length": "33 in"}'),
  ('youth', 'S', 1, 0, '{"Age": "6–8", "Chest": "26–28 in"}'),
  ('youth', 'M', 2, 0, '{"Age": "10–12", "Chest": "28–30 in"}'),
  ('youth', 'L', 3, 0, '{"Age": "14–16", "Chest": "30–32 in"}'),
  ('youth', 'XL', 4, 0, '{"Age": "18–20", "Chest": "32–34 in"}'),
  ('baby', '0–3 m', 1, 0, '{"Weight": "8–12 lb", "Height": "21–24 in"}'),
  ('baby', '3–6 m', 2, 0, '{"Weight": "12–16 lb", "Height": "24–27 in"}'),
  ('baby', '6–12 m', 3, 0, '{"Weight": "16–21 lb", "Height": "27–30 in"}'),
  ('baby', '12–18 m', 4, 0, '{"Weight": "21–25 lb", "Height": "30–32 in"}'),
  ('baby', '18–24 m', 5, 0, '{"Weight": "25–28 lb", "Height": "32–34 in"}'),
  ('socks', 'S', 1, 0, '{"US shoe size": "Kids 10 – Youth 4"}'),
  ('socks', 'M', 2, 0, '{"US shoe size": "Women 5–9, Men 4–8"}'),
  ('socks', 'L', 3, 0, '{"US shoe size": "Women 10–13, Men 9–13"}');

insert into public.volume_tiers (min_quantity, percent_off) values (12, 10), (24, 15), (48, 20);

-- Variants stored before this migration: the size ranges the catalogue used.
update public.product_variants set size_run = case
    when size in ('S-3XL', 'XS-3XL', 'XS-2XL', 'S-2XL') then 'adult'
    when size in ('YXS-YXL', 'YS-YXL') then 'youth'
    when size = 'NB-18M' then 'baby'
  end
  where size in ('S-3XL', 'XS-3XL', 'XS-2XL', 'S-2XL', 'YXS-YXL', 'YS-YXL', 'NB-18M');
update public.products p set volume_pricing = true
  where exists (select 1 from public.product_variants v where v.product_id = p.id and v.size_run is not null);

-- One order holds up to 200 lines (was 50): a group of 200 people, one line each.
create or replace function public.shop_limits()
returns jsonb
language sql
immutable
parallel safe
set search_path = ''
as $$
  select jsonb_build_object(
    'personalization_text', 100,
    'quantity_min', 1,
    'quantity_max', 99,
    'order_lines', 200,
    'address', jsonb_build_object(
      'full_name', 120, 'line1', 200, 'line2', 200, 'city', 100, 'region', 100,
      'postal_code', 20, 'country', 100, 'phone', 40, 'organisation', 200
    )
  )
$$;

-- The size chart of a product: its variants' runs, sizes in order, with
-- upcharges and measurements (the page's selector and size guide).
create function public.product_sizes(for_product bigint)
returns table (variant_sku text, size_run text, size text, upcharge numeric, measurements jsonb, guide_note text)
language sql
stable
security definer
set search_path = ''
as $$
  select v.variant_sku, v.size_run, s.size, s.upcharge, s.measurements, r.guide_note
  from public.products p
  join public.product_variants v on v.product_id = p.id and v.is_active
  join public.size_runs r on r.code = v.size_run
  join public.size_run_sizes s on s.run_code = v.size_run
  where p.id = for_product and p.is_active
  order by v.position, v.id, s.position
$$;

-- The cart's lines priced by the server, now with their size: the price is
-- the variant's plus the size's upcharge. A variant with a size run needs
-- one of its sizes; a variant without one takes no size.
--
-- Set-based: one query prices every line (the items joined with their
-- variants, products, designs and sizes), and the lines are priced once per
-- statement: place_order asks for the same lines' prices up to seven times
-- (the proof, the check, the quote, the delivery dates, the order's rows),
-- checkout's shipping choices once per method. The first call of a statement
-- keeps its answer in a transaction-local setting, keyed by the statement's
-- start and the items; the later calls of that statement read it. (So within
-- one statement of the caller, the same lines are the same prices.)
drop function public.order_lines_priced(jsonb);
create function public.order_lines_priced(items jsonb)
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
          as quantity
      from item i
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
          else public.order_line_options_problem(l.options, l.personalization_text, p.name, p.product_options_config, v, d)
        end as problem
      from line l
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

-- The volume tier each product of a quote reaches: `lines` are the quote's
-- orderable lines ([{product_id, quantity, unit_price}]). Per product that
-- takes volume prices: its total quantity across all lines, its subtotal,
-- the tier reached (percent_off 0 below the first), the discount
-- (subtotal × percent, to the cent), what one item costs there (the
-- cheapest line's price), and the next tier with the items still needed.
create function public.volume_tiers_reached(lines jsonb)
returns table (
  product_id bigint,
  product_sku text,
  product_name text,
  quantity integer,
  subtotal numeric,
  min_quantity integer,
  percent_off numeric,
  discount numeric,
  unit_price numeric,
  unit_price_at_tier numeric,
  next_min_quantity integer,
  next_percent_off numeric,
  items_to_next integer,
  tiers jsonb
)
language sql
stable
security definer
set search_path = ''
as $$
  with l as (
    select (e ->> 'product_id')::bigint as product_id, (e ->> 'quantity')::integer as quantity,
      (e ->> 'unit_price')::numeric as unit_price
    from jsonb_array_elements(case when jsonb_typeof(lines) = 'array' then lines else '[]' end) e
  ),
  per_product as (
    select l.product_id, sum(l.quantity)::integer as quantity, sum(l.unit_price * l.quantity) as subtotal,
      min(l.unit_price) as unit_price
    from l group by l.product_id
  ),
  all_tiers as (
    select coalesce(jsonb_agg(jsonb_build_object('min_quantity', t.min_quantity, 'percent_off', t.percent_off)
      order by t.min_quantity), '[]'::jsonb) as tiers
    from public.volume_tiers t
  )
  select pp.product_id, p.sku, p.name, pp.quantity, pp.subtotal::numeric(10, 2),
    reached.min_quantity, coalesce(reached.percent_off, 0),
    round(pp.subtotal * coalesce(reached.percent_off, 0) / 100, 2),
    pp.unit_price,
    round(pp.unit_price * (100 - coalesce(reached.percent_off, 0)) / 100, 2),
    next.min_quantity, next.percent_off, next.min_quantity - pp.quantity,
    all_tiers.tiers
  from per_product pp
  join public.products p on p.id = pp.product_id and p.volume_pricing
  cross join all_tiers
  left join lateral (
    select t.min_quantity, t.percent_off from public.volume_tiers t
    where t.min_quantity <= pp.quantity order by t.min_quantity desc limit 1
  ) reached on true
  left join lateral (
    select t.min_quantity, t.percent_off from public.volume_tiers t
    where t.min_quantity > pp.quantity order by t.min_quantity limit 1
  ) next on true
  order by pp.product_id
$$;

revoke all on function public.product_sizes(bigint) from public;
grant execute on function public.product_sizes(bigint) to anon, authenticated, service_role;
revoke all on function public.order_lines_priced(jsonb) from public, anon, authenticated;
grant execute on function public.order_lines_priced(jsonb) to service_role;
revoke all on function public.volume_tiers_reached(jsonb) from public, anon, authenticated;
grant execute on function public.volume_tiers_reached(jsonb) to service_role;

-- The volume price of one item on the product page, by the same rule as the
-- quote (volume_tiers_reached): `quantity` of this variant. Nothing for a
-- product without volume prices or a variant not sold.
create function public.volume_price(for_variant text, quantity integer)
returns setof jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select to_jsonb(t) from public.product_variants v
  join public.products p on p.id = v.product_id and p.is_active
  cross join lateral public.volume_tiers_reached(jsonb_build_array(jsonb_build_object(
    'product_id', p.id, 'quantity', least(greatest(coalesce(volume_price.quantity, 1), 1), 10000), 'unit_price', v.price))) t
  where v.variant_sku = for_variant and v.is_active
$$;
revoke all on function public.volume_price(text, integer) from public;
grant execute on function public.volume_price(text, integer) to anon, authenticated, service_role;
