-- A volume price's "each" is what each item is charged (QA sweep H-a).
-- volume_tiers_reached() took the tier's percentage off a product's subtotal,
-- to the cent, and quoted one item at the tier rounded by itself: 12 mugs at
-- $22.99, 10 % off, read "12 items: 10% off, $20.69 each" on the product page
-- (12 × $20.69 = $248.28) where price_cart and place_order took $27.59 off
-- $275.88 and charged $248.29. In 283 of 384 prices × quantities swept
-- (backend/test/sizesAndTiersCases.ts) the two differed, by up to $0.40.
--
-- Now the rule is one: an item at the tier costs its price less the tier's
-- percentage, rounded to the cent (half a cent up), and each item of a line is
-- charged that; a product's discount is what that takes off each of its lines
-- (price − price at the tier) × quantity. So an "each" the page, the cart or an
-- order shows, times the quantity, is the line charged, to the cent, for every
-- price and quantity, and the discounts of several lines add up with their
-- lines. The percentage taken off a product's subtotal can differ from the
-- tier's by less than half a cent an item, as on any invoice of unit prices.
-- The tier itself (the total quantity of one product across all its lines) is
-- unchanged, and so are the columns: price_cart, place_order (which stores the
-- quote's discount) and volume_price read them as before.
-- Rerunnable: create or replace, the same arguments and columns; its grants are
-- kept.

create or replace function public.volume_tiers_reached(lines jsonb)
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
  reached as (
    select pp.product_id, t.min_quantity, coalesce(t.percent_off, 0) as percent_off
    from per_product pp
    left join lateral (
      select t.min_quantity, t.percent_off from public.volume_tiers t
      where t.min_quantity <= pp.quantity order by t.min_quantity desc limit 1
    ) t on true
  ),
  -- the one rule: what one item of a line costs at its product's tier, to the cent; each item is charged that
  at_tier as (
    select l.product_id, l.quantity, l.unit_price,
      round(l.unit_price * (100 - r.percent_off) / 100, 2) as unit_price_at_tier
    from l join reached r on r.product_id = l.product_id
  ),
  charged as (
    select a.product_id, sum((a.unit_price - a.unit_price_at_tier) * a.quantity) as discount,
      min(a.unit_price_at_tier) as unit_price_at_tier
    from at_tier a group by a.product_id
  ),
  all_tiers as (
    select coalesce(jsonb_agg(jsonb_build_object('min_quantity', t.min_quantity, 'percent_off', t.percent_off)
      order by t.min_quantity), '[]'::jsonb) as tiers
    from public.volume_tiers t
  )
  select pp.product_id, p.sku, p.name, pp.quantity, pp.subtotal::numeric(10, 2),
    r.min_quantity, r.percent_off,
    c.discount::numeric(10, 2),
    pp.unit_price,
    c.unit_price_at_tier,
    next.min_quantity, next.percent_off, next.min_quantity - pp.quantity,
    all_tiers.tiers
  from per_product pp
  join public.products p on p.id = pp.product_id and p.volume_pricing
  join reached r on r.product_id = pp.product_id
  join charged c on c.product_id = pp.product_id
  cross join all_tiers
  left join lateral (
    select t.min_quantity, t.percent_off from public.volume_tiers t
    where t.min_quantity > pp.quantity order by t.min_quantity limit 1
  ) next on true
  order by pp.product_id
$$;
