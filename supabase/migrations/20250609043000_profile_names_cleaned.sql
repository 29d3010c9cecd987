-- A profile's names are kept as the shopper sees them: cleaned by
-- public.clean_text (20250603000100_order_safety.sql, the one home of the
-- list of invisible characters), as an address's full name, a review's title
-- and a search already are.
--
-- The display name (the name the header greets by, and that order e-mails may
-- use) took direction overrides and invisible characters (found at the last QA stop): a
-- right-to-left override (U+202E) turned the letters after it around wherever
-- the name was shown ("<U+202E>adA" read "Ada"), isolates (U+2066-U+2069),
-- marks (U+200E, U+200F), zero-width spaces and joiners (U+200B-U+200D) and
-- the byte order mark (U+FEFF) were kept, unseen, and counted against the
-- name's 100 characters. The first and last names, which sign-up makes the
-- display name of and checkout starts a shipping name with, took them too.
--
-- They are cleaned, not refused: the shopper cannot see what a refusal would
-- ask them to remove, and the cleaned name is the one they read. A trigger
-- cleans the three names of each profile written (a sign-up's profile, made
-- by handle_new_user, or an update that sets a name): invisible characters
-- removed, every kind of space made one space, trimmed, and a name that
-- cleans to nothing kept as no name (null), as handle_new_user keeps a blank
-- one. Its name sorts before
-- profiles_display_name_rule, so the markup rule (private.name_markup_problem)
-- and the 100-character checks read the cleaned name. The forms count a name
-- as shared's textLength does (the same list: shared/src/domain/shopperText.ts).
--
-- Stored names are cleaned once here. A display name with markup stored
-- before 20250609037000_display_name_without_markup.sql keeps its markup
-- (setting it would be refused: the shopper meets the rule on their next
-- save) and is cleaned with its first and last names.
-- The trigger runs as the profile form's caller, who may not call clean_text:
-- security definer, with an empty search path; it reads nothing but the row
-- it is given. Runs unchanged on PGlite and PostgreSQL 15
-- (backend/test/profileNamesCases.ts). Rerunnable.

create or replace function public.profile_names_cleaned()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.first_name := nullif(public.clean_text(new.first_name), '');
  new.last_name := nullif(public.clean_text(new.last_name), '');
  new.display_name := nullif(public.clean_text(new.display_name), '');
  return new;
end
$$;

revoke all on function public.profile_names_cleaned() from public, anon, authenticated;

drop trigger if exists profiles_clean_names on public.profiles;
create trigger profiles_clean_names before insert or update of first_name, last_name, display_name on public.profiles
for each row execute function public.profile_names_cleaned();

-- The names stored before: every profile's names (a first or last name set cleans the row's three), then the
-- display names left, without markup.
update public.profiles set first_name = first_name, last_name = last_name
where first_name is distinct from nullif(public.clean_text(first_name), '')
   or last_name is distinct from nullif(public.clean_text(last_name), '');

update public.profiles set display_name = display_name
where display_name is distinct from nullif(public.clean_text(display_name), '')
  and display_name !~ '[<>]';
