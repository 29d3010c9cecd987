-- A phone number's format is the database's rule too (R-a, item 1).
-- The checkout form refused a phone that is not digits, spaces and + ( ) . -
-- (an optional + first, 7 to 20 characters, at least 7 digits:
-- mf-cart/src/checkout/shippingAddress.ts, phoneNumberProblem), but
-- address_problem checked only its length (40), so a caller of the API could
-- store "<script>…", "call me maybe" or an emoji as a shipping phone, on an
-- order (a member's or a guest's: place_order) and on a saved address (its
-- trigger, saved_address_checks, asks address_problem).
--
-- The rule and its words have one home: private.phone_number_problem, as
-- private.name_markup_problem is the name's (20250609038000_name_markup_rule.sql):
-- the form's message for a phone that breaks it, or null (no phone is fine: it
-- is optional). It reads the phone as address_normalised leaves it (cleaned:
-- invisible characters gone, any run of spaces one space, trimmed), so a tab or
-- a no-break space between digits counts as the form's \s does. Digits are
-- 0-9 only, as the form's \d (no Arabic-Indic or full-width digits: the
-- carrier's label prints them as typed).
--
-- address_problem is re-created as it was in 20250609038000 with the phone's
-- rule last (after the postal code, as the form lists the fields); only those
-- lines differ. The rule lives in the functions that check an address as it is
-- written, never in a table constraint: an order stored before with a phone
-- that breaks it still changes status (phoneRuleCases.ts proves it), and a
-- saved address is checked when it is written, as before.
-- Rerunnable; grants as before (address_problem: anon, authenticated,
-- service_role; the rule: none, out of the API's reach).

create schema if not exists private;

create or replace function private.phone_number_problem(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when value is null or value = '' then null
    when value ~ '^\+?[0-9 ().-]{7,20}$' and char_length(regexp_replace(value, '[^0-9]', '', 'g')) >= 7 then null
    else 'Enter a phone number with at least 7 digits, or leave it empty.'
  end
$$;

revoke all on function private.phone_number_problem(text) from public, anon, authenticated;

-- As in 20250609038000_name_markup_rule.sql, with the phone's rule from private.phone_number_problem.
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

  if private.phone_number_problem(a ->> 'phone') is not null then
    return private.phone_number_problem(a ->> 'phone');
  end if;
  return null;
end
$$;

revoke all on function public.address_problem(jsonb) from public;
grant execute on function public.address_problem(jsonb) to anon, authenticated, service_role;
