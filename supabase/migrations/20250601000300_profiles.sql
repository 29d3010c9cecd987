-- One profile per signed-up user, filled from the sign-up metadata
-- (first_name, last_name, display_name) by a trigger on auth.users.

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  first_name text check (char_length(first_name) <= 100),
  last_name text check (char_length(last_name) <= 100),
  display_name text check (char_length(display_name) <= 100),
  email text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger profiles_set_updated_at before update on public.profiles
for each row execute function public.set_updated_at();

alter table public.profiles enable row level security;

revoke all on public.profiles from anon, authenticated;
grant select on public.profiles to authenticated;
grant update (first_name, last_name, display_name) on public.profiles to authenticated;
grant all on public.profiles to service_role;

create policy "users read their own profile" on public.profiles
  for select to authenticated using ((select auth.uid()) = id);

create policy "users update their own profile" on public.profiles
  for update to authenticated
  using ((select auth.uid()) = id)
  with check ((select auth.uid()) = id);

create function public.handle_new_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
begin
  insert into public.profiles (id, first_name, last_name, display_name, email)
  values (
    new.id,
    left(nullif(btrim(meta ->> 'first_name'), ''), 100),
    left(nullif(btrim(meta ->> 'last_name'), ''), 100),
    left(coalesce(nullif(btrim(meta ->> 'display_name'), ''), nullif(btrim(meta ->> 'first_name'), '')), 100),
    new.email
  );
  return new;
end
$$;

create function public.handle_user_updated() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles p
  set email = new.email
  where p.id = new.id and p.email is distinct from new.email;
  return new;
end
$$;

revoke all on function public.handle_new_user() from public, anon, authenticated;
revoke all on function public.handle_user_updated() from public, anon, authenticated;

create trigger on_auth_user_created after insert on auth.users
for each row execute function public.handle_new_user();

create trigger on_auth_user_email_updated after update of email on auth.users
for each row execute function public.handle_user_updated();
