-- Guest checkout, gift options, organisations and the proof (issue 28,
-- parts 1 and 3; issue 27, parts 6 and 7). place_order itself reads these
-- (20250609009000_order_core.sql, sections "who orders" and "address, gift
-- options, organisation, proof"); this file adds what it stores and the
-- functions around it.
--
-- A guest orders with an e-mail address and no account. Their order has no
-- user_id, so no row level security policy ever shows it to anyone; they
-- read it only through guest_order(token), with the private token
-- place_order hands back once (in the returned row's guest_token, never
-- stored: only its SHA-256 is). The token is derived from a secret the API
-- cannot read and the order's idempotency key, so a repeated guest call
-- (the same key) answers with the same order and the same link.
-- Signing up (or in) with that e-mail address, once confirmed, claims the
-- order: claim_guest_orders().

create schema if not exists private;
revoke all on schema private from public;

-- One secret per database, never readable through the API (the private
-- schema is not exposed and grants nothing to anon or authenticated).
create table private.guest_link_secret (
  id boolean primary key default true check (id),
  secret text not null default (replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''))
);
insert into private.guest_link_secret default values;
revoke all on private.guest_link_secret from public;

alter table public.orders alter column user_id drop not null;
alter table public.orders
  add column contact_email text check (char_length(contact_email) <= 254),
  add column guest_token_hash text unique check (guest_token_hash ~ '^[0-9a-f]{64}$'),
  -- handed back once by place_order to the guest who placed the order; never stored
  add column guest_token text check (guest_token is null),
  add column gift_message text check (char_length(gift_message) <= 250),
  add column gift_receipt boolean not null default false,
  add column ship_to_recipient boolean not null default false,
  add column po_number text check (char_length(po_number) <= 40),
  add column proof_fingerprint text check (proof_fingerprint ~ '^[0-9a-f]{64}$'),
  add column proof_approved boolean not null default false,
  add constraint orders_shopper_or_guest check (user_id is not null or contact_email is not null);

-- A guest's repeated call (same idempotency key) finds its order.
create unique index orders_guest_idempotency_key on public.orders (idempotency_key) where user_id is null;

-- The private token of a guest order: SHA-256 of the secret and the order's idempotency key, in hex.
create function public.guest_order_token(idempotency_key uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select encode(sha256(convert_to(s.secret || ':guest-order:' || idempotency_key::text, 'UTF8')), 'hex')
  from private.guest_link_secret s
$$;

-- What is stored to find an order by its token: the token's own SHA-256.
create function public.guest_token_hash(token text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select encode(sha256(convert_to(coalesce(left(token, 200), ''), 'UTF8')), 'hex')
$$;

-- The proof of a cart's personalized lines, exactly as they will be printed:
-- {lines:[{line_no, product_name, variant_name, design_code, design_name,
-- text, options, size, quantity}], fingerprint}. The fingerprint (SHA-256 of the lines) is
-- what checkout sends back as details.proof_fingerprint once the shopper has
-- checked the spelling; place_order computes it again and stores it, and
-- refuses an order whose proof is no longer the one approved. Lines without
-- text are not part of the proof; a cart without any has no fingerprint.
create function public.order_proof(items jsonb)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with lines as (
    select jsonb_agg(jsonb_build_object(
      'line_no', l.line_no, 'product_name', l.product_name, 'variant_name', l.variant_name,
      'design_code', l.design_code, 'design_name', d.design_name,
      'text', l.personalization_text, 'options', l.options, 'size', l.size, 'quantity', l.quantity
    ) order by l.line_no) as lines
    from public.order_lines_priced(items) l
    left join public.designs d on d.design_code = l.design_code
    where l.personalization_text is not null and l.problem is null
  )
  select jsonb_build_object(
    'lines', coalesce(lines, '[]'::jsonb),
    'fingerprint', case when lines is null then null else encode(sha256(convert_to(lines::text, 'UTF8')), 'hex') end
  )
  from lines
$$;

-- A guest's order by its private token: {order:{…}, lines:[…]}, or null for
-- any other token (wrong, truncated, another order's). The same work is done
-- either way: the token's hash is looked up through one unique index.
create function public.guest_order(token text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'order', to_jsonb(o) - 'user_id' - 'guest_token_hash' - 'guest_token' - 'idempotency_key',
    'lines', coalesce((
      select jsonb_agg(to_jsonb(i) - 'order_id' - 'product_id' order by i.id)
      from public.order_items i where i.order_id = o.id
    ), '[]'::jsonb)
  )
  from public.orders o
  where o.guest_token_hash = public.guest_token_hash(token)
$$;

-- Claims the guest orders placed with the signed-in shopper's e-mail address,
-- once that address is confirmed: they become the shopper's own orders (My
-- Orders). Answers how many were claimed.
create function public.claim_guest_orders()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  claimed integer;
begin
  if auth.uid() is null then
    return 0;
  end if;
  update public.orders o set user_id = u.id
  from auth.users u
  where u.id = auth.uid() and u.email_confirmed_at is not null
    and o.user_id is null and o.contact_email = lower(u.email);
  get diagnostics claimed = row_count;
  return claimed;
end
$$;

revoke all on function public.guest_order_token(uuid) from public, anon, authenticated;
revoke all on function public.guest_token_hash(text) from public, anon, authenticated;
revoke all on function public.order_proof(jsonb) from public;
revoke all on function public.guest_order(text) from public;
revoke all on function public.claim_guest_orders() from public, anon;
grant execute on function public.guest_order_token(uuid) to service_role;
grant execute on function public.guest_token_hash(text) to service_role;
grant execute on function public.order_proof(jsonb) to anon, authenticated, service_role;
grant execute on function public.guest_order(text) to anon, authenticated, service_role;
grant execute on function public.claim_guest_orders() to authenticated, service_role;
