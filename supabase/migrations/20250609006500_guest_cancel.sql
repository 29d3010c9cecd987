-- A guest cancels their order from its private link (/orders/guest#<token>),
-- as a signed-in shopper cancels from the order page: until production starts
-- (orders.cancellable_until, shop_settings.production_starts_after), once.
--
-- The order is found by the same lookup as guest_order(token): the token's
-- SHA-256 through the one unique index, so a wrong, truncated, padded or
-- another order's token all answer "Order not found." the same way. The rule
-- and the e-mail are cancel_order's: a cancelled order stays cancelled (asked
-- again, it answers the same and writes no second e-mail); an order already
-- being made is refused with the same words. The cancellation e-mail is queued
-- in the same transaction (queue_order_email), to the guest's address.
-- The embedded backend counts each call against the same per-address bucket
-- as guest_order (rpc/guest_order and rpc/cancel_guest_order: each may be a
-- guess at a token), 30 a minute.
-- The cancel rule, for both ways in (cancel_order for a signed-in shopper,
-- cancel_guest_order below): a cancelled order answers as it is; one being
-- made is refused; else it is cancelled and its e-mail queued. The caller has
-- found the order and locked its row.
create function private.cancel_placed_order(placed public.orders)
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
  update public.orders o set status = 'cancelled', cancelled_at = now()
   where o.id = placed.id returning * into placed;
  perform public.queue_order_email(placed, 'order_cancelled');
  return placed;
end
$$;
revoke all on function private.cancel_placed_order(public.orders) from public;

-- cancel_order (20250609003000_order_delivery.sql) keeps its checks and hands
-- the rule to the one above.
create or replace function public.cancel_order(order_number text)
returns public.orders
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  placed public.orders;
begin
  if auth.uid() is null then
    raise exception 'Please sign in to cancel an order.' using errcode = '42501';
  end if;
  select * into placed from public.orders o
   where o.order_number = cancel_order.order_number and o.user_id = auth.uid()
   for update;
  if not found then
    raise exception 'Order not found.' using errcode = 'P0002';
  end if;
  return private.cancel_placed_order(placed);
end
$$;

-- Answers what guest_order(token) answers, with the order now cancelled.
create function public.cancel_guest_order(token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  placed public.orders;
begin
  select * into placed from public.orders o
   where o.guest_token_hash = public.guest_token_hash(cancel_guest_order.token)
   for update;
  if not found then
    raise exception 'Order not found.' using errcode = 'P0002';
  end if;
  perform private.cancel_placed_order(placed);
  return public.guest_order(cancel_guest_order.token);
end
$$;

revoke all on function public.cancel_guest_order(text) from public;
grant execute on function public.cancel_guest_order(text) to anon, authenticated, service_role;
