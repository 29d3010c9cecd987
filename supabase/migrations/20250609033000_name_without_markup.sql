-- A shipping name with markup is refused, as the street and the city are.
-- address_problem (20250609006000_address_rules.sql) refused HTML in the
-- street, the unit and the city (they print only what a label prints) but not
-- in the full name: '<script>alert(1)</script>' was stored as a shopper's name,
-- on orders and saved addresses alike. A name may be in any script (a label
-- prints it as text), so the name's rule is narrower than the street's: no
-- '<' or '>', the characters markup is made of. "Enter your full name without
-- < or >." is its message; shared/src/domain/addressRules.ts (fullNameProblem)
-- says the same as the shopper types, and backend/test/addressRulesCases.ts
-- proves the two agree, on PGlite and PostgreSQL 15. Rows stored before this
-- are left as they are (the pages and the e-mails escape them); a saved
-- address with such a name is refused when it is next saved, and says why.

-- As in 20250609006000_address_rules.sql, with the name's markup refused (after "Enter your full name.").
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
  elsif a ->> 'full_name' ~ '[<>]' then
    return 'Enter your full name without < or >.';
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
