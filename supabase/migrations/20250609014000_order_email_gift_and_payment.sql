-- The order e-mails say the gift message and how the order is paid (QA
-- sweep): the payload of public.order_email_payload gains the gift message
-- (its line breaks kept, 20250609013000_multiline_text.sql), the purchase
-- order number of an invoice and the payment state of a card order, beside
-- the payment method it already had. backend/src/outbox/orderEmails.ts
-- writes them in the shop's words, escaped in the HTML. E-mails already in
-- the outbox keep the payload they were queued with.
--
-- As in 20250609003000_order_delivery.sql, with those three keys.
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
      'postal_code', placed.shipping_postal_code, 'country', placed.shipping_country))
  )
$$;
