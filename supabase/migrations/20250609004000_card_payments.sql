-- Card payments (issue 29): an order paid by card is placed "awaiting payment"
-- (place_order, payment method section), then paid through a provider (Stripe
-- in production, a test provider offline). The provider is called only from
-- the Edge Functions in supabase/functions, never inside a transaction here:
-- the database keeps the payment's state, and the provider's signed webhooks
-- move it (record_payment_event), once per event id.
--
-- payment_state is null for orders paid outside the shop (pay on delivery,
-- invoice). A card order is:
--   awaiting_payment → paid | payment_failed (the shopper may try again) |
--   expired (not paid within shop_settings.card_payment_minutes; cancelled);
--   paid → refunded | cancelled (recorded with the provider's reference).

alter table public.orders drop constraint orders_payment_method_check;
alter table public.orders add constraint orders_payment_method_check
  check (payment_method in ('pay_on_delivery', 'invoice', 'card'));

alter table public.orders
  add column payment_state text check (
    payment_state in ('awaiting_payment', 'paid', 'payment_failed', 'expired', 'refunded', 'cancelled')
  ),
  add column payment_expires_at timestamptz,
  add column payment_provider text check (char_length(payment_provider) <= 40),
  add column payment_reference text check (char_length(payment_reference) <= 200),
  add column payment_failure text check (char_length(payment_failure) <= 300),
  add column refund_reference text check (char_length(refund_reference) <= 200),
  add constraint orders_card_has_payment_state check ((payment_method = 'card') = (payment_state is not null));

-- How long a card order waits for its payment before it expires.
alter table public.shop_settings
  add column card_payment_minutes integer not null default 30 check (card_payment_minutes between 1 and 1440);

-- The currency every order is charged in (the shop's prices are dollars).
create function public.shop_currency()
returns text
language sql
immutable
set search_path = ''
as $$ select 'usd'::text $$;

-- Every webhook the shop received, once per event id: the log of what was
-- applied, what changed nothing and what was refused (and why).
create table public.payment_events (
  event_id text primary key check (char_length(event_id) between 1 and 255),
  provider text not null,
  event_type text not null,
  order_number text,
  payment_reference text,
  amount_cents bigint,
  currency text,
  outcome text not null check (outcome in ('applied', 'unchanged', 'refused')),
  reason text,
  received_at timestamptz not null default now()
);
alter table public.payment_events enable row level security;
revoke all on public.payment_events from anon, authenticated;
grant all on public.payment_events to service_role;

create index orders_awaiting_payment_idx on public.orders (payment_expires_at)
  where payment_state in ('awaiting_payment', 'payment_failed');

-- Cancels card orders whose time to pay ran out. Run by the payment
-- functions before they read an order, and by `npm run payments -- expire`
-- (on hosted Supabase, schedule it with pg_cron). Answers how many expired.
create function public.expire_unpaid_orders()
returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  with expired as (
    update public.orders set payment_state = 'expired', status = 'cancelled'
    where payment_state in ('awaiting_payment', 'payment_failed') and payment_expires_at <= now()
    returning 1
  )
  select count(*)::integer from expired
$$;

-- What the card-payment function needs to start (or resume) the payment of
-- the caller's own order: its number, the amount in cents and the currency,
-- all read from the order the server priced. Refuses an order that is not the
-- caller's, not by card, already paid, or expired.
create function public.card_payment_due(order_number text)
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

-- Remembers the provider's payment for an order (service role: the
-- card-payment function, after the provider answered). One payment per order:
-- a different reference for an order that has one is refused.
create function public.attach_card_payment(order_id bigint, provider text, reference text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  update public.orders o set payment_provider = attach_card_payment.provider,
    payment_reference = attach_card_payment.reference
  where o.id = attach_card_payment.order_id and o.payment_method = 'card'
    and (o.payment_reference is null or o.payment_reference = attach_card_payment.reference);
  if not found then
    raise exception 'Order % already has another payment.', order_id using errcode = '22023';
  end if;
end
$$;

-- Applies one verified provider event (service role: the payment-webhook
-- function, after the signature was checked). Idempotent on event_id: a
-- repeated event changes nothing. Refused (logged, order unchanged): an
-- unknown order, an amount or currency other than the order's, a payment
-- other than the order's. 'succeeded' pays an unpaid order; 'failed' marks an
-- awaiting one payment_failed (never a paid one: events may arrive in any order).
create function public.record_payment_event(
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

-- Records the refund or cancellation of a paid card order with the provider's
-- reference (service role: `npm run payments -- refund|cancel`, after the
-- provider answered). A second call for the same reference changes nothing.
create function public.record_card_refund(order_number text, kind text, reference text)
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
  if o.payment_state is distinct from 'paid' then
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
revoke all on function public.attach_card_payment(bigint, text, text) from public, anon, authenticated;
revoke all on function public.record_payment_event(text, text, text, text, text, bigint, text, text)
  from public, anon, authenticated;
revoke all on function public.record_card_refund(text, text, text) from public, anon, authenticated;
grant execute on function public.expire_unpaid_orders() to service_role;
grant execute on function public.card_payment_due(text) to authenticated, service_role;
grant execute on function public.attach_card_payment(bigint, text, text) to service_role;
grant execute on function public.record_payment_event(text, text, text, text, text, bigint, text, text) to service_role;
grant execute on function public.record_card_refund(text, text, text) to service_role;
