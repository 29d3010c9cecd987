-- A card order is made once it is paid (QA sweep H-d). set_order_status
-- moved a card order whose payment was still owed (awaiting_payment, or
-- payment_failed after a decline) into production, then shipped and delivered
-- it: `npm run orders -- start` took KL-100007, declined at the pay page, and
-- the shopper's confirmation still said "we haven't started on it yet". Its
-- time to pay running out then cancelled the order wherever it was
-- (expire_unpaid_orders). Now the shop may move such an order only to
-- 'cancelled'; once paid (record_payment_event) it is made as any other.
-- As in 20250609003000_order_delivery.sql, with that one check; grants are
-- kept by create or replace.

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
  elsif placed.status = 'cancelled' then
    perform public.queue_order_email(placed, 'order_cancelled');
  end if;
  return placed;
end
$$;

revoke all on function public.set_order_status(text, text, text) from public, anon, authenticated;
grant execute on function public.set_order_status(text, text, text) to service_role;

-- The shopper is told when their card payment is given back (QA sweep H-d).
-- `npm run payments -- refund|cancel` (record_card_refund) refunded a paid
-- order, or one cancelled after it was paid (refund_due), and nobody told the
-- shopper: no e-mail, and a paid order refunded without a cancel first was
-- cancelled silently. Whichever way a payment taken ends given back (paid or
-- refund_due → refunded, or cancelled with the provider), the same
-- transaction writes an 'order_refunded' e-mail to the order's recipient
-- (queue_order_email: the shopper, or the guest's address), once: the state
-- changes once. An unpaid order's payment ending ('awaiting_payment' or
-- 'payment_failed' → 'cancelled') took nothing and writes nothing.
create function private.order_refund_tells_shopper() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.payment_state in ('paid', 'refund_due') and new.payment_state in ('refunded', 'cancelled') then
    perform public.queue_order_email(new, 'order_refunded');
  end if;
  return null;
end
$$;
revoke all on function private.order_refund_tells_shopper() from public;

create trigger orders_refund_tells_shopper after update of payment_state on public.orders
for each row execute function private.order_refund_tells_shopper();

-- A cancelled order knows when (QA sweep H-d). A paid order refunded
-- (record_card_refund) or an unpaid one expired (expire_unpaid_orders) became
-- 'cancelled' with cancelled_at left null, so its page said "Cancelled."
-- where every other cancelled order says "Cancelled on Sun, Nov 29.".
-- Whoever cancels, the moment is recorded when the caller did not.
create function private.order_cancelled_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'cancelled' and old.status is distinct from 'cancelled' and new.cancelled_at is null then
    new.cancelled_at := now();
  end if;
  return new;
end
$$;
revoke all on function private.order_cancelled_at() from public;

create trigger orders_cancelled_at before update of status on public.orders
for each row execute function private.order_cancelled_at();
