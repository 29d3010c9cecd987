-- Line breaks in gift messages and review bodies (QA sweep defect #8).
--
-- public.clean_text makes every line break a space: right for the one-line
-- fields (names, addresses, e-mail, personalization, a review's title), wrong
-- for the two a shopper writes in several lines, a gift message ("Dear
-- Anna,\n\nHappy birthday") and a review's body. Those now pass through
-- public.clean_multiline_text: each line is cleaned by clean_text (the one
-- home of the list of invisible characters: direction marks, bidi overrides,
-- zero-width characters, soft hyphens, controls), the lines are joined with
-- \n, at most one blank line is kept between two paragraphs, and blank lines
-- at either end go. \r\n, \r, U+2028 (line separator) and U+2029 (paragraph
-- separator) are line breaks; a vertical tab or form feed is removed as
-- clean_text removes it. A NUL never arrives: the database refuses such text.

create function public.clean_multiline_text(value text)
returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select btrim(regexp_replace(
    array_to_string(array(
      select public.clean_text(l.line)
      from unnest(regexp_split_to_array(value, '\r\n|[\r\n\u2028\u2029]')) with ordinality as l(line, n)
      order by l.n), E'\n'),
    '\n{3,}', E'\n\n', 'g'), E'\n')
$$;

revoke all on function public.clean_multiline_text(text) from public, anon, authenticated;
grant execute on function public.clean_multiline_text(text) to service_role;

-- As in 20250609009000_order_core.sql, but the gift message keeps its line
-- breaks (clean_multiline_text); its 250 characters count each line break as one.
create or replace function public.place_order(
  items jsonb,
  shipping jsonb,
  payment_method text,
  idempotency_key uuid default null,
  quoted_total numeric default null,
  details jsonb default '{}'::jsonb
)
returns public.orders
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  bad record;
  quote jsonb;
  placed public.orders;
  field text;
  max_chars integer;
  address jsonb := '{}'::jsonb;
  limits jsonb := public.shop_limits() -> 'address';
  guest_token text; -- issue 28: a guest order's private token (null when signed in)
  checkout jsonb := '{}'::jsonb; -- issue 28: the checked gift options, organisation and proof
begin
  -- [section: who orders — sign-in, guest checkout (issue 28, checkout)]
  if uid is null then
    -- a guest: an e-mail address for the order's messages, and a private token to read it by
    if details ? 'email' and jsonb_typeof(details -> 'email') <> 'string' then
      raise exception 'Your e-mail address must be text.' using errcode = '22023';
    end if;
    checkout := jsonb_build_object('email', lower(public.clean_text(left(details ->> 'email', 1000))));
    if checkout ->> 'email' is null or checkout ->> 'email' = '' then
      raise exception 'Enter your e-mail address, so we can send you your order.' using errcode = '22023';
    end if;
    if char_length(checkout ->> 'email') > 254 or checkout ->> 'email' !~ '^[^@\s<>()",;:]+@[^@\s<>()",;:]+\.[^@\s<>()",;:]+$' then
      raise exception 'Enter a valid e-mail address, like name@example.com.' using errcode = '22023';
    end if;
    place_order.idempotency_key := coalesce(place_order.idempotency_key, gen_random_uuid());
    guest_token := public.guest_order_token(place_order.idempotency_key);
    select * into placed from public.orders o
      where o.user_id is null and o.idempotency_key = place_order.idempotency_key;
    if found then
      placed.guest_token := guest_token;
      return placed;
    end if;
  elsif idempotency_key is not null then
    select * into placed from public.orders o where o.user_id = uid and o.idempotency_key = place_order.idempotency_key;
    if found then
      return placed;
    end if;
  end if;
  -- [end section: who orders]
  -- [section: payment method (issue 29, payments)]
  -- 'card': the order is placed awaiting payment, for the server's total; the
  -- card-payment Edge Function then asks the provider for exactly that total
  -- (outside this transaction) and signed webhooks mark it paid. Nothing the
  -- client sends (a state, a price, details) can make it paid.
  if payment_method is null or payment_method not in ('pay_on_delivery', 'invoice', 'card') then
    raise exception 'Choose a payment method: card, pay on delivery or invoice.' using errcode = '22023';
  end if;
  if payment_method = 'card' and uid is null then
    raise exception 'Paying by card needs an account for now: sign in, or choose pay on delivery.' using errcode = '22023';
  end if;
  -- [end section: payment method]
  -- [section: address, gift options, organisation, proof (issue 28, checkout)]
  -- the address rules' one home: 20250609006000_address_rules.sql (address_problem, address_normalised)
  field := public.address_problem(shipping);
  if field is not null then
    raise exception '%', field using errcode = '22023';
  end if;
  address := public.address_normalised(shipping);
  if payment_method = 'invoice' and address ->> 'organisation' is null then
    raise exception 'Invoices are for schools, teams and organisations: please name yours.' using errcode = '22023';
  end if;
  if details is null or jsonb_typeof(details) <> 'object' then
    details := '{}'::jsonb;
  end if;
  foreach field in array array['gift_message', 'po_number', 'proof_fingerprint'] loop
    if details ? field and jsonb_typeof(details -> field) not in ('string', 'null') then
      raise exception 'The % must be text.', case field when 'gift_message' then 'gift message'
        when 'po_number' then 'purchase order number' else 'proof' end using errcode = '22023';
    end if;
  end loop;
  foreach field in array array['gift_receipt', 'recipient'] loop
    if details ? field and jsonb_typeof(details -> field) not in ('boolean', 'null') then
      raise exception 'The % choice must be true or false.', replace(field, '_', ' ') using errcode = '22023';
    end if;
  end loop;
  checkout := checkout || jsonb_build_object(
    'gift_message', nullif(public.clean_multiline_text(left(details ->> 'gift_message', 2000)), ''),
    'gift_receipt', coalesce((details ->> 'gift_receipt')::boolean, false),
    'recipient', coalesce((details ->> 'recipient')::boolean, false),
    'po_number', case when payment_method = 'invoice'
      then nullif(public.clean_text(left(details ->> 'po_number', 1000)), '') end,
    'proof', public.order_proof(items) ->> 'fingerprint');
  if char_length(checkout ->> 'gift_message') > 250 then
    raise exception 'The gift message is at most 250 characters (this one has %).',
      char_length(checkout ->> 'gift_message') using errcode = '22023';
  end if;
  if char_length(checkout ->> 'po_number') > 40 then
    raise exception 'The purchase order number is at most 40 characters.' using errcode = '22023';
  end if;
  if details ->> 'proof_fingerprint' is not null
    and details ->> 'proof_fingerprint' is distinct from checkout ->> 'proof' then
    raise exception 'Your personalization changed since you checked the proof. Please check it again.'
      using errcode = '22023';
  end if;
  if checkout ->> 'proof' is not null and details ->> 'proof_fingerprint' is null then
    raise exception 'Please check the spelling of your personalization and approve the proof before placing the order.'
      using errcode = '22023';
  end if;
  -- [end section: address, gift options, organisation, proof]

  -- [section: lines (issue 27)]
  select * into bad from public.order_lines_priced(items) l where l.problem is not null order by l.line_no limit 1;
  if found then
    raise exception 'Line %: %', bad.line_no, bad.problem using errcode = '22023';
  end if;

  -- [end section: lines]
  quote := public.price_cart(items, details);
  if quoted_total is not null and quoted_total <> (quote ->> 'total')::numeric then
    raise exception 'Your total is now $%, not $%. Please check your order and place it again.',
      to_char((quote ->> 'total')::numeric, 'FM999999990.00'), to_char(quoted_total, 'FM999999990.00')
      using errcode = '22023';
  end if;

  -- [section: the order row — every section adds its columns here, one line each]
  begin
    insert into public.orders (
      user_id, idempotency_key, shipping_name, shipping_line1, shipping_line2, shipping_city, shipping_region,
      shipping_postal_code, shipping_country, shipping_phone, organisation, payment_method,
      subtotal, shipping, total,
      shipping_method, arrives_earliest, arrives_latest, cancellable_until,
      discount,
      payment_state,
      payment_expires_at,
      contact_email, guest_token_hash, gift_message, gift_receipt, ship_to_recipient, po_number, proof_fingerprint, proof_approved
    ) values (
      uid, place_order.idempotency_key, address ->> 'full_name', address ->> 'line1', address ->> 'line2',
      address ->> 'city', address ->> 'region', address ->> 'postal_code',
      address ->> 'country', address ->> 'phone', address ->> 'organisation',
      payment_method, (quote ->> 'subtotal')::numeric, (quote ->> 'shipping')::numeric, (quote ->> 'total')::numeric,
      public.order_delivery(items, details) ->> 'shipping_method',
      (public.order_delivery(items, details) ->> 'arrives_earliest')::date,
      (public.order_delivery(items, details) ->> 'arrives_latest')::date,
      now() + (select s.production_starts_after from public.shop_settings s),
      (quote ->> 'discount')::numeric,
      case when payment_method = 'card' then 'awaiting_payment' end,
      case when payment_method = 'card' then now() + make_interval(mins => (select s.card_payment_minutes from public.shop_settings s limit 1)) end,
      checkout ->> 'email', case when guest_token is not null then public.guest_token_hash(guest_token) end, checkout ->> 'gift_message', (checkout ->> 'gift_receipt')::boolean, (checkout ->> 'recipient')::boolean, checkout ->> 'po_number', checkout ->> 'proof', coalesce(details ->> 'proof_fingerprint' = checkout ->> 'proof', false)
    ) returning * into placed;
  exception when unique_violation then
    -- a concurrent copy with the same key committed first: answer with its order
    select * into placed from public.orders o where o.user_id is not distinct from uid and o.idempotency_key = place_order.idempotency_key;
    if found then
      placed.guest_token := guest_token; -- issue 28: a guest's private token, handed back, never stored
      return placed;
    end if;
    raise;
  end;
  placed.guest_token := guest_token; -- issue 28: a guest's private token, handed back, never stored
  -- [end section: the order row]

  -- [section: order lines (issue 27)]
  insert into public.order_items (
    order_id, product_id, product_name, variant_sku, variant_name, design_code,
    personalization_text, options, quantity, unit_price, line_total, size
  )
  select placed.id, l.product_id, l.product_name, l.variant_sku, l.variant_name, l.design_code,
    l.personalization_text, l.options, l.quantity, l.unit_price, l.unit_price * l.quantity, l.size
  from public.order_lines_priced(items) l order by l.line_no;
  -- [end section: order lines]

  -- [section: after placing — order e-mails (issue 28, delivery); card orders wait for payment (issue 29)]
  -- The confirmation e-mail, in this transaction (20250609003000_order_delivery.sql renders its payload).
  -- Issue 29: a card order's confirmation waits for its payment; edit this condition for that.
  if placed.payment_method <> 'card' then
    perform public.queue_order_email(placed, 'order_confirmation');
  end if;
  -- [end section: after placing]

  return placed;
end
$$;

-- As in 20250609011000_reviews_of_delivered_orders.sql, but the body keeps
-- its line breaks (clean_multiline_text); the title stays one line.
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
