-- A verified buyer whose first review's order was refunded can review the
-- gift again (QA sweep H-f). A shopper reviewed a gift, its card payment was
-- refunded (the review stopped counting: 'unverified'), and they bought the
-- gift again; once it was delivered, its line said "You have already reviewed
-- this gift (order KL-100004). You can edit that review instead." and
-- write_review refused it, while editing the review from the refunded line
-- was refused too ("This order was refunded, so it cannot be reviewed."): a
-- buyer of a delivered, paid gift could never review it, and was told to do
-- what the shop refuses.
--
-- One review per shopper per product stays (20250609016000): a review whose
-- own line is no longer a delivered, paid purchase (review_refusal not null)
-- no longer holds the product against the shopper's other lines. Written
-- from a line that may be reviewed, it moves to that line (order_item_id),
-- is edited as any review is, and counts again ('unverified' becomes
-- 'published'; a review the shop's reports hid stays 'hidden'). The rating
-- trigger follows the status and the stars. review_lines offers such a line
-- the review to edit (cannot_review null) instead of naming the refunded order.
-- A line not yet reviewable still says why (review_refusal comes first).
-- write_review and review_lines are re-created as in
-- 20250609039000_review_limit_words.sql and 20250609016000_one_review_per_product.sql,
-- with only those changes; reviewed_elsewhere is re-created below. Rerunnable.

-- Why the shopper cannot write a (new) review of a product from a line: they reviewed it already from another line
-- that still may be reviewed (null when not: no review, or one whose order was since cancelled or refunded).
create or replace function public.reviewed_elsewhere(shopper uuid, product bigint, order_item bigint)
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
    and public.review_refusal(o.status, o.payment_method, o.payment_state) is null
  limit 1
$$;

-- As in 20250609039000_review_limit_words.sql; a review of the product on a line that may no longer be reviewed moves
-- to this one before it is edited.
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
    raise exception 'title: %', private.too_many_characters((limits ->> 'title_max')::int, 'your title', char_length(clean_title) - (limits ->> 'title_max')::int) using errcode = '22023';
  end if;
  if char_length(clean_body) < (limits ->> 'body_min')::int then
    raise exception 'body: Write at least % characters.', limits ->> 'body_min' using errcode = '22023';
  end if;
  if char_length(clean_body) > (limits ->> 'body_max')::int then
    raise exception 'body: %', private.too_many_characters((limits ->> 'body_max')::int, 'your review', char_length(clean_body) - (limits ->> 'body_max')::int) using errcode = '22023';
  end if;
  -- the shopper's review of the product sits on a line whose order is no longer a delivered, paid purchase
  -- (reviewed_elsewhere said nothing of it): it moves to this line, and counts again unless the shop's reports hid it
  begin
    update public.reviews r
    set order_item_id = line.id,
        status = case when r.status = 'unverified' then 'published' else r.status end
    where r.user_id = shopper and r.product_id = line.product_id and r.order_item_id <> line.id
      and r.status <> 'duplicate';
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

-- As in 20250609016000_one_review_per_product.sql; a line of a product whose review sits on a line that may no
-- longer be reviewed offers that review to edit.
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
        case when r.order_item_id <> i.id
          and public.review_refusal(ro.status, ro.payment_method, ro.payment_state) is null then
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
