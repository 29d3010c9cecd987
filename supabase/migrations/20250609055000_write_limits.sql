-- The shop's write limits live in the database (task H-a), so a shop on hosted
-- Supabase has them too.
--
-- Before, place_order's limit (30 a minute per client address) and the
-- newsletter's lived only in the embedded backend's HTTP layer
-- (backend/src/http/restLimits.ts): hosted PostgREST has no such layer, so one
-- script could place thousands of orders there, each one e-mailed and holding
-- stock. Now:
--
-- * The figures are shop settings (public.shop_settings, the service role
--   changes them through the API like the shipping rate): orders_per_window
--   (30), newsletter_signups_per_window (30), write_limit_window_seconds (60).
-- * An order counts when its row is written (a trigger on public.orders, which
--   only place_order writes for shoppers): a call refused by place_order's own
--   checks, or the same order asked again under its idempotency key, places
--   nothing and counts nothing. A newsletter sign-up counts on every insert a
--   shopper sends (a trigger that runs before newsletter_subscribe_once).
-- * Keys a shopper cannot dodge cheaply, each counted on its own; any one over
--   the limit refuses: the signed-in user (whatever e-mail they give), a
--   guest's e-mail address, and the client address. On hosted Supabase the
--   address is the `cf-connecting-ip` request header, which Cloudflare, in
--   front of every project's API, sets to the address that connected to it
--   (X-Forwarded-For is not used: its first entries are whatever the client
--   sent). The embedded backend sets that header the same way. An IPv6 address
--   counts by its /64 (one subscriber's network). An API request without the
--   header (or with one that is not an address) counts under one shared
--   "unknown" address; a statement run outside the API (no request.headers:
--   the shop's own SQL, the service role) is not limited.
-- * Over the limit: HTTP 429 with `Retry-After: N` and PostgREST's body
--   {"code":"over_request_rate_limit","message":"Too many requests. Please wait
--   N seconds and try again.","details":null,"hint":"Try again in N seconds."},
--   by RAISE SQLSTATE 'PGRST' (PostgREST turns MESSAGE into the body and
--   DETAIL's status and headers into the answer's). N is the seconds until the
--   fullest key's window starts afresh; checkout counts it down from the hint.
-- * Counters: private.write_counts, one row per action and key (the SHA-256 of
--   the key: no address or e-mail is kept), fixed windows. Each counted write
--   deletes up to 50 rows whose window has ended, so the table holds about the
--   keys seen in the last window, however many come and go.
--
-- Cases: backend/test/writeLimitsCases.ts (PGlite and PostgreSQL 15).

create schema if not exists private;

alter table public.shop_settings
  add column if not exists orders_per_window integer not null default 30
    constraint shop_settings_orders_per_window check (orders_per_window between 1 and 1000000),
  add column if not exists newsletter_signups_per_window integer not null default 30
    constraint shop_settings_newsletter_signups_per_window check (newsletter_signups_per_window between 1 and 1000000),
  add column if not exists write_limit_window_seconds integer not null default 60
    constraint shop_settings_write_limit_window_seconds check (write_limit_window_seconds between 1 and 86400);

comment on column public.shop_settings.orders_per_window is
  'Orders placed per window (write_limit_window_seconds) by one signed-in shopper, one guest e-mail address, one client address.';
comment on column public.shop_settings.newsletter_signups_per_window is
  'Newsletter sign-ups sent per window (write_limit_window_seconds) from one client address (or one signed-in shopper).';
comment on column public.shop_settings.write_limit_window_seconds is
  'The window of the write limits, in seconds: a key''s count starts afresh this long after its first counted write.';

create table if not exists private.write_counts (
  action text not null,
  key bytea not null,
  resets_at timestamptz not null,
  used integer not null,
  primary key (action, key)
);

create index if not exists write_counts_resets_at on private.write_counts (resets_at);

revoke all on private.write_counts from public, anon, authenticated;

-- The client's address as the API's gateway said it (`cf-connecting-ip`), as a key: an IPv4 address, an IPv6
-- address's /64, 'unknown' for an API request that says none (or not an address), null outside the API.
create or replace function private.client_address()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  said text := nullif(current_setting('request.headers', true), '');
  headers jsonb;
  address inet;
begin
  if said is null then
    return null;
  end if;
  begin
    headers := said::jsonb;
  exception when others then
    return 'unknown';
  end;
  if jsonb_typeof(headers) is distinct from 'object' or jsonb_typeof(headers -> 'cf-connecting-ip') is distinct from 'string' then
    return 'unknown';
  end if;
  begin
    address := btrim(headers ->> 'cf-connecting-ip')::inet;
  exception when others then
    return 'unknown';
  end;
  if address is null then
    return 'unknown';
  end if;
  if family(address) = 6 and host(address) ~ '^::ffff:\d+\.\d+\.\d+\.\d+$' then
    return substr(host(address), 8); -- an IPv4 address written as IPv6
  end if;
  if family(address) = 6 then
    return host(network(set_masklen(address, 64))) || '/64';
  end if;
  return host(address);
end
$$;

revoke all on function private.client_address() from public, anon, authenticated;

-- Counts one write of `action` under each key (null keys are skipped), in windows of the shop's
-- write_limit_window_seconds; over `per_window` for any key it refuses with 429 (nothing counted: the
-- transaction ends). Only shoppers' API requests are counted (anon, authenticated, with request.headers).
create or replace function private.count_write(action text, keys text[], per_window integer)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  window_length interval := make_interval(secs => (select s.write_limit_window_seconds from public.shop_settings s limit 1));
  k text;
  count_now integer;
  resets timestamptz;
  wait_seconds integer := 0;
  wait_words text;
begin
  -- a shopper's API request: PostgREST always sets request.headers; the shop's own SQL and the service role are not counted
  if nullif(current_setting('request.headers', true), '') is null
     or (select auth.role()) is distinct from 'anon' and (select auth.role()) is distinct from 'authenticated' then
    return;
  end if;
  -- the counters of windows that have ended, a few at a time: the table stays the size of one window's keys
  delete from private.write_counts c
   where c.ctid = any (array(select o.ctid from private.write_counts o where o.resets_at <= now() limit 50));
  foreach k in array keys loop
    continue when k is null;
    insert into private.write_counts as c (action, key, resets_at, used)
    values (count_write.action, sha256(convert_to(k, 'UTF8')), now() + window_length, 1)
    on conflict on constraint write_counts_pkey do update
      set used = case when c.resets_at <= now() then 1 else c.used + 1 end,
          resets_at = case when c.resets_at <= now() then excluded.resets_at else c.resets_at end
    returning c.used, c.resets_at into count_now, resets;
    if count_now > per_window then
      wait_seconds := greatest(wait_seconds, 1, ceil(extract(epoch from resets - now()))::integer);
    end if;
  end loop;
  if wait_seconds > 0 then
    wait_words := wait_seconds || case when wait_seconds = 1 then ' second' else ' seconds' end;
    raise sqlstate 'PGRST' using
      message = json_build_object(
        'code', 'over_request_rate_limit',
        'message', 'Too many requests. Please wait ' || wait_words || ' and try again.',
        'details', null,
        'hint', 'Try again in ' || wait_words || '.')::text,
      detail = json_build_object('status', 429, 'headers', json_build_object('Retry-After', wait_seconds::text))::text;
  end if;
end
$$;

revoke all on function private.count_write(text, text[], integer) from public, anon, authenticated;

-- An order placed by a shopper: counted for the signed-in user, or the guest's e-mail address, and the client address.
create or replace function private.orders_within_write_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.count_write(
    'place_order',
    array[
      'user:' || new.user_id::text,
      case when new.user_id is null then 'email:' || lower(btrim(new.contact_email)) end,
      'address:' || private.client_address()
    ],
    (select s.orders_per_window from public.shop_settings s limit 1));
  return new;
end
$$;

revoke all on function private.orders_within_write_limit() from public, anon, authenticated;

drop trigger if exists orders_within_write_limit on public.orders;
create trigger orders_within_write_limit
  before insert on public.orders
  for each row execute function private.orders_within_write_limit();

-- A newsletter sign-up sent by a shopper: counted for the client address (and the signed-in user), before
-- newsletter_subscribe_once (triggers run in name order), so an address already signed up counts too.
create or replace function private.newsletter_within_write_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.count_write(
    'newsletter',
    array['user:' || auth.uid()::text, 'address:' || private.client_address()],
    (select s.newsletter_signups_per_window from public.shop_settings s limit 1));
  return new;
end
$$;

revoke all on function private.newsletter_within_write_limit() from public, anon, authenticated;

drop trigger if exists newsletter_rate_limited on public.newsletter_subscribers;
create trigger newsletter_rate_limited
  before insert on public.newsletter_subscribers
  for each row execute function private.newsletter_within_write_limit();
