-- An order's country is shown by its name (QA sweep defect): checkout's
-- address form offers "United States", but the order stores the country as
-- its code (address_normalised(), 20250609006000_address_rules.sql), and the
-- guest's order link and the order e-mails showed "US".
--
--   * public.country_name(country_code): the name shipping_countries (the one
--     home of country names) gives the code, or the code as stored when no
--     country has it (an order placed before the address rules, a country
--     since removed): never blank, never an error. Read when asked, not
--     copied onto the order.
--   * guest_order(token) answers the order with `shipping_country_name`.
--   * The order e-mails' payload carries the address's `country_name` beside
--     its `country` code.
--   * The signed-in shopper's order page and the address book read the name
--     from shipping_countries too (their own data modules).

create function public.country_name(country_code text)
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
    (select c.name from public.shipping_countries c where c.code = upper(btrim(country_name.country_code))),
    country_name.country_code)
$$;

revoke all on function public.country_name(text) from public, anon, authenticated;
grant execute on function public.country_name(text) to service_role;

-- As in 20250609002000_guest_checkout.sql, with the country's name.
create or replace function public.guest_order(token text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'order', (to_jsonb(o) - 'user_id' - 'guest_token_hash' - 'guest_token' - 'idempotency_key')
      || jsonb_build_object('shipping_country_name', public.country_name(o.shipping_country)),
    'lines', coalesce((
      select jsonb_agg(to_jsonb(i) - 'order_id' - 'product_id' order by i.id)
      from public.order_items i where i.order_id = o.id
    ), '[]'::jsonb)
  )
  from public.orders o
  where o.guest_token_hash = public.guest_token_hash(token)
$$;

-- As in 20250609018000_order_item_groups.sql, with the address's country name.
create or replace function public.order_email_payload(placed public.orders)
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
    'cancelled_by', placed.cancelled_by,
    'order_path', public.order_path(placed),
    'lines', coalesce((
      select jsonb_agg(jsonb_build_object(
        'product_name', i.product_name, 'variant_name', i.variant_name, 'variant_sku', i.variant_sku,
        'size', i.size, 'design_code', i.design_code, 'design_name', d.design_name,
        'personalization_text', i.personalization_text, 'options', i.options,
        'quantity', i.quantity, 'unit_price', i.unit_price, 'line_total', i.line_total, 'group_name', i.group_name
      ) order by i.id)
      from public.order_items i
      left join public.designs d on d.design_code = i.design_code
      where i.order_id = placed.id), '[]'::jsonb),
    'subtotal', placed.subtotal,
    'shipping', placed.shipping,
    'discount', coalesce((to_jsonb(placed) ->> 'discount')::numeric, 0),
    'total', placed.total,
    'payment_method', placed.payment_method,
    'payment_state', placed.payment_state,
    'po_number', placed.po_number,
    'gift_message', placed.gift_message,
    'shipping_method', (select m.name from public.shipping_methods m where m.code = placed.shipping_method),
    'arrives_earliest', placed.arrives_earliest,
    'arrives_latest', placed.arrives_latest,
    'tracking_number', placed.tracking_number,
    'address', jsonb_strip_nulls(jsonb_build_object(
      'full_name', placed.shipping_name, 'organisation', placed.organisation, 'line1', placed.shipping_line1,
      'line2', placed.shipping_line2, 'city', placed.shipping_city, 'region', placed.shipping_region,
      'postal_code', placed.shipping_postal_code, 'country', placed.shipping_country,
      'country_name', public.country_name(placed.shipping_country)))
  )
$$;
