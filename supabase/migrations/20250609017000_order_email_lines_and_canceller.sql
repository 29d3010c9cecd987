-- The order e-mails say what the order page says (QA sweep 2):
--   * a line's size is the line's own (order_items.size, the size the shopper
--     chose), as the order page shows it; the variant's size is no longer put
--     in its place (a mug's e-mail said "Size: 11 oz", its order page does not);
--   * a cancellation says who cancelled: orders.cancelled_by is 'shopper' when
--     the shopper or a guest cancelled (cancel_order, cancel_guest_order:
--     private.cancel_placed_order), 'shop' when the shop did (set_order_status,
--     an unpaid order's expiry), null while the order is not cancelled and for
--     orders cancelled before this migration (nobody recorded who). The
--     payload carries it; the e-mail says "You cancelled" or "We cancelled".
-- E-mails already in the outbox keep the payload they were queued with.

alter table public.orders
  add column cancelled_by text check (cancelled_by in ('shopper', 'shop'));
comment on column public.orders.cancelled_by is
  'Who cancelled the order: shopper (the shopper or a guest, from the order page) or shop (set_order_status, an unpaid order''s expiry); null when not cancelled or not recorded';

-- Any cancellation that does not say who is the shop's; leaving 'cancelled' forgets who.
create function private.order_cancelled_by() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'cancelled' and old.status is distinct from 'cancelled' then
    if new.cancelled_by is not distinct from old.cancelled_by then
      new.cancelled_by := 'shop';
    end if;
  elsif new.status <> 'cancelled' then
    new.cancelled_by := null;
  end if;
  return new;
end
$$;
revoke all on function private.order_cancelled_by() from public;

create trigger orders_cancelled_by before update of status on public.orders
for each row execute function private.order_cancelled_by();

-- As in 20250609010000_cancelled_orders_unpaid.sql, saying the shopper cancelled.
create or replace function private.cancel_placed_order(placed public.orders)
returns public.orders
language plpgsql
volatile
set search_path = ''
as $$
begin
  if placed.status = 'cancelled' then
    return placed;
  end if;
  if placed.status <> 'placed' or now() >= placed.cancellable_until then
    raise exception 'Order % is already being made, so it can no longer be cancelled.', placed.order_number
      using errcode = '22023';
  end if;
  update public.orders o set status = 'cancelled', cancelled_at = now(), cancelled_by = 'shopper',
    payment_state = case
      when o.payment_state in ('awaiting_payment', 'payment_failed') then 'cancelled'
      when o.payment_state = 'paid' then 'refund_due'
      else o.payment_state end
   where o.id = placed.id returning * into placed;
  perform public.queue_order_email(placed, 'order_cancelled');
  return placed;
end
$$;
revoke all on function private.cancel_placed_order(public.orders) from public;

-- As in 20250609014000_order_email_gift_and_payment.sql, with the line's own
-- size and who cancelled.
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
        'quantity', i.quantity, 'unit_price', i.unit_price, 'line_total', i.line_total
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
      'postal_code', placed.shipping_postal_code, 'country', placed.shipping_country))
  )
$$;
