-- Zero-width joiners are kept where they join (QA sweep H-f, stop 55).
--
-- public.clean_text (20250603000100_order_safety.sql) removed every zero-width
-- non-joiner (U+200C) and joiner (U+200D) with the other invisible
-- characters. They are not noise in every script: Persian writes
-- "می‌خواهم" with a non-joiner (without it the letters join, and a name printed
-- on a mug is misspelled), Indic scripts choose a conjunct's form with them,
-- and an emoji family is three people joined by two joiners (without them a
-- gift reads three separate people). The personalization printed on a gift,
-- a name and a review's words all pass through clean_text.
--
-- A joiner is now kept when it stands between two visible characters beyond
-- the Latin letters (U+0250 on: the scripts and emoji that use them); every
-- other one is still removed: at either end, beside a space, beside another
-- joiner, or inside Latin text ("mu<U+200D>g" is still "mug", for a search
-- as for a name). What else clean_text removes, and how it makes spaces one,
-- is unchanged; shared's cleanText (shared/src/domain/shopperText.ts) cleans
-- the same way, so the count a form shows stays the count the database checks
-- (cleanTextCases.ts compares the two on both engines). The function keeps its
-- signature and its grants (none: only the database's own functions call it).
-- Rerunnable.

create or replace function public.clean_text(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select btrim(regexp_replace(
    regexp_replace(
      regexp_replace(value, '[\u00AD\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]', '', 'g'),
      '(?<![^\s\u0000-\u024F\u1680\u2000-\u200D\u2028\u2029\u202F\u205F\u3000])[\u200C\u200D]|[\u200C\u200D](?![^\s\u0000-\u024F\u1680\u2000-\u200D\u2028\u2029\u202F\u205F\u3000])', '', 'g'),
    '[\s\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]+', ' ', 'g'))
$$;
