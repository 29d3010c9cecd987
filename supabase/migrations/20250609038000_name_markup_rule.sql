-- A name's markup rule has one home: private.name_markup_problem.
-- "No '<' or '>' in a name" was written twice, with its message: in
-- address_problem for the full name (20250609033000_name_without_markup.sql)
-- and in the display name's trigger and sign-up (profile_display_name_rule and
-- handle_new_user, 20250609037000_display_name_without_markup.sql). It is now
-- one immutable function, as shared/src/domain/addressRules.ts has one
-- (nameMarkupProblem): the message for a value and the field's name ("Enter
-- your full name without < or >."), or null; the three re-created below use
-- it and are otherwise as they were (only the rule's lines differ).
--
-- In the private schema, out of the API's reach (not an RPC). The display
-- name's trigger runs as the profile form's caller (authenticated), who has
-- no usage on that schema, so it is now security definer (as handle_new_user
-- and address_problem are already), with an empty search path; it reads
-- nothing but the row it is given. The cases of the two rules
-- (backend/test/addressRulesCases.ts, displayNameCases.ts) run unchanged on
-- PGlite and PostgreSQL 15. Rerunnable.

create schema if not exists private;

create or replace function private.name_markup_problem(value text, field text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case when value ~ '[<>]' then format('Enter your %s without < or >.', field) end
$$;

revoke all on function private.name_markup_problem(text, text) from public, anon, authenticated;

-- As in 20250609033000_name_without_markup.sql, with the name's rule from private.name_markup_problem.
create or replace function public.address_problem(address jsonb)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  a jsonb;
  field text;
  max_chars integer;
  country public.shipping_countries;
  region public.shipping_regions;
  -- what a shipping label prints: Latin letters (accents too), digits, spaces and . , ' ’ # & / - ( )
  printable constant text := '^[A-Za-zÀ-ÖØ-öø-ɏ0-9 .,''’#&/()-]*$';
  not_letters constant text := '[^A-Za-zÀ-ÖØ-öø-ɏ]';
  chars_only constant text := 'Use only Latin letters, numbers, spaces and . , '' # & / - ( ) in the %s.';
begin
  if address is null or jsonb_typeof(address) <> 'object' then
    return 'A shipping address is required.';
  end if;
  for field in select jsonb_object_keys(public.shop_limits() -> 'address') loop
    if address ? field and jsonb_typeof(address -> field) not in ('string', 'null') then
      return format('The shipping address''s %s must be text.', replace(field, '_', ' '));
    end if;
  end loop;
  a := public.address_normalised(address);
  for field, max_chars in select key, value::integer from jsonb_each_text(public.shop_limits() -> 'address') loop
    if char_length(a ->> field) > max_chars then
      return format('The shipping address''s %s is at most %s characters.', replace(field, '_', ' '), max_chars);
    end if;
  end loop;

  if char_length(coalesce(a ->> 'full_name', '')) < 2 then
    return 'Enter your full name.';
  elsif private.name_markup_problem(a ->> 'full_name', 'full name') is not null then
    return private.name_markup_problem(a ->> 'full_name', 'full name');
  end if;

  if a ->> 'line1' is null then
    return 'Enter your street address.';
  elsif a ->> 'line1' !~ printable then
    return format(chars_only, 'street address');
  elsif a ->> 'line1' !~ '[0-9]' or char_length(regexp_replace(a ->> 'line1', not_letters, '', 'g')) < 2 then
    return 'Enter a house number and a street name, like 12 Elm Street (or PO Box 12).';
  elsif a ->> 'line2' !~ printable then
    return format(chars_only, 'apartment or suite');
  end if;

  if a ->> 'city' is null then
    return 'Enter your city.';
  elsif a ->> 'city' !~ printable then
    return format(chars_only, 'city');
  elsif char_length(regexp_replace(a ->> 'city', not_letters, '', 'g')) < 2 then
    return 'Enter a city name with at least 2 letters.';
  end if;

  if a ->> 'country' is null then
    return 'Choose the country to ship to.';
  end if;
  select * into country from public.shipping_countries c where c.code = a ->> 'country';
  if not found then
    return (select format('Choose a country we ship to: %s.', string_agg(c.name, ', ' order by c.sort_order))
      from public.shipping_countries c);
  end if;

  if a ->> 'region' is null then
    return format('Choose your %s.', country.region_label);
  end if;
  select * into region from public.shipping_regions r where r.country_code = country.code and r.code = a ->> 'region';
  if not found then
    return format('Choose your %s from the list.', country.region_label);
  end if;

  if a ->> 'postal_code' is null then
    return format('Enter your %s.', country.postal_label);
  elsif a ->> 'postal_code' !~* country.postal_pattern then
    return format('Enter a %s like %s.', country.postal_label, country.postal_example);
  elsif not exists (
    select from public.postal_code_regions(country.code, a ->> 'postal_code') r where r = region.code
  ) then
    return format('That %s is not in %s. Check the %s and the %s.',
      country.postal_label, region.name, country.postal_label, country.region_label);
  end if;
  return null;
end
$$;

-- As in 20250609037000_display_name_without_markup.sql, with the rule from private.name_markup_problem, as security
-- definer (its caller has no usage on the private schema).
create or replace function public.profile_display_name_rule()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.name_markup_problem(new.display_name, 'display name') is not null then
    raise exception using message = private.name_markup_problem(new.display_name, 'display name'), errcode = '22023';
  end if;
  return new;
end
$$;

revoke all on function public.profile_display_name_rule() from public, anon, authenticated;

-- As in 20250609037000_display_name_without_markup.sql, with the rule from private.name_markup_problem.
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
    case when private.name_markup_problem(display_name, 'display name') is not null then null else display_name end,
    new.email
  );
  return new;
end
$$;

revoke all on function public.handle_new_user() from public, anon, authenticated;
