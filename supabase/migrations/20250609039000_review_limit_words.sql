-- A review over its limits is refused in the form's words (QA, stop 53).
--
-- The review form (mf-product/src/reviews/reviewForm.ts) says "Use at most
-- 100 characters for your title. Remove 8 characters." while write_review
-- said "Keep the title to 100 characters.": a shopper whose form was
-- bypassed, or out of date (an old build still open), read the database's
-- words, without the count to remove. The words of a text over its limit now
-- have one home in the database, private.too_many_characters, which says
-- what the shop's forms say (tooManyCharacters,
-- mf-product/src/personalization/textProblem.ts): both counts grouped by
-- threes as groupThousands groups them, "1 character" alone singular.
-- write_review is re-created below as it was in
-- 20250609016000_one_review_per_product.sql; only the two lines of its
-- over-limit messages differ (the title's and the body's), each still
-- starting with the field's name ("title: ", "body: ") that the form reads.
-- Counts are char_length of the cleaned text, as before: code points, so an
-- emoji is one character, as the form counts it.
--
-- In the private schema, out of the API's reach (not an RPC); write_review
-- runs as its owner. The cases (backend/test/reviewLimitWordsCases.ts) run
-- on PGlite and PostgreSQL 15. Rerunnable.

create schema if not exists private;

create or replace function private.too_many_characters(max_chars integer, for_what text, over integer)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select format('Use at most %s %s for %s. Remove %s %s.',
    to_char(max_chars, 'FM9,999,999,990'), case when max_chars = 1 then 'character' else 'characters' end,
    for_what,
    to_char(over, 'FM9,999,999,990'), case when over = 1 then 'character' else 'characters' end)
$$;

revoke all on function private.too_many_characters(integer, text, integer) from public, anon, authenticated;

-- As in 20250609016000_one_review_per_product.sql, with the over-limit messages from private.too_many_characters.
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
