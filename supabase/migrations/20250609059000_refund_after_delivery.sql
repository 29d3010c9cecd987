-- A refund after delivery is a payment event (QA sweep H-g). record_card_refund
-- set status = 'cancelled' on any refunded card order, one that had shipped or
-- been delivered too: a gift that arrived and was refunded later (damaged in
-- transit, a goodwill refund) read "Cancelled" on its page, in My Orders and
-- to the shop, and its buyer's review stopped counting as a verified buyer's,
-- which hid exactly the reviews of gifts that went wrong.
--
-- The order's fulfilment (status) and its payment (payment_state) are now two
-- facts:
--   * a refund of an order not yet shipped (placed, in production) cancels it,
--     as before ('refunded', or 'cancelled' with the provider);
--   * a refund of a shipped or delivered order leaves its status: the goods
--     left the workshop. Its payment state is 'refunded' (what the shop did
--     was give the money back, whether asked as refund or cancel);
--   * orders.refunded_at says when the money was given back (the order pages:
--     "Delivered · Refunded $24.00 on Sun, Nov 29");
--   * a refund already recorded under another reference is refused in plain
--     words (it was: "is not paid by card (it is refunded)"); a missing kind is
--     refused as an unknown one (null slipped past `not in` and blanked the
--     payment state).
--
-- Reviews (review_refusal, the one home of the rule): a line may be reviewed
-- once its order was delivered and, for a card order, its payment went
-- through: paid, or paid and refunded since. A refund is money given back
-- after a sale; the buyer bought and received the gift, and what they say of
-- it is what shoppers need most. Unpaid, cancelled (before shipping, refunded
-- or not) and undelivered orders are still refused.
--
-- The rows already there: orders that record_card_refund cancelled after they
-- shipped get their status back (delivered when delivered_at says so, else
-- shipped), with 'refunded' as their payment; their reviews count again.
-- No e-mail is written for them (the refund e-mail went when it happened).

alter table public.orders add column refunded_at timestamptz;
comment on column public.orders.refunded_at is
  'When the card payment was given back in full (record_card_refund); null when it was not, or before this was recorded';

-- Why a line of an order cannot be reviewed (null when it can), as in
-- 20250609011000_reviews_of_delivered_orders.sql: a card payment refunded after
-- the order was delivered no longer refuses the review, and a cancelled order is
-- refused as cancelled (its payment refunded or not: it was never sent).
create or replace function public.review_refusal(order_status text, method text, payment text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when order_status = 'cancelled' then 'This order was cancelled, so it cannot be reviewed.'
    when method = 'card' and (payment is null or payment not in ('paid', 'refunded')) then
      'This order is not paid yet. You can review the gift once it is paid for and delivered.'
    when order_status <> 'delivered' then
      'You can review this gift once it has been delivered.'
  end
$$;

-- As in 20250609010000_cancelled_orders_unpaid.sql: a refund of an order that has shipped keeps its status.
create or replace function public.record_card_refund(order_number text, kind text, reference text)
returns public.orders
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  o public.orders;
  -- the goods have left the workshop: the refund gives the money back, the order stays where it is
  sent boolean;
begin
  if kind is null or kind not in ('refunded', 'cancelled') then
    raise exception 'A refund is recorded as refunded or cancelled.' using errcode = '22023';
  end if;
  if coalesce(reference, '') = '' then
    raise exception 'The provider''s reference is required.' using errcode = '22023';
  end if;
  select * into o from public.orders
   where orders.order_number = upper(btrim(coalesce(record_card_refund.order_number, '')))
   for update;
  if not found then
    raise exception 'No order %.', order_number using errcode = 'P0002';
  end if;
  if o.payment_state in ('refunded', 'cancelled') and o.refund_reference = reference then
    return o;
  end if;
  if o.payment_state in ('refunded', 'cancelled') and o.refund_reference is not null then
    raise exception 'Order % was already refunded (refund %).', o.order_number, o.refund_reference
      using errcode = '22023';
  end if;
  if o.payment_state is null or o.payment_state not in ('paid', 'refund_due') then
    raise exception 'Order % is not paid by card (it is %).', o.order_number,
      coalesce(o.payment_state, o.payment_method) using errcode = '22023';
  end if;
  sent := o.status in ('shipped', 'delivered');
  update public.orders set
    payment_state = case when sent then 'refunded' else kind end,
    refund_reference = reference,
    refunded_at = now(),
    status = case when sent then o.status else 'cancelled' end
  where id = o.id returning * into o;
  return o;
end
$$;

revoke all on function public.record_card_refund(text, text, text) from public, anon, authenticated;
grant execute on function public.record_card_refund(text, text, text) to service_role;

-- Orders refunded after they shipped, which record_card_refund cancelled: back where the goods are. Only
-- record_card_refund cancels an order that has a shipped_at (set_order_status refuses to, and clears it), and
-- only it writes a refund_reference. The triggers clear cancelled_by; the reviews follow (orders_reviews_follow).
update public.orders set
  status = case when delivered_at is not null then 'delivered' else 'shipped' end,
  payment_state = 'refunded',
  cancelled_at = null
where status = 'cancelled' and shipped_at is not null and refund_reference is not null
  and payment_state in ('refunded', 'cancelled');

-- Reviews of lines that may now be reviewed (a delivered order refunded) count again; a review the shop's reports
-- hid stays hidden.
update public.reviews r set status = 'published'
from public.order_items i join public.orders o on o.id = i.order_id
where r.order_item_id = i.id and r.status = 'unverified'
  and public.review_refusal(o.status, o.payment_method, o.payment_state) is null;
