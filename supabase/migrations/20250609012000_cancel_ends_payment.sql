-- A cancelled order's card payment ends with it, whoever cancels it (review of
-- stop 46's 20250609010000_cancelled_orders_unpaid.sql). That migration ended
-- the payment in the shopper's cancel (private.cancel_placed_order) only: the
-- shop's set_order_status(…, 'cancelled') still left a paid order "paid" (money
-- taken for an order that will not be made, not marked to give back) and an
-- unpaid one "awaiting payment". One trigger now holds the rule for every way
-- an order becomes cancelled: unpaid → cancelled (nothing was charged);
-- paid → refund_due. An order that expires unpaid (expire_unpaid_orders sets
-- payment_state 'expired' in the same update) keeps 'expired': a late payment
-- still pays it, as designed.

create function private.cancelled_order_payment()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.payment_state := case
    when new.payment_state in ('awaiting_payment', 'payment_failed') then 'cancelled'
    when new.payment_state = 'paid' then 'refund_due'
    else new.payment_state end;
  return new;
end
$$;
revoke all on function private.cancelled_order_payment() from public;

create trigger orders_cancel_ends_payment
  before update of status on public.orders
  for each row when (new.status = 'cancelled' and old.status is distinct from 'cancelled')
  execute function private.cancelled_order_payment();

-- Orders the shop cancelled before this migration.
update public.orders set payment_state = 'cancelled'
 where status = 'cancelled' and payment_state in ('awaiting_payment', 'payment_failed');
update public.orders set payment_state = 'refund_due'
 where status = 'cancelled' and payment_state = 'paid';
-- Orders a shopper or the shop cancelled before 20250609010000, which the old
-- expire_unpaid_orders then marked 'expired' when their payment window passed:
-- a late payment would have revived them. A cancel sets cancelled_at; expiry
-- never does.
update public.orders set payment_state = 'cancelled'
 where status = 'cancelled' and payment_state = 'expired' and cancelled_at is not null;
