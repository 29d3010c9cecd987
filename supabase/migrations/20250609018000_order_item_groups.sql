-- A group order's name is kept on the order (QA sweep defect #14).
--
-- The product page's "Order for a group" puts a roster (one line per person:
-- a team's shirts) in the cart as one group with a name; the cart drawer
-- lists it under that name. The order kept only the lines, so the order
-- page, the confirmation and the order e-mails listed each person's line on
-- its own, and a coach could not tell which shirts were the team's.
--
--   * order_items.group_name: the name of the group order the line was part
--     of, null for a line ordered on its own. Lines with the same name in one
--     order are one group (the order page, the confirmation and the e-mails
--     list them together, where the first of them is).
--   * public.order_group_name(text): the one home of the group name's rule.
--     The name is cleaned as every one-line field is (public.clean_text:
--     invisible and control characters removed, spaces made one, trimmed),
--     cut to shop_limits() -> 'group_name' characters (100, as the product
--     page's field takes), and a name that cleans to nothing is 'Group order'
--     (the product page's own default). Markup is text, kept as typed; the
--     pages and the e-mails escape it. The column's check holds every stored
--     name to that rule.
--   * place_order reads each line's `group_name` (text or null; anything
--     else refuses the order with the line's number) and writes it cleaned.
--     A line without the key is a line on its own, as before.
--   * The order e-mails' payload carries each line's group_name.
--   * The shop's copy is American: place_order's refusal of an invoice
--     without one says "organizations" (the column keeps its name,
--     organisation).

-- As in 20250609001000_sizes_and_volume_prices.sql, with the group name's limit.
create or replace function public.shop_limits()
returns jsonb
language sql
immutable
parallel safe
set search_path = ''
as $$
  select jsonb_build_object(
    'personalization_text', 100,
    'quantity_min', 1,
    'quantity_max', 99,
    'order_lines', 200,
    'group_name', 100,
    'address', jsonb_build_object(
      'full_name', 120, 'line1', 200, 'line2', 200, 'city', 100, 'region', 100,
      'postal_code', 20, 'country', 100, 'phone', 40, 'organisation', 200
    )
  )
$$;

-- A group order's name as the order keeps it; null stays null (a line on its own).
create function public.order_group_name(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case when value is not null then coalesce(nullif(public.clean_text(left(
    public.clean_text(left(value, 4000)), (public.shop_limits() ->> 'group_name')::integer)), ''), 'Group order') end
$$;

revoke all on function public.order_group_name(text) from public, anon, authenticated;
grant execute on function public.order_group_name(text) to service_role;

alter table public.order_items
  add column group_name text check (group_name = public.order_group_name(group_name));
comment on column public.order_items.group_name is
  'The group order (product page: Order for a group) the line was part of, by name (public.order_group_name); null for a line ordered on its own';

-- As in 20250609013000_multiline_text.sql, writing each line's group name
-- (the section "order lines", and the check of its type in "lines"); the
-- invoice's refusal spelled "organizations".
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
    raise exception 'Invoices are for schools, teams and organizations: please name yours.' using errcode = '22023';
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
  -- QA sweep #14: a line's group order, by name (order_group_name cleans it), or null
  select e.ordinality::integer as line_no into bad from jsonb_array_elements(items) with ordinality e
    where jsonb_typeof(e.value -> 'group_name') not in ('string', 'null') order by e.ordinality limit 1;
  if found then
    raise exception 'Line %: The group name must be text.', bad.line_no using errcode = '22023';
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
    personalization_text, options, quantity, unit_price, line_total, size, group_name
  )
  select placed.id, l.product_id, l.product_name, l.variant_sku, l.variant_name, l.design_code,
    l.personalization_text, l.options, l.quantity, l.unit_price, l.unit_price * l.quantity, l.size,
    public.order_group_name(items -> (l.line_no - 1) ->> 'group_name')
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

-- As in 20250609017000_order_email_lines_and_canceller.sql, with each line's group name.
create or replace function public.order_email_payload(placed public.orders)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'order_number', placed.order_number,
    'placed_at', placed.created_at,
    'status', placed.status,
    'cancelled_by', placed.cancelled_by,
    'order_path', public.order_path(placed),
    'lines', coalesce((
      select jsonb_agg(jsonb_build_object(
        'product_name', i.product_name, 'variant_name', i.variant_name, 'variant_sku', i.variant_sku,
        'size', i.size, 'design_code', i.design_code, 'design_name', d.design_name,
        'personalization_text', i.personalization_text, 'options', i.options,
        'quantity', i.quantity, 'unit_price', i.unit_price, 'line_total', i.line_total, 'group_name', i.group_name
      ) order by i.id)
      from public.order_items i
      left join public.designs d on d.design_code = i.design_code
      where i.order_id = placed.id), '[]'::jsonb),
    'subtotal', placed.subtotal,
    'shipping', placed.shipping,
    'discount', coalesce((to_jsonb(placed) ->> 'discount')::numeric, 0),
    'total', placed.total,
    'payment_method', placed.payment_method,
    'payment_state', placed.payment_state,
    'po_number', placed.po_number,
    'gift_message', placed.gift_message,
    'shipping_method', (select m.name from public.shipping_methods m where m.code = placed.shipping_method),
    'arrives_earliest', placed.arrives_earliest,
    'arrives_latest', placed.arrives_latest,
    'tracking_number', placed.tracking_number,
    'address', jsonb_strip_nulls(jsonb_build_object(
      'full_name', placed.shipping_name, 'organisation', placed.organisation, 'line1', placed.shipping_line1,
      'line2', placed.shipping_line2, 'city', placed.shipping_city, 'region', placed.shipping_region,
      'postal_code', placed.shipping_postal_code, 'country', placed.shipping_country))
  )
$$;
