-- Newsletter sign-ups: anyone may add a valid address once; nobody reads
-- them through the API (the service role does, for sending).
-- A second sign-up of the same address fails with 23505 (HTTP 409).

create table public.newsletter_subscribers (
  id bigint generated always as identity primary key,
  email text not null check (
    char_length(email) <= 254
    and email ~* '^[a-z0-9._%+''-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$'
  ),
  created_at timestamptz not null default now()
);

create unique index newsletter_subscribers_email_key on public.newsletter_subscribers (lower(email));

alter table public.newsletter_subscribers enable row level security;

revoke all on public.newsletter_subscribers from anon, authenticated;
grant insert (email) on public.newsletter_subscribers to anon, authenticated;
grant all on public.newsletter_subscribers to service_role;

create policy "anyone may subscribe" on public.newsletter_subscribers
  for insert to anon, authenticated with check (true);
