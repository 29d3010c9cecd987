-- The e-mail outbox: every e-mail the shop owes someone is a row here,
-- written in the same transaction as what causes it (a newsletter sign-up
-- now; order confirmations and shipping notices later), so an e-mail is
-- never lost when the sending fails, and never sent for something that was
-- rolled back. A sender (backend/src/outbox/) claims due rows through the
-- REST API with the service-role key, sends them over SMTP and marks them
-- sent, or failed with the time of the next try.
--
-- Nobody but the service role reads or writes the outbox: it holds the
-- addresses and the unsubscribe tokens.

create table public.email_outbox (
  id bigint generated always as identity primary key,
  -- which e-mail this is (the sender renders each kind): 'newsletter_welcome', later 'order_confirmation', …
  kind text not null check (kind ~ '^[a-z][a-z_]{0,39}$'),
  recipient text not null check (char_length(recipient) between 3 and 254),
  -- what the e-mail needs that the recipient's address does not say (an unsubscribe token, an order id)
  payload jsonb not null default '{}'::jsonb check (jsonb_typeof(payload) = 'object'),
  -- the e-mail's Message-ID (`<message_id@…>`): the same on every try, so a resend after a crash is the same message
  message_id uuid not null default gen_random_uuid() unique,
  created_at timestamptz not null default now(),
  -- tries so far, counted when a sender claims the row
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- the sender holding the row, until claimed_until; a sender that stops mid-send loses it then
  claim_id uuid,
  claimed_until timestamptz,
  sent_at timestamptz,
  -- the sender stopped trying (too many failures); last_error says why
  gave_up_at timestamptz,
  last_error text
);

create index email_outbox_due_idx on public.email_outbox (next_attempt_at, id)
  where sent_at is null and gave_up_at is null;

alter table public.email_outbox enable row level security;
revoke all on public.email_outbox from public, anon, authenticated;
grant all on public.email_outbox to service_role;

-- Newsletter subscribers: an unguessable token for the unsubscribe link, and
-- when they left. Unsubscribing keeps the row (the link keeps answering
-- "unsubscribed" and no newsletter goes there); signing up again clears it.
-- API callers may still insert only `email` (20250601000400_newsletter.sql).

alter table public.newsletter_subscribers
  add column unsubscribe_token uuid not null default gen_random_uuid(),
  add column unsubscribed_at timestamptz;

create unique index newsletter_subscribers_unsubscribe_token_key
  on public.newsletter_subscribers (unsubscribe_token);

-- A sign-up of an address already on the list still answers like a new one
-- and stores nothing twice; an address that had unsubscribed is subscribed
-- again (and welcomed again).
create or replace function public.newsletter_subscribe_once()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  seen integer;
begin
  new.email := lower(public.clean_text(new.email));
  if (select auth.role()) in ('anon', 'authenticated') then
    seen := coalesce(nullif(current_setting('newsletter.rows_this_request', true), ''), '0')::integer + 1;
    perform set_config('newsletter.rows_this_request', seen::text, true);
    if seen > 1 then
      raise exception 'Subscribe one address at a time.' using errcode = '22023';
    end if;
  end if;
  if exists (select 1 from public.newsletter_subscribers s where lower(s.email) = new.email) then
    update public.newsletter_subscribers s set unsubscribed_at = null
     where lower(s.email) = new.email and s.unsubscribed_at is not null;
    return null;
  end if;
  return new;
end
$$;

-- The welcome e-mail, written with the subscription (or the return of one who had left).
create function public.newsletter_welcome_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.unsubscribed_at is null and (tg_op = 'INSERT' or old.unsubscribed_at is not null) then
    insert into public.email_outbox (kind, recipient, payload)
    values ('newsletter_welcome', new.email, jsonb_build_object('unsubscribe_token', new.unsubscribe_token));
  end if;
  return null;
end
$$;

create trigger newsletter_welcome_email
  after insert or update of unsubscribed_at on public.newsletter_subscribers
  for each row execute function public.newsletter_welcome_email();

-- The unsubscribe link's answer, for anyone holding the token (no sign-in):
-- true when the token belongs to a subscriber, who is now unsubscribed
-- (again: repeating it is harmless); false for anything else, a garbled
-- token included. It says nothing about any address.
create function public.unsubscribe_newsletter(token text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if token is null or token !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return false;
  end if;
  update public.newsletter_subscribers s
     set unsubscribed_at = coalesce(s.unsubscribed_at, now())
   where s.unsubscribe_token = token::uuid;
  return found;
end
$$;

-- The sender's calls (service role only). A sender claims up to `how_many`
-- due rows for `lease_seconds`; two senders never claim one row (skip
-- locked), and a row whose sender stopped mid-send is due again once its
-- lease ends. Each try is counted when it is claimed.
create function public.claim_outbox_emails(how_many integer default 10, lease_seconds integer default 120)
returns setof public.email_outbox
language sql
volatile
set search_path = ''
as $$
  update public.email_outbox o
     set attempts = o.attempts + 1,
         claim_id = gen_random_uuid(),
         claimed_until = now() + make_interval(secs => greatest(coalesce(lease_seconds, 120), 1))
   where o.id in (
     select d.id from public.email_outbox d
      where d.sent_at is null and d.gave_up_at is null and d.next_attempt_at <= now()
        and (d.claimed_until is null or d.claimed_until <= now())
      order by d.next_attempt_at, d.id
      limit least(greatest(coalesce(how_many, 10), 1), 100)
      for update skip locked
   )
  returning o.*;
$$;

-- Delivered: only the holder of the claim marks it (true when it did).
create function public.mark_outbox_email_sent(email_id bigint, claim uuid)
returns boolean
language sql
volatile
set search_path = ''
as $$
  with done as (
    update public.email_outbox o
       set sent_at = now(), claimed_until = null, last_error = null
     where o.id = email_id and o.claim_id = claim and o.sent_at is null
    returning 1
  )
  select exists (select 1 from done);
$$;

-- Not delivered: try again after `retry_after_seconds`, or (null) give up.
create function public.mark_outbox_email_failed(
  email_id bigint,
  claim uuid,
  error text,
  retry_after_seconds double precision
)
returns boolean
language sql
volatile
set search_path = ''
as $$
  with done as (
    update public.email_outbox o
       set claim_id = null,
           claimed_until = null,
           last_error = left(coalesce(error, 'unknown error'), 1000),
           next_attempt_at = case
             when retry_after_seconds is null then o.next_attempt_at
             else now() + make_interval(secs => greatest(retry_after_seconds, 0))
           end,
           gave_up_at = case when retry_after_seconds is null then now() end
     where o.id = email_id and o.claim_id = claim and o.sent_at is null
    returning 1
  )
  select exists (select 1 from done);
$$;

revoke all on function public.newsletter_welcome_email() from public, anon, authenticated;
revoke all on function public.claim_outbox_emails(integer, integer) from public, anon, authenticated;
revoke all on function public.mark_outbox_email_sent(bigint, uuid) from public, anon, authenticated;
revoke all on function public.mark_outbox_email_failed(bigint, uuid, text, double precision)
  from public, anon, authenticated;
revoke all on function public.unsubscribe_newsletter(text) from public;
grant execute on function public.claim_outbox_emails(integer, integer) to service_role;
grant execute on function public.mark_outbox_email_sent(bigint, uuid) to service_role;
grant execute on function public.mark_outbox_email_failed(bigint, uuid, text, double precision) to service_role;
grant execute on function public.unsubscribe_newsletter(text) to anon, authenticated, service_role;
revoke all on sequence public.email_outbox_id_seq from public, anon, authenticated;
