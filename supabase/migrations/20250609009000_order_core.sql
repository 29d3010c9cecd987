-- The order core: price_cart and place_order, redefined in ONE place this round.
--
-- Several pieces of work change these two functions at once (sizes and volume
-- tiers, guest checkout and gift options, shipping methods and order e-mails,
-- card payments). So their current definitions live only here, in the last
-- migration of the round, and each piece edits its own marked section.
--
-- New in this file: both take `details jsonb` (default '{}'), the checkout's
-- choices beyond the lines and the address (for example the shipping method,
-- a gift message, a guest's e-mail). Each key is read and checked by the
-- section that owns it; unknown keys are ignored.

drop function public.price_cart(jsonb);
drop function public.place_order(jsonb, jsonb, text, uuid, numeric);

-- What the cart costs now, priced by the server: {lines:[{line_no,
-- variant_sku, design_code, quantity, unit_price, line_total, problem}],
-- subtotal, shipping, discount, total, free_shipping_threshold,
-- flat_shipping_rate, remaining_for_free}. Lines with a problem are not
-- counted (place_order refuses them). An empty subtotal ships free.
create function public.price_cart(items jsonb, details jsonb default '{}'::jsonb)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with lines as (select * from public.order_lines_priced(items)),
  sums as (
    select coalesce(sum(unit_price * quantity) filter (where problem is null), 0)::numeric(10, 2) as subtotal
    from lines
  ),
  settings as (select * from public.shop_settings limit 1),
  priced as (
    select sums.subtotal,
      -- [section: discount — sizes, groups and volume tiers (issue 27)]
      -- volume tiers: per product, on its total quantity across all its lines (20250609001000);
      -- it reads each orderable line's product, quantity and price, so only those are sent
      (select coalesce(sum(t.discount), 0) from public.volume_tiers_reached(
        (select jsonb_agg(jsonb_build_object('product_id', l.product_id, 'quantity', l.quantity, 'unit_price', l.unit_price))
          from lines l where l.problem is null)) t)::numeric(10, 2) as discount,
      (select coalesce(jsonb_agg(to_jsonb(t)), '[]'::jsonb) from public.volume_tiers_reached(
        (select jsonb_agg(jsonb_build_object('product_id', l.product_id, 'quantity', l.quantity, 'unit_price', l.unit_price))
          from lines l where l.problem is null)) t) as volume,
      -- [end section: discount]
      -- [section: shipping — shipping methods and delivery dates (issue 28, delivery)]
      -- the method `details` names (shipping_method; standard when absent), priced in 20250609003000_order_delivery.sql
      public.shipping_price(public.chosen_shipping_method(details), sums.subtotal) as shipping,
      -- [end section: shipping]
      settings.free_shipping_threshold, settings.flat_shipping_rate
    from sums, settings
  )
  select jsonb_build_object(
    'lines', (select jsonb_agg(jsonb_build_object(
      'line_no', line_no, 'variant_sku', variant_sku, 'design_code', design_code,
      'quantity', quantity, 'unit_price', unit_price, 'size', size,
      'line_total', case when problem is null then (unit_price * quantity)::numeric(10, 2) end,
      'problem', problem) order by line_no) from lines),
    'subtotal', priced.subtotal,
    'shipping', priced.shipping,
    'discount', priced.discount,
    -- [section: volume — the tier each product reached (issue 27)]
    'volume', priced.volume,
    -- [end section: volume]
    'total', priced.subtotal - priced.discount + priced.shipping,
    'free_shipping_threshold', priced.free_shipping_threshold,
    'flat_shipping_rate', priced.flat_shipping_rate,
    'remaining_for_free', greatest(priced.free_shipping_threshold - priced.subtotal, 0)
  )
  from priced
$$;

-- Places an order for the signed-in shopper, atomically (as in
-- 20250603000100_order_safety.sql), charging exactly price_cart's quote.
-- quoted_total is the total the shopper was shown: when the quote is no
-- longer that, nothing is placed and the answer says the new total. It is
-- never a price: the order is always charged the server's quote.
create function public.place_order(
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
    'gift_message', nullif(public.clean_text(left(details ->> 'gift_message', 2000)), ''),
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

revoke all on function public.price_cart(jsonb, jsonb) from public;
grant execute on function public.price_cart(jsonb, jsonb) to anon, authenticated, service_role;
revoke all on function public.place_order(jsonb, jsonb, text, uuid, numeric, jsonb) from public, anon, authenticated;
grant execute on function public.place_order(jsonb, jsonb, text, uuid, numeric, jsonb) to anon, authenticated, service_role;
