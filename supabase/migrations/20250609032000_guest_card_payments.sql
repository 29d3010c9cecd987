-- A guest pays by card (this round: the shop sells for real, with guest
-- checkout and card payments). Until now place_order refused card for a guest
-- ("Paying by card needs an account for now"), because card_payment_due, which
-- quotes what the provider is asked for, read the order by its shopper's
-- session only. A guest's order already has a private token (guest_order,
-- cancel_guest_order: the order's private link /orders/guest#<token>), and
-- that token is what lets a guest pay it, as safely as a session does:
--
--   * place_order places a guest's card order awaiting payment, as a signed-in
--     shopper's (the payment's deadline, the confirmation e-mail waiting for the
--     payment, the e-mail then going to the guest's address: order_email_recipient).
--   * guest_card_payment_due(order_number, token): what is due, for the order
--     with that number AND that private token. A wrong, missing or malformed
--     token, or another order's token, is refused exactly as a stranger is by
--     card_payment_due ('No such order.', P0002), so the answer never tells
--     whether the number exists.
--   * private.card_payment_owed(order): the one home of what may be paid
--     (card orders only; not paid already; not cancelled, though an expired
--     one still may be; the amount in cents), read by both functions.

-- What is due for an order found by its caller's right to it (card_payment_due, guest_card_payment_due).
create function private.card_payment_owed(o public.orders)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
begin
  if o.payment_method <> 'card' then
    raise exception 'This order is not paid by card.' using errcode = '22023';
  end if;
  if o.payment_state = 'paid' then
    raise exception 'This order is already paid.' using errcode = '22023';
  end if;
  if o.status = 'cancelled' and o.payment_state is distinct from 'expired' then
    raise exception 'Order % was cancelled, so it can no longer be paid. Nothing was charged for it.', o.order_number
      using errcode = '22023';
  end if;
  if o.payment_state not in ('awaiting_payment', 'payment_failed') then
    raise exception 'This order can no longer be paid (it is %).', replace(o.payment_state, '_', ' ')
      using errcode = '22023';
  end if;
  return jsonb_build_object(
    'order_id', o.id, 'order_number', o.order_number,
    'amount_cents', (o.total * 100)::bigint, 'currency', public.shop_currency(),
    'payment_state', o.payment_state, 'payment_reference', o.payment_reference,
    'expires_at', o.payment_expires_at
  );
end
$$;
revoke all on function private.card_payment_owed(public.orders) from public;

-- As in 20250609010000_cancelled_orders_unpaid.sql: the shopper's own order (or
-- any, for the service role); what is due is private.card_payment_owed's.
create or replace function public.card_payment_due(order_number text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  uid uuid := nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub';
  o public.orders;
begin
  perform public.expire_unpaid_orders();
  select * into o from public.orders where orders.order_number = card_payment_due.order_number;
  if not found or (uid is not null and o.user_id is distinct from uid)
    or (uid is null and coalesce(current_setting('role', true), '') <> 'service_role') then
    raise exception 'No such order.' using errcode = 'P0002';
  end if;
  return private.card_payment_owed(o);
end
$$;

-- A guest's order by its number and its private token (the lookup of
-- guest_order and cancel_guest_order), whoever calls: the token is the right
-- to it, a session is neither needed nor enough.
create function public.guest_card_payment_due(order_number text, token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  o public.orders;
begin
  perform public.expire_unpaid_orders();
  if token is not null and token ~ '^[0-9a-f]{64}$' then
    select * into o from public.orders
     where orders.guest_token_hash = public.guest_token_hash(guest_card_payment_due.token)
       and orders.order_number = guest_card_payment_due.order_number;
  end if;
  if o.id is null then
    raise exception 'No such order.' using errcode = 'P0002';
  end if;
  return private.card_payment_owed(o);
end
$$;

revoke all on function public.card_payment_due(text) from public, anon;
grant execute on function public.card_payment_due(text) to authenticated, service_role;
revoke all on function public.guest_card_payment_due(text, text) from public;
grant execute on function public.guest_card_payment_due(text, text) to anon, authenticated, service_role;

-- As in 20250609018000_order_item_groups.sql, without the refusal of a guest's
-- card order (section "payment method").
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
  -- client sends (a state, a price, details) can make it paid. A guest's card
  -- order is paid with its private token (guest_card_payment_due).
  if payment_method is null or payment_method not in ('pay_on_delivery', 'invoice', 'card') then
    raise exception 'Choose a payment method: card, pay on delivery or invoice.' using errcode = '22023';
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
