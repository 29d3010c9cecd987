-- The shopper is told when their order is delivered, and invited to review
-- what they bought (QA sweep H-d, item 2). Shipping wrote 'order_shipped' and
-- the delivery wrote nothing: the shopper was never told, and never asked for
-- the review that only a delivered, paid purchase may have
-- (20250609011000_reviews_of_delivered_orders.sql).
--
-- When an order becomes 'delivered' (set_order_status, or any update of its
-- status), the same transaction writes an 'order_delivered' e-mail to the
-- order's recipient (public.order_email_recipient: the shopper, or the guest's
-- address). Its payload is the order (public.order_email_payload) with:
-- - `review_lines`: each line the shopper may review now, one per product (as
--   review_lines lists an order's products), as {order_item_id, product_name}:
--   a shopper's order only (a guest cannot review, write_review asks for a
--   session), paid (review_refusal), a line of a product still in the shop, and
--   not a product they reviewed already from a line that still counts
--   (reviewed_elsewhere) or from this one;
-- - `guest`: whether the order is a guest's (no account: the e-mail says how an
--   account brings the order, and its reviews, to them: claim_guest_orders).
-- Once per order: a unique index on the order number of 'order_delivered'
-- rows (a status moved back and on again behind set_order_status's back
-- writes nothing more). Never for an order cancelled or refunded, or a card
-- order not paid (review_refusal says why): set_order_status refuses to
-- deliver those, and an update behind its back writes nothing. Rerunnable.

create schema if not exists private;

-- The lines of a delivered order its shopper may review now, one per product, for the delivered e-mail.
create or replace function private.order_review_invitations(placed public.orders)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('order_item_id', l.id, 'product_name', l.product_name) order by l.id),
    '[]'::jsonb)
  from (
    select distinct on (i.product_id) i.id, i.product_name
    from public.order_items i
    where i.order_id = placed.id
      and placed.user_id is not null
      and i.product_id is not null
      and public.review_refusal(placed.status, placed.payment_method, placed.payment_state) is null
      and public.reviewed_elsewhere(placed.user_id, i.product_id, i.id) is null
      and not exists (select 1 from public.reviews r where r.order_item_id = i.id)
    order by i.product_id, i.id
  ) l
$$;

revoke all on function private.order_review_invitations(public.orders) from public, anon, authenticated;

create unique index if not exists email_outbox_order_delivered_once
  on public.email_outbox ((payload ->> 'order_number')) where kind = 'order_delivered';

create or replace function private.order_delivery_tells_shopper() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  recipient text;
begin
  if new.status = 'delivered' and old.status is distinct from 'delivered'
     and old.status is distinct from 'cancelled' and new.cancelled_at is null
     and public.review_refusal(new.status, new.payment_method, new.payment_state) is null
     and coalesce(new.payment_state, '') not in ('refund_due', 'refunded', 'cancelled', 'expired') then
    recipient := public.order_email_recipient(new);
    if recipient is not null then
      insert into public.email_outbox (kind, recipient, payload)
      values ('order_delivered', recipient, public.order_email_payload(new) || jsonb_build_object(
        'review_lines', private.order_review_invitations(new),
        'guest', new.user_id is null))
      on conflict ((payload ->> 'order_number')) where kind = 'order_delivered' do nothing;
    end if;
  end if;
  return null;
end
$$;

revoke all on function private.order_delivery_tells_shopper() from public, anon, authenticated;

drop trigger if exists orders_delivery_tells_shopper on public.orders;
create trigger orders_delivery_tells_shopper after update of status on public.orders
for each row execute function private.order_delivery_tells_shopper();
