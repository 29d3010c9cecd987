-- A display name with markup is refused, as a shipping name is.
-- 20250609033000_name_without_markup.sql refused '<' and '>' in an address's
-- full name, but a profile's display name (the name the header's account
-- menu greets by) still took '<b>Ada</b>' or '<script>…'. The display name now
-- follows the full name's rule: any script, no '<' or '>'. "Enter your display
-- name without < or >." is its message; shared/src/domain/addressRules.ts
-- (nameMarkupProblem, which fullNameProblem uses too) says the same in the
-- profile form, and backend/test/displayNameCases.ts proves it on PGlite and
-- PostgreSQL 15.
--
-- A trigger, not a check constraint: the rule is checked when a display name
-- is written (a sign-up's profile, or an update that sets display_name), so
-- rows stored before this are left as they are (the pages escape them) and do
-- not stop the migration, and the e-mail sync (handle_user_updated, which
-- sets only email) keeps working for them. Such a profile is refused when its
-- names are next saved, and says why.
--
-- A sign-up is not refused for it: handle_new_user makes the display name of
-- the sign-up's display_name or first name (20250601000300_profiles.sql), and
-- one with markup is now left empty (null) instead, so the account is made and
-- the profile form asks for a display name when it is next saved ("Enter your
-- display name."). First and last names are not under this rule.
-- Rerunnable.

create or replace function public.profile_display_name_rule()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.display_name ~ '[<>]' then
    raise exception 'Enter your display name without < or >.' using errcode = '22023';
  end if;
  return new;
end
$$;

revoke all on function public.profile_display_name_rule() from public, anon, authenticated;

drop trigger if exists profiles_display_name_rule on public.profiles;
create trigger profiles_display_name_rule before insert or update of display_name on public.profiles
for each row execute function public.profile_display_name_rule();

-- As in 20250601000300_profiles.sql, with a display name that has markup left empty.
create or replace function public.handle_new_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  display_name text := left(
    coalesce(nullif(btrim(meta ->> 'display_name'), ''), nullif(btrim(meta ->> 'first_name'), '')), 100);
begin
  insert into public.profiles (id, first_name, last_name, display_name, email)
  values (
    new.id,
    left(nullif(btrim(meta ->> 'first_name'), ''), 100),
    left(nullif(btrim(meta ->> 'last_name'), ''), 100),
    case when display_name ~ '[<>]' then null else display_name end,
    new.email
  );
  return new;
end
$$;

revoke all on function public.handle_new_user() from public, anon, authenticated;
