-- The confirmation e-mail says until when the order may be cancelled, at the
-- real time (QA sweep R-b). It said "You can cancel … (within the hour)" to
-- every order, a card order paid late (or after it had expired,
-- record_payment_event) too, whose making had already started: its
-- cancel_order refuses. The payload now carries the order's
-- `cancellable_until`; the e-mail (backend/src/outbox/orderEmails.ts) says
-- that time, or nothing once it is past.
-- As in 20250609021000_country_names.sql, with `cancellable_until`; grants are
-- kept by create or replace, so the file runs again as it is.
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
    'cancellable_until', placed.cancellable_until,
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
