-- An unpaid card order the shopper left behind is cancelled when checkout
-- drops it (stop 53, task H-a). A shopper places a card order, goes Back from
-- the pay page, changes their mind (pay on delivery, express, another line)
-- and places the new order: checkout then drops the card order's key
-- (mf-cart/src/checkout/placeOrderAttempt.ts), and the card order stayed in My
-- Orders "Awaiting payment" with Pay now until it expired (30 minutes).
--
-- cancel_unpaid_order(order_number, token) cancels it, and nothing else:
--   * who: the order's shopper (by session, no token), or a guest holding
--     the order's private token (guest_order's lookup: the token's SHA-256
--     through the one unique index, and the order number must be that
--     order's). Anyone else (another shopper, a wrong, malformed or another
--     order's token, no session) is answered 'Order not found.' (P0002), as a
--     stranger is by cancel_order, so the answer never says whether the
--     number exists.
--   * what: a card order still placed and unpaid (awaiting_payment, or
--     payment_failed after a declined card). A paid order, one paid on
--     delivery or by invoice, or one already being made is refused (22023)
--     and stays as it is: those are cancelled from the order page
--     (cancel_order, cancel_guest_order), by that page's rule. One already
--     cancelled (or expired) answers as it is, so asking twice is harmless.
--   * how: as the shopper's own cancel (cancelled_by 'shopper'); the
--     orders_cancel_ends_payment trigger ends its payment ('cancelled':
--     nothing was charged). A payment that still succeeds after it (a card
--     confirmed in another tab) is recorded as refund_due by
--     record_payment_event, as for any cancelled order.
--   * no e-mail: a card order's confirmation waits for its payment
--     (place_order), so the shopper was never e-mailed this order, and a
--     "You cancelled order …" for it would only puzzle them. My Orders shows
--     it cancelled, "Not charged".
-- The embedded backend counts each call in the guest-token bucket (each may
-- be a guess at a token), as guest_order and cancel_guest_order.

create function public.cancel_unpaid_order(order_number text, token text default null)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  placed public.orders;
begin
  if cancel_unpaid_order.token is not null then
    if cancel_unpaid_order.token ~ '^[0-9a-f]{64}$' then
      select * into placed from public.orders o
       where o.guest_token_hash = public.guest_token_hash(cancel_unpaid_order.token)
         and o.order_number = cancel_unpaid_order.order_number
       for update;
    end if;
  elsif auth.uid() is not null then
    select * into placed from public.orders o
     where o.order_number = cancel_unpaid_order.order_number and o.user_id = auth.uid()
     for update;
  end if;
  if placed.id is null then
    raise exception 'Order not found.' using errcode = 'P0002';
  end if;
  if placed.status = 'cancelled' then
    return placed.payment_state;
  end if;
  if placed.status <> 'placed' or placed.payment_method <> 'card'
     or coalesce(placed.payment_state, '') not in ('awaiting_payment', 'payment_failed') then
    raise exception 'Order % is not waiting for its card payment, so it stays as it is.', placed.order_number
      using errcode = '22023';
  end if;
  update public.orders o set status = 'cancelled', cancelled_at = now(), cancelled_by = 'shopper'
   where o.id = placed.id returning * into placed;
  return placed.payment_state;
end
$$;

revoke all on function public.cancel_unpaid_order(text, text) from public;
grant execute on function public.cancel_unpaid_order(text, text) to anon, authenticated, service_role;
