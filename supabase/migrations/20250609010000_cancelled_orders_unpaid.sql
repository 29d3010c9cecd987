-- A cancelled card order can no longer be paid, and a payment never revives it
-- (QA, stop 46). Before this, cancelling an order awaiting payment left it
-- awaiting payment: the order page still offered "Pay now", card_payment_due
-- still quoted it, and a success made the order "placed" again.
--
-- Two ways a card order ends unpaid, and they stay different:
--   expired   — not paid in time (expire_unpaid_orders). A payment that
--               arrives later still pays it and the order is placed again,
--               as 20250609004000_card_payments.sql designed.
--   cancelled — the shopper (or the shop) cancelled it. Nothing is charged:
--               card_payment_due refuses it, and a payment that succeeds
--               anyway (paid in another tab, or an old pay page) is recorded
--               but never revives the order: it is marked refund_due.
--
-- refund_due is the money the shop must give back: a card payment taken for an
-- order that is cancelled (paid after it was cancelled, or paid and then
-- cancelled by the shopper). `npm run payments -- refund <order>` refunds it
-- with the provider and record_card_refund records it, as for a paid order.

alter table public.orders drop constraint orders_payment_state_check;
alter table public.orders add constraint orders_payment_state_check check (
  payment_state in ('awaiting_payment', 'paid', 'payment_failed', 'expired', 'refunded', 'cancelled', 'refund_due')
);

-- Orders cancelled before this migration while awaiting payment.
update public.orders set payment_state = 'cancelled'
 where status = 'cancelled' and payment_state in ('awaiting_payment', 'payment_failed');
update public.orders set payment_state = 'refund_due'
 where status = 'cancelled' and payment_state = 'paid';

-- The cancel rule (20250609006500_guest_cancel.sql), for cancel_order and
-- cancel_guest_order: the order's payment ends with it. Unpaid → cancelled
-- (nothing was charged); paid → refund_due.
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
  update public.orders o set status = 'cancelled', cancelled_at = now(),
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

-- Unpaid card orders past their deadline: expired, and cancelled. One the shop
-- already cancelled (set_order_status) ends as cancelled, not expired, so a
-- late payment cannot revive it.
create or replace function public.expire_unpaid_orders()
returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  with expired as (
    update public.orders
       set payment_state = case when status = 'cancelled' then 'cancelled' else 'expired' end, status = 'cancelled'
    where payment_state in ('awaiting_payment', 'payment_failed') and payment_expires_at <= now()
    returning 1
  )
  select count(*)::integer from expired
$$;

-- As before (20250609004000_card_payments.sql), and a cancelled order is
-- refused in plain words.
create or replace function public.card_payment_due(order_number text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  uid uuid := nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub';
  o public.orders;
begin
  perform public.expire_unpaid_orders();
  select * into o from public.orders where orders.order_number = card_payment_due.order_number;
  if not found or (uid is not null and o.user_id is distinct from uid)
    or (uid is null and coalesce(current_setting('role', true), '') <> 'service_role') then
    raise exception 'No such order.' using errcode = 'P0002';
  end if;
  if o.payment_method <> 'card' then
    raise exception 'This order is not paid by card.' using errcode = '22023';
  end if;
  if o.payment_state = 'paid' then
    raise exception 'This order is already paid.' using errcode = '22023';
  end if;
  if o.status = 'cancelled' and o.payment_state is distinct from 'expired' then
    raise exception 'Order % was cancelled, so it can no longer be paid. Nothing was charged for it.', o.order_number
      using errcode = '22023';
  end if;
  if o.payment_state not in ('awaiting_payment', 'payment_failed') then
    raise exception 'This order can no longer be paid (it is %).', replace(o.payment_state, '_', ' ')
      using errcode = '22023';
  end if;
  return jsonb_build_object(
    'order_id', o.id, 'order_number', o.order_number,
    'amount_cents', (o.total * 100)::bigint, 'currency', public.shop_currency(),
    'payment_state', o.payment_state, 'payment_reference', o.payment_reference,
    'expires_at', o.payment_expires_at
  );
end
$$;

-- As before (20250609004000_card_payments.sql), except that a success for an
-- order that was cancelled (not merely expired) is recorded as refund_due:
-- the order stays cancelled and no confirmation e-mail is written.
create or replace function public.record_payment_event(
  event_id text,
  provider text,
  event_type text,
  order_number text,
  payment_reference text,
  amount_cents bigint,
  currency text,
  failure text default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  o public.orders;
  verdict text := 'unchanged';
  why text;
begin
  insert into public.payment_events (event_id, provider, event_type, order_number, payment_reference, amount_cents,
    currency, outcome)
  values (record_payment_event.event_id, record_payment_event.provider, record_payment_event.event_type,
    record_payment_event.order_number, record_payment_event.payment_reference, record_payment_event.amount_cents,
    record_payment_event.currency, 'unchanged')
  on conflict on constraint payment_events_pkey do nothing;
  if not found then
    return jsonb_build_object('outcome', 'duplicate', 'reason', 'this event was already handled');
  end if;

  select * into o from public.orders where orders.order_number = record_payment_event.order_number for update;
  if not found or o.payment_method <> 'card' then
    verdict := 'refused';
    why := 'no card order ' || coalesce(record_payment_event.order_number, '(none)');
  elsif amount_cents is distinct from (o.total * 100)::bigint or lower(currency) is distinct from public.shop_currency() then
    verdict := 'refused';
    why := format('amount %s %s is not the order''s %s %s', amount_cents, currency, (o.total * 100)::bigint,
      public.shop_currency());
  elsif o.payment_reference is not null and o.payment_reference is distinct from record_payment_event.payment_reference then
    verdict := 'refused';
    why := 'payment ' || coalesce(record_payment_event.payment_reference, '(none)') || ' is not the order''s';
  elsif event_type = 'succeeded' and o.status = 'cancelled'
    and (o.payment_state in ('awaiting_payment', 'payment_failed')
      or (o.payment_state = 'cancelled' and o.refund_reference is null)) then
    update public.orders set payment_state = 'refund_due', payment_failure = null,
      payment_reference = record_payment_event.payment_reference, payment_provider = record_payment_event.provider
    where id = o.id;
    verdict := 'applied';
    why := 'paid after the order was cancelled: the order stays cancelled and the payment is due back';
  elsif event_type = 'succeeded' and o.payment_state in ('awaiting_payment', 'payment_failed', 'expired') then
    update public.orders set payment_state = 'paid', payment_failure = null,
      payment_reference = record_payment_event.payment_reference, payment_provider = record_payment_event.provider,
      status = case when o.status = 'cancelled' then 'placed' else o.status end
    where id = o.id;
    -- the order's confirmation e-mail waits for its payment (the outbox of 20250609003000_order_delivery.sql)
    if to_regprocedure('public.queue_order_email(public.orders, text)') is not null then
      execute 'select public.queue_order_email(o, $1) from public.orders o where o.id = $2' using 'order_confirmation', o.id;
    end if;
    verdict := 'applied';
  elsif event_type = 'failed' and o.payment_state = 'awaiting_payment' then
    update public.orders set payment_state = 'payment_failed', payment_failure = left(failure, 300) where id = o.id;
    verdict := 'applied';
  else
    why := format('%s on an order %s', event_type, replace(o.payment_state, '_', ' '));
  end if;
  update public.payment_events e set outcome = verdict, reason = why
  where e.event_id = record_payment_event.event_id;
  return jsonb_build_object('outcome', verdict, 'reason', why, 'order_id', o.id,
    'payment_state', (select payment_state from public.orders where id = o.id));
end
$$;

-- As before (20250609004000_card_payments.sql): a refund_due payment is
-- refunded like a paid one.
create or replace function public.record_card_refund(order_number text, kind text, reference text)
returns public.orders
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  o public.orders;
begin
  if kind not in ('refunded', 'cancelled') then
    raise exception 'A refund is recorded as refunded or cancelled.' using errcode = '22023';
  end if;
  if coalesce(reference, '') = '' then
    raise exception 'The provider''s reference is required.' using errcode = '22023';
  end if;
  select * into o from public.orders where orders.order_number = record_card_refund.order_number for update;
  if not found then
    raise exception 'No order %.', order_number using errcode = 'P0002';
  end if;
  if o.payment_state in ('refunded', 'cancelled') and o.refund_reference = reference then
    return o;
  end if;
  if o.payment_state is null or o.payment_state not in ('paid', 'refund_due') then
    raise exception 'Order % is not paid by card (it is %).', order_number, coalesce(o.payment_state, o.payment_method)
      using errcode = '22023';
  end if;
  update public.orders set payment_state = kind, refund_reference = reference, status = 'cancelled'
  where id = o.id returning * into o;
  return o;
end
$$;

revoke all on function public.expire_unpaid_orders() from public, anon, authenticated;
revoke all on function public.card_payment_due(text) from public, anon;
revoke all on function public.record_payment_event(text, text, text, text, text, bigint, text, text)
  from public, anon, authenticated;
revoke all on function public.record_card_refund(text, text, text) from public, anon, authenticated;
grant execute on function public.expire_unpaid_orders() to service_role;
grant execute on function public.card_payment_due(text) to authenticated, service_role;
grant execute on function public.record_payment_event(text, text, text, text, text, bigint, text, text) to service_role;
grant execute on function public.record_card_refund(text, text, text) to service_role;
