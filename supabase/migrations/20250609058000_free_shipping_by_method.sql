-- Checkout says free shipping only for a method that ships free (QA sweep
-- H-f): with Express chosen it said "Your order ships free" while charging
-- $14.95, and "Add $25.02 more for free shipping" under a method that never
-- ships free, because the page worked "free" out from the subtotal and the
-- threshold alone. price_cart now says it for the chosen method:
--   shipping_method     {code, name}: the method the quote is for (standard
--                       when `details` names none), so a page can say which
--                       shipping its total assumes;
--   ships_free          true when this order (not empty) is charged no shipping;
--   remaining_for_free  how much more the subtotal needs for the method to ship
--                       free (shipping_methods.free_over_threshold, from
--                       shop_settings.free_shipping_threshold), 0 once reached,
--                       null for a method that never ships free.
-- The rest is as in 20250609009000_order_core.sql (its latest definition);
-- grants are kept by create or replace, so the file runs again as it is.
create or replace function public.price_cart(items jsonb, details jsonb default '{}'::jsonb)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with lines as (select * from public.order_lines_priced(items)),
  sums as (
    select coalesce(sum(unit_price * quantity) filter (where problem is null), 0)::numeric(10, 2) as subtotal
    from lines
  ),
  settings as (select * from public.shop_settings limit 1),
  priced as (
    select sums.subtotal,
      -- [section: discount — sizes, groups and volume tiers (issue 27)]
      -- volume tiers: per product, on its total quantity across all its lines (20250609001000);
      -- it reads each orderable line's product, quantity and price, so only those are sent
      (select coalesce(sum(t.discount), 0) from public.volume_tiers_reached(
        (select jsonb_agg(jsonb_build_object('product_id', l.product_id, 'quantity', l.quantity, 'unit_price', l.unit_price))
          from lines l where l.problem is null)) t)::numeric(10, 2) as discount,
      (select coalesce(jsonb_agg(to_jsonb(t)), '[]'::jsonb) from public.volume_tiers_reached(
        (select jsonb_agg(jsonb_build_object('product_id', l.product_id, 'quantity', l.quantity, 'unit_price', l.unit_price))
          from lines l where l.problem is null)) t) as volume,
      -- [end section: discount]
      -- [section: shipping — shipping methods and delivery dates (issue 28, delivery)]
      -- the method `details` names (shipping_method; standard when absent), priced in 20250609003000_order_delivery.sql
      public.shipping_price(method, sums.subtotal) as shipping,
      method.code as method_code, method.name as method_name, method.free_over_threshold,
      -- [end section: shipping]
      settings.free_shipping_threshold, settings.flat_shipping_rate
    from sums, settings, public.chosen_shipping_method(details) method
  )
  select jsonb_build_object(
    'lines', (select jsonb_agg(jsonb_build_object(
      'line_no', line_no, 'variant_sku', variant_sku, 'design_code', design_code,
      'quantity', quantity, 'unit_price', unit_price, 'size', size,
      'line_total', case when problem is null then (unit_price * quantity)::numeric(10, 2) end,
      'problem', problem) order by line_no) from lines),
    'subtotal', priced.subtotal,
    'shipping', priced.shipping,
    'discount', priced.discount,
    -- [section: volume — the tier each product reached (issue 27)]
    'volume', priced.volume,
    -- [end section: volume]
    'total', priced.subtotal - priced.discount + priced.shipping,
    'free_shipping_threshold', priced.free_shipping_threshold,
    'flat_shipping_rate', priced.flat_shipping_rate,
    -- [section: free shipping — said only for the method that ships free (20250609058000)]
    'shipping_method', jsonb_build_object('code', priced.method_code, 'name', priced.method_name),
    'ships_free', priced.subtotal > 0 and priced.shipping = 0,
    'remaining_for_free', case when priced.free_over_threshold
      then greatest(priced.free_shipping_threshold - priced.subtotal, 0) end
    -- [end section: free shipping]
  )
  from priced
$$;
