-- One review per shopper per product (QA: an order of 6 team shirts, one line
-- per person, offered 6 "Review this gift" links, and two 5-star reviews from
-- the same buyer moved the product from "4.0 · 1 review" to "4.7 · 3 reviews").
--
-- The spec says nothing of a second review, so it is refused in plain words
-- naming the order whose line holds the first; the shopper edits that one.
-- The rule lives in three places, each for its way in:
--   * write_review refuses a second product review (and says where the first is);
--   * a unique index on (user_id, product_id) of the reviews that count or may
--     count again holds it under concurrent writes;
--   * a review put in another way (the seed, the service role) that would be
--     a second one is kept with status 'duplicate': never shown, never counted,
--     and the order trigger (order_reviews_follow) never brings it back.
--
-- Rows already there: for each shopper and product with more than one review,
-- the earliest published one is kept (or, when none is published, the
-- earliest); every other becomes 'duplicate', and the rating trigger takes
-- the published ones out of the figures.

alter table public.reviews drop constraint reviews_status_check;
alter table public.reviews
  add constraint reviews_status_check check (status in ('published', 'hidden', 'unverified', 'duplicate'));
comment on column public.reviews.status is
  'published; hidden (reported by shoppers, for the shop to look at); unverified (its order is not a delivered, paid purchase: cancelled, refunded or not yet delivered); duplicate (a second review by the same shopper of the same product: kept, never shown or counted)';

with ranked as (
  select id, row_number() over (
    partition by user_id, product_id
    order by (status = 'published') desc, created_at, id
  ) as n
  from public.reviews
  where status <> 'duplicate'
)
update public.reviews r set status = 'duplicate'
from ranked where ranked.id = r.id and ranked.n > 1;

create unique index reviews_one_per_shopper_product on public.reviews (user_id, product_id)
  where status <> 'duplicate';

-- However a review is written, one of a line whose order is not a delivered,
-- paid purchase does not count (as before), and a second one of the same
-- product by the same shopper is kept as 'duplicate'.
create or replace function public.new_review_verified() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.status <> 'duplicate' and exists (
    select 1 from public.reviews r
    where r.user_id = new.user_id and r.product_id = new.product_id and r.status <> 'duplicate'
  ) then
    new.status := 'duplicate';
  elsif new.status = 'published' and (
    select public.review_refusal(o.status, o.payment_method, o.payment_state) is not null
    from public.order_items i join public.orders o on o.id = i.order_id
    where i.id = new.order_item_id
  ) then
    new.status := 'unverified';
  end if;
  return new;
end
$$;

-- Why the shopper cannot write a (new) review of a product from a line: they
-- reviewed it already from another line (null when not).
create function public.reviewed_elsewhere(shopper uuid, product bigint, order_item bigint)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select 'You have already reviewed this gift (order ' || o.order_number || '). You can edit that review instead.'
  from public.reviews r
  join public.order_items i on i.id = r.order_item_id
  join public.orders o on o.id = i.order_id
  where r.user_id = shopper and r.product_id = product and r.order_item_id <> order_item
    and r.status <> 'duplicate'
  limit 1
$$;

-- As in 20250609013000_multiline_text.sql, and a product already reviewed
-- from another line is refused, saying which order holds the review.
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
  clean_body text := public.clean_multiline_text(coalesce(body, ''));
  elsewhere text;
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
  elsewhere := public.reviewed_elsewhere(shopper, line.product_id, line.id);
  if elsewhere is not null then
    raise exception '%', elsewhere using errcode = '42501';
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
  begin
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
  exception when unique_violation then
    -- another line's review of the product was written at the same moment
    raise exception 'You have already reviewed this gift. You can edit that review instead.' using errcode = '42501';
  end;
  return jsonb_build_object(
    'id', saved.id, 'product_id', saved.product_id, 'author_name', saved.author_name, 'stars', saved.stars,
    'title', saved.title, 'body', saved.body, 'bought_as_gift', saved.bought_as_gift, 'status', saved.status,
    'helpful_count', saved.helpful_count, 'created_at', saved.created_at, 'edited_at', saved.edited_at);
end
$$;

-- As in 20250609011000_reviews_of_delivered_orders.sql, but each line carries
-- the shopper's review of its PRODUCT (from whichever line), a line of a
-- product reviewed from another line says so in cannot_review, and one order
-- gives one line per product (the line holding the review, else its first).
create or replace function public.review_lines(
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
  select l.order_item_id, l.product_id, l.product_sku, l.product_name, l.variant_name, l.order_number, l.ordered_at,
    l.review_id, l.stars, l.title, l.body, l.bought_as_gift, l.cannot_review
  from (
    select distinct on (case when of_order is null then i.id else i.product_id end)
      i.id as order_item_id, i.product_id, p.sku as product_sku, i.product_name, i.variant_name, o.order_number,
      o.created_at as ordered_at, r.id as review_id, r.stars, r.title, r.body, r.bought_as_gift,
      coalesce(public.review_refusal(o.status, o.payment_method, o.payment_state),
        case when r.order_item_id <> i.id then
          'You have already reviewed this gift (order ' || ro.order_number || '). You can edit that review instead.'
        end) as cannot_review
    from public.orders o
    join public.order_items i on i.order_id = o.id
    join public.products p on p.id = i.product_id
    left join public.reviews r on r.user_id = o.user_id and r.product_id = i.product_id and r.status <> 'duplicate'
    left join public.order_items ri on ri.id = r.order_item_id
    left join public.orders ro on ro.id = ri.order_id
    where o.user_id = (select auth.uid())
      and (product is null or i.product_id = product)
      and (order_item is null or i.id = order_item)
      and (of_order is null or o.order_number = of_order)
    order by case when of_order is null then i.id else i.product_id end,
      (r.order_item_id = i.id) desc nulls last, i.id
  ) l
  order by l.ordered_at desc, l.order_item_id
  -- one order's products all (an order holds up to 200 lines), or the shopper's latest 50 lines
  limit case when of_order is null then 50 else 200 end
$$;

revoke all on function public.reviewed_elsewhere(uuid, bigint, bigint) from public, anon, authenticated;
grant execute on function public.reviewed_elsewhere(uuid, bigint, bigint) to service_role;
