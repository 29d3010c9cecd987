-- Reviews only of gifts bought and received (QA: reviews of unpaid and
-- cancelled orders went up as "Verified buyer" and moved the rating).
--
-- A line may be reviewed once its order is delivered and paid for:
--   * card: payment_state = 'paid' (awaiting, failed, expired, refunded or
--     cancelled payments are not);
--   * pay on delivery: paid at the door, so delivered is paid;
--   * invoice: paid later by design (the shop records no invoice payment);
--     a delivered invoice order is a completed sale, a cancelled one is not.
-- A paid order that is only placed (or in production, or on its way) is not
-- reviewable yet: a review says how the gift turned out, and until it is
-- delivered the shopper has not seen it (QA: "reviews are allowed while an
-- order is only Placed, before anything is made").
--
-- A review whose order stops being a delivered, paid purchase (cancelled,
-- payment refunded) stops counting: its status becomes 'unverified' (not the
-- moderation status 'hidden'), the rating trigger takes it out of the
-- figures, and it counts again if the order becomes one again. The rows
-- already written for orders that are not (yet) delivered and paid are
-- marked the same way here, and come back when their order is delivered.

-- Why a line of an order cannot be reviewed (null when it can): the one home
-- of the rule. It takes the order's columns, not its row, so PostgREST does
-- not offer it as a column of orders.
create function public.review_refusal(order_status text, method text, payment text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when order_status = 'cancelled' then
      case when payment = 'refunded' then 'This order was refunded, so it cannot be reviewed.'
           else 'This order was cancelled, so it cannot be reviewed.' end
    when method = 'card' and payment is distinct from 'paid' then
      'This order is not paid yet. You can review the gift once it is paid for and delivered.'
    when order_status <> 'delivered' then
      'You can review this gift once it has been delivered.'
  end
$$;

alter table public.reviews drop constraint reviews_status_check;
alter table public.reviews
  add constraint reviews_status_check check (status in ('published', 'hidden', 'unverified'));
comment on column public.reviews.status is
  'published; hidden (reported by shoppers, for the shop to look at); unverified (its order is not a delivered, paid purchase: cancelled, refunded or not yet delivered)';

-- Keeps each review's status in step with its order's.
create function public.order_reviews_follow() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  shown boolean := public.review_refusal(new.status, new.payment_method, new.payment_state) is null;
begin
  update public.reviews r
  set status = case when shown then 'published' else 'unverified' end
  from public.order_items i
  where i.order_id = new.id and r.order_item_id = i.id
    and r.status = case when shown then 'unverified' else 'published' end;
  return null;
end
$$;

create trigger orders_reviews_follow after update of status, payment_state, payment_method on public.orders
for each row when (old.status is distinct from new.status or old.payment_state is distinct from new.payment_state
  or old.payment_method is distinct from new.payment_method)
execute function public.order_reviews_follow();

-- However a review is written (write_review, the seed, the service role), one
-- of a line whose order is not a delivered, paid purchase does not count.
create function public.new_review_verified() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.status = 'published' and (
    select public.review_refusal(o.status, o.payment_method, o.payment_state) is not null
    from public.order_items i join public.orders o on o.id = i.order_id
    where i.id = new.order_item_id
  ) then
    new.status := 'unverified';
  end if;
  return new;
end
$$;

create trigger reviews_verified_insert before insert on public.reviews
for each row execute function public.new_review_verified();

-- The rows already there: reviews of orders that are not delivered and paid stop counting.
update public.reviews r set status = 'unverified'
from public.order_items i join public.orders o on o.id = i.order_id
where r.order_item_id = i.id and r.status = 'published'
  and public.review_refusal(o.status, o.payment_method, o.payment_state) is not null;

-- As before, and the line must be of a delivered, paid order (review_refusal).
create or replace function public.write_review(
  order_item bigint,
  stars integer,
  title text,
  body text,
  bought_as_gift boolean default false
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  shopper uuid := auth.uid();
  limits jsonb := public.review_limits();
  line record;
  clean_title text := public.clean_text(coalesce(title, ''));
  clean_body text := public.clean_text(coalesce(body, ''));
  saved public.reviews;
begin
  if shopper is null then
    raise exception 'Sign in to write a review.' using errcode = '42501';
  end if;
  select i.id, i.product_id, public.review_refusal(o.status, o.payment_method, o.payment_state) as refusal into line
  from public.order_items i join public.orders o on o.id = i.order_id
  where i.id = order_item and o.user_id = shopper
  for share of o;
  if line.id is null or line.product_id is null then
    raise exception 'Only the shopper who bought this item can review it.' using errcode = '42501';
  end if;
  if line.refusal is not null then
    raise exception '%', line.refusal using errcode = '42501';
  end if;
  if stars is null or stars < (limits ->> 'stars_min')::int or stars > (limits ->> 'stars_max')::int then
    raise exception 'stars: Choose from 1 to 5 stars.' using errcode = '22023';
  end if;
  if clean_title = '' then
    raise exception 'title: Give your review a title.' using errcode = '22023';
  end if;
  if char_length(clean_title) > (limits ->> 'title_max')::int then
    raise exception 'title: Keep the title to % characters.', limits ->> 'title_max' using errcode = '22023';
  end if;
  if char_length(clean_body) < (limits ->> 'body_min')::int then
    raise exception 'body: Write at least % characters.', limits ->> 'body_min' using errcode = '22023';
  end if;
  if char_length(clean_body) > (limits ->> 'body_max')::int then
    raise exception 'body: Keep the review to % characters.', limits ->> 'body_max' using errcode = '22023';
  end if;
  insert into public.reviews as r (order_item_id, product_id, user_id, author_name, stars, title, body, bought_as_gift)
  values (line.id, line.product_id, shopper, public.review_author_name(shopper), stars, clean_title, clean_body,
    coalesce(bought_as_gift, false))
  on conflict (order_item_id) do update set
    stars = excluded.stars,
    title = excluded.title,
    body = excluded.body,
    bought_as_gift = excluded.bought_as_gift,
    author_name = excluded.author_name,
    edited_at = now()
  where r.user_id = shopper
  returning * into saved;
  return jsonb_build_object(
    'id', saved.id, 'product_id', saved.product_id, 'author_name', saved.author_name, 'stars', saved.stars,
    'title', saved.title, 'body', saved.body, 'bought_as_gift', saved.bought_as_gift, 'status', saved.status,
    'helpful_count', saved.helpful_count, 'created_at', saved.created_at, 'edited_at', saved.edited_at);
end
$$;

-- The caller's order lines (of a product, one line, or one order), newest
-- first, each with its review if written and why it cannot be reviewed
-- (null when it can): the order page and the review form read the rule here.
drop function public.review_lines(bigint, bigint);
create function public.review_lines(
  product bigint default null,
  order_item bigint default null,
  of_order text default null
)
returns table (
  order_item_id bigint,
  product_id bigint,
  product_sku text,
  product_name text,
  variant_name text,
  order_number text,
  ordered_at timestamptz,
  review_id bigint,
  stars smallint,
  title text,
  body text,
  bought_as_gift boolean,
  cannot_review text
)
language sql
stable
security definer
set search_path = ''
as $$
  select i.id, i.product_id, p.sku, i.product_name, i.variant_name, o.order_number, o.created_at,
    r.id, r.stars, r.title, r.body, r.bought_as_gift, public.review_refusal(o.status, o.payment_method, o.payment_state)
  from public.orders o
  join public.order_items i on i.order_id = o.id
  join public.products p on p.id = i.product_id
  left join public.reviews r on r.order_item_id = i.id
  where o.user_id = (select auth.uid())
    and (product is null or i.product_id = product)
    and (order_item is null or i.id = order_item)
    and (of_order is null or o.order_number = of_order)
  order by o.created_at desc, i.id
  -- one order's lines all (an order holds up to 200), or the shopper's latest 50
  limit case when of_order is null then 50 else 200 end
$$;

revoke all on function public.review_refusal(text, text, text) from public, anon, authenticated;
revoke all on function public.order_reviews_follow() from public, anon, authenticated;
revoke all on function public.new_review_verified() from public, anon, authenticated;
revoke all on function public.review_lines(bigint, bigint, text) from public;
grant execute on function public.review_refusal(text, text, text) to service_role;
grant execute on function public.review_lines(bigint, bigint, text) to anon, authenticated, service_role;
