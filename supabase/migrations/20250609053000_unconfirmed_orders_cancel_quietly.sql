-- An order the shopper was never told of is cancelled without an e-mail (R-a, item 4).
--
-- A card order's confirmation e-mail waits for its payment (place_order queues
-- it for other methods only; record_payment_event queues it once the card is
-- paid). cancel_unpaid_order (20250609034000) cancels an unpaid card order
-- with no e-mail for that reason, but the order page's Cancel (cancel_order
-- and cancel_guest_order, through private.cancel_placed_order) and the shop's
-- set_order_status queued "You cancelled order KL-… . Nothing was charged."
-- for the same order: the first e-mail the shopper ever got about an order they
-- were never told was placed. Decided: no e-mail for it, whoever cancels (the
-- order page, My Orders and the guest link show it cancelled, "Not charged",
-- and paying it says it was cancelled). An order whose confirmation was sent
-- (paid by card, or any other method) is e-mailed as before, "Nothing was
-- charged" or the refund, as the payload says.
--
-- private.order_confirmation_sent(order) is the one home of "was the shopper
-- told of this order": not a card order, or a card order whose payment went
-- through (paid), read from the row as it stands before the cancel. The two
-- functions read it before they change the row; otherwise as they were
-- (20250609017000_order_email_lines_and_canceller.sql,
-- 20250609041000_card_orders_paid_then_made.sql): unpaidOrderCancelCases.ts
-- diffs the bodies. Same signatures and grants. Rerunnable.

create schema if not exists private;

create or replace function private.order_confirmation_sent(placed public.orders)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select placed.payment_method is distinct from 'card' or placed.payment_state = 'paid'
$$;

revoke all on function private.order_confirmation_sent(public.orders) from public, anon, authenticated;

-- As in 20250609017000_order_email_lines_and_canceller.sql, e-mailing only an order the shopper was told of.
create or replace function private.cancel_placed_order(placed public.orders)
returns public.orders
language plpgsql
volatile
set search_path = ''
as $$
declare
  -- whether the shopper was told of the order, as it stood before it is cancelled
  told boolean := private.order_confirmation_sent(placed);
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
  if told then
    perform public.queue_order_email(placed, 'order_cancelled');
  end if;
  return placed;
end
$$;

revoke all on function private.cancel_placed_order(public.orders) from public;

-- As in 20250609041000_card_orders_paid_then_made.sql, e-mailing only an order the shopper was told of.
create or replace function public.set_order_status(order_number text, status text, tracking_number text default null)
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
  -- whether the shopper was told of the order, as it stood before this change
  told boolean;
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
  told := private.order_confirmation_sent(placed);
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
  -- a card order is made once it is paid: not while its payment is owed (awaiting it, or declined)
  if set_order_status.status in ('in_production', 'shipped', 'delivered')
     and placed.payment_state in ('awaiting_payment', 'payment_failed') then
    raise exception 'Order % is not paid yet: its card payment must go through before it is made.',
      placed.order_number using errcode = '22023';
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
  elsif placed.status = 'cancelled' and told then
    perform public.queue_order_email(placed, 'order_cancelled');
  end if;
  return placed;
end
$$;

revoke all on function public.set_order_status(text, text, text) from public, anon, authenticated;
grant execute on function public.set_order_status(text, text, text) to service_role;
