-- Searches for who a gift is for (QA sweep: "grandma mug" and "nana mug"
-- found nothing and offered nothing).
--
-- The catalogue files its gifts for a recipient under a recipient category
-- (For Grandparents, For Mom, For Teachers, Pet Lovers, …), whose name is in
-- each listed product's search document (20250604000100_search.sql, weight
-- D). Shoppers type the recipient's everyday name instead: grandma, nana,
-- granny, grandpa, papa, mum, mother, wife, dog. search_synonyms read such a
-- word only when the shop did not use it, and then as one other word: "nana"
-- became "grandma", "grandma" stayed "grandma", and "grandma mug" asked for
-- the mugs whose texts say grandma (none: Grandma's Kitchen has boards,
-- aprons and signs; the grandparents' mugs say "For Grandparents").
--
-- Now a word may have several meanings, and a meaning is of one of two kinds:
--   * also (true): searched beside the word itself, whether or not the shop
--     uses the word: the recipient it names. "grandma" is grandma OR
--     grandparents, so "grandma mug" finds the mugs For Grandparents (and
--     would find a Grandma mug first, the name weighing most), as "dad mug"
--     finds the mugs For Dad;
--   * instead (false, as every row was before): searched in place of the
--     word, only while the shop does not use the word. "mum" is mom; "nana"
--     is grandma OR grandparents. An ambiguous word is only ever this kind:
--     "pop" is grandpa OR grandparents while the shop sells nothing called
--     pop, and stops meaning them the day it sells Pop Art ("pop art" then
--     finds the Pop Art, not the grandparents' art).
-- A meaning is searched as the shop's own words are (English stems; "her"
-- and "him", English stop words, as the For Her / For Him categories are
-- indexed), never as typed text, and only while the catalogue has its words
-- (a word whose meanings it lacks is read as before: its prefixes, its
-- closest spellings). Only recipients and occasions the catalogue has are
-- meant: it has no gifts for nurses or doctors, so those words are not given
-- one (they are read as before).
--
-- search_terms is restated from 20250604000100 with only that change (the
-- meanings ORed into the word's term; a word the shop does not use, with a
-- meaning, is its meanings, no longer re-spelt or begun); search_did_you_mean
-- from 20250609020000 with one: a word the shop has, as typed or through a
-- meaning, is the only candidate for itself, so "nana moug" offers "nana mug"
-- instead of dropping "nana", and "grandma candle" (the shop has no
-- grandparents' candles) no longer offers "grandma handle" (a beer stein with
-- a sturdy handle): a re-spelling of a word spelt right is another search,
-- not a correction.
-- Everything else (the search's documents, lists, category_products,
-- search_suggestions) reads terms through search_terms and is unchanged. Runs
-- unchanged on PGlite and PostgreSQL 15 (backend/test/searchRecipientCases.ts).

alter table public.search_synonyms add column also boolean not null default false;
alter table public.search_synonyms drop constraint search_synonyms_pkey;
alter table public.search_synonyms add primary key (word, replacement);
comment on table public.search_synonyms is
  'Words that mean something in the shop: word (the English stem of what is typed) is searched as replacement too, '
  'beside itself when also, else only while the shop does not use the word (20250609022000_recipient_words.sql).';

-- Words the shop uses that also name a recipient it has.
update public.search_synonyms set also = true where (word, replacement) in (('mama', 'mom'), ('papa', 'dad'));

-- Each typed word as shoppers write it, stemmed as search_terms stems it.
insert into public.search_synonyms (word, replacement, also)
select (tsvector_to_array(to_tsvector('english', v.typed)))[1], v.replacement, v.also
from (values
  -- grandparents: the recipient, and the name the shop's grandparents' gifts use
  ('grandma', 'grandparents', true), ('grandpa', 'grandparents', true), ('papa', 'grandparents', true),
  ('grandmother', 'grandma', false), ('grandmother', 'grandparents', false),
  ('grandmom', 'grandma', false), ('grandmom', 'grandparents', false),
  ('grandmum', 'grandma', false), ('grandmum', 'grandparents', false),
  ('granny', 'grandparents', false), ('nana', 'grandparents', false),
  ('nanna', 'grandma', false), ('nanna', 'grandparents', false),
  ('gran', 'grandma', false), ('gran', 'grandparents', false),
  ('grammy', 'grandma', false), ('grammy', 'grandparents', false),
  ('gramma', 'grandma', false), ('gramma', 'grandparents', false),
  ('grandfather', 'grandpa', false), ('grandfather', 'grandparents', false),
  ('grandad', 'grandparents', false),
  ('granddad', 'grandpa', false), ('granddad', 'grandparents', false),
  ('grandpop', 'grandpa', false), ('grandpop', 'grandparents', false),
  ('gramps', 'grandpa', false), ('gramps', 'grandparents', false),
  ('pop', 'grandpa', false), ('pop', 'grandparents', false),
  -- mom and dad
  ('mother', 'mom', true), ('momma', 'mom', false),
  ('father', 'dad', true),
  -- her and him
  ('wife', 'her', false), ('girlfriend', 'her', false), ('sister', 'her', false), ('aunt', 'her', false),
  ('woman', 'her', false), ('women', 'her', false), ('lady', 'her', false),
  ('husband', 'him', false), ('boyfriend', 'him', false), ('brother', 'him', false), ('uncle', 'him', false),
  ('men', 'him', false), ('guy', 'him', false),
  -- the other recipients
  ('tutor', 'teacher', false), ('professor', 'teacher', false), ('educator', 'teacher', false),
  ('colleague', 'coworker', false), ('boss', 'coworker', false), ('employee', 'coworker', false),
  ('bestie', 'friend', false), ('bff', 'friend', false), ('buddy', 'friend', false),
  ('child', 'kids', false), ('children', 'kids', false), ('toddler', 'kids', false),
  ('infant', 'baby', false),
  ('dog', 'pet', false), ('puppy', 'pet', false), ('cat', 'pet', false), ('kitten', 'pet', false),
  ('student', 'school', false),
  ('coach', 'team', false), ('player', 'team', false),
  ('business', 'organization', false), ('corporate', 'organization', false),
  ('fiance', 'couples', false), ('fiancee', 'couples', false),
  -- occasions
  ('bride', 'wedding', false), ('groom', 'wedding', false),
  ('bday', 'birthday', false), ('chanukah', 'hanukkah', false), ('retiree', 'retirement', false),
  ('memorial', 'sympathy', false), ('condolence', 'sympathy', false), ('bereavement', 'sympathy', false)
) as v (typed, replacement, also)
on conflict (word, replacement) do update set also = excluded.also;

-- The words of a search, each as the tsquery that finds it: its English stem
-- when the shop uses that word, with what the word also means (search_synonyms:
-- a recipient, "grandma" | grandparents); a word the shop does not use is
-- what it means instead if it has a meaning ("nana": grandma | grandparents),
-- otherwise the words it begins (while typing), or else the closest spellings
-- by trigram similarity; null for a word nothing resembles. At most 100
-- characters and 8 words are read; only letters and digits count, so quotes,
-- %, _, commas, brackets, * and : are plain separators and nothing typed is
-- ever parsed as query syntax.
-- `for`, `gift(s)`, `personalized` and English stop words narrow nothing;
-- a search of symbols only finds nothing.
-- as_you_type: the last word may be unfinished (suggestions).
create or replace function public.search_terms(search text, as_you_type boolean default false)
returns tsquery[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_words text[];
  v_word text;
  v_stem tsquery;
  v_term tsquery;
  v_best real;
  v_terms tsquery[] := '{}';
  v_last integer;
  v_used boolean;
  v_meant tsquery;
  v_meaning tsquery;
begin
  v_words := array_remove(regexp_split_to_array(
    lower(left(coalesce(search, ''), 100)), '[^[:alnum:]]+'), '');
  if cardinality(v_words) = 0 and btrim(coalesce(search, '')) <> '' then
    return array[''::tsquery]; -- only symbols: a search for nothing the shop has
  end if;
  v_words := array(
    select w from unnest(v_words) w
    where w not in ('for', 'gift', 'gifts', 'personalized', 'personalised', 'personalize', 'personalise')
  );
  v_last := least(coalesce(array_length(v_words, 1), 0), 8);
  for i in 1 .. v_last loop
    v_word := left(v_words[i], 40);
    v_stem := plainto_tsquery('english', v_word);
    v_used := numnode(v_stem) > 0 and exists (
      select 1 from public.search_words w
      where w.lexeme = any (tsvector_to_array(to_tsvector('english', v_word)))
    );
    -- what the word means in the shop: beside it (a recipient), or instead of a word the shop does not use
    v_meant := null;
    if numnode(v_stem) > 0 then
      for v_meaning in
        select case when numnode(plainto_tsquery('english', s.replacement)) > 0
                    then plainto_tsquery('english', s.replacement)
                    -- "her", "him": stop words, indexed as they are (the For Her / For Him categories)
                    else to_tsquery('simple', quote_literal(s.replacement)) end
        from public.search_synonyms s
        where s.word = any (tsvector_to_array(to_tsvector('english', v_word))) and (s.also or not v_used)
          -- a meaning in words this catalogue has (one written in American English has no "colour")
          and (numnode(plainto_tsquery('english', s.replacement)) = 0 or exists (
            select 1 from public.search_words w
            where w.lexeme = any (tsvector_to_array(to_tsvector('english', s.replacement)))))
        order by s.replacement
      loop
        v_meant := case when v_meant is null then v_meaning else v_meant || v_meaning end;
      end loop;
    end if;
    v_term := null;
    if v_word !~ '[[:alpha:]]' then
      -- a number (11 oz, a year): found as it is or not at all, never by a near number
      v_term := case when numnode(v_stem) > 0 then v_stem end;
    elsif v_used then
      v_term := v_stem;
    end if;
    if v_word !~ '[[:alpha:]]' then
      null;
    elsif as_you_type and i = v_last and char_length(v_word) >= 2 then
      -- an unfinished word: what it begins
      if exists (select 1 from public.search_words w where w.word like v_word || '%') then
        v_term := case when v_term is null then to_tsquery('simple', quote_literal(v_word) || ':*')
                       else v_term || to_tsquery('simple', quote_literal(v_word) || ':*') end;
      end if;
    elsif v_term is null and numnode(v_stem) = 0 then
      if v_word not in ('her', 'him') then
        continue; -- a stop word
      end if;
      v_term := to_tsquery('simple', v_word); -- "for her", "for him": the recipients' categories
    elsif v_term is null and v_meant is not null then
      null; -- a word the shop does not use, with a meaning it has: that meaning (below)
    elsif v_term is null and char_length(v_word) >= 4 then
      -- a word the shop does not use, begun: the words it begins
      select string_agg(quote_literal(x.lexeme), ' | ')::tsquery into v_term
      from (select distinct w.lexeme from public.search_words w
            where w.word like v_word || '%' and w.lexeme is not null limit 20) x;
    end if;
    if v_term is null and v_meant is null and char_length(v_word) >= 3 and v_word ~ '[[:alpha:]]' then
      -- a typo: the closest spellings
      select max(extensions.similarity(w.word, v_word)) into v_best
      from public.search_words w
      where w.word operator(extensions.%) v_word and w.lexeme is not null;
      if v_best is not null then
        select string_agg(quote_literal(x.lexeme), ' | ')::tsquery into v_term
        from (select distinct w.lexeme from public.search_words w
              where w.word operator(extensions.%) v_word and w.lexeme is not null
                and extensions.similarity(w.word, v_word) >= v_best - 0.12
              limit 5) x;
      end if;
    end if;
    if v_meant is not null then
      v_term := case when v_term is null then v_meant else v_term || v_meant end;
    end if;
    v_terms := v_terms || coalesce(v_term, ''::tsquery);
  end loop;
  return v_terms;
end
$$;

-- "Did you mean …?" as in 20250609020000_plausible_did_you_mean.sql; a word
-- of the vocabulary, or one with a meaning in search_synonyms ("nana"), is
-- kept or left out, never re-spelt.
create or replace function public.search_did_you_mean(search text, scope bigint default 0)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_text text := lower(left(coalesce(search, ''), 100));
  v_words text[];
  v_word text;
  v_edits integer;
  v_candidates text[];
  v_candidate text;
  v_phrase text := '';
  v_found boolean;
  v_corrected boolean := false;
begin
  -- markup is not the shopper's words: &lt; and &gt; are read as the brackets they stand for, then tags
  -- (and an unclosed one at the end) and any other character reference as spaces
  v_text := regexp_replace(v_text, '&(lt|#0*60|#x0*3c);', '<', 'g');
  v_text := regexp_replace(v_text, '&(gt|#0*62|#x0*3e);', '>', 'g');
  v_text := regexp_replace(v_text, '&[#[:alnum:]]+;', ' ', 'g');
  v_text := regexp_replace(v_text, '<[^<>]*>', ' ', 'g');
  v_text := regexp_replace(v_text, '<[[:alpha:]/!?][^<>]*$', ' ');
  v_words := array(
    select w from unnest(array_remove(regexp_split_to_array(v_text, '[^[:alnum:]]+'), '')) w
    where w not in ('for', 'gift', 'gifts', 'personalized', 'personalised', 'personalize', 'personalise')
    limit 8
  );
  foreach v_word in array v_words loop
    v_word := left(v_word, 40);
    continue when numnode(plainto_tsquery('english', v_word)) = 0;
    -- the most edits a near miss of this word may take (a candidate shorter than the word allows fewer, below)
    v_edits := public.near_miss_edits(v_word);
    v_found := false;
    for attempt in 1 .. 2 loop
      -- near misses by edit distance only for a word that shares too few trigrams with any ("moug")
      exit when v_found or (attempt = 2 and (v_edits = 0 or cardinality(v_candidates) > 0));
      if attempt = 1 then
        -- the word itself, and the near misses that share most of its trigrams (fewest edits first)
        v_candidates := array(
          select c.word from (
            select w.word, public.spelling_distance(w.word, v_word, v_edits) as edits,
              extensions.similarity(w.word, v_word) as likeness
            from public.search_words w
            where w.lexeme is not null and (w.word = v_word or w.word operator(extensions.%) v_word)
          ) c
          where c.word = v_word
            or c.edits <= least(v_edits, public.near_miss_edits(c.word))
          order by c.word = v_word desc, c.edits, c.likeness desc, c.word
          limit 5);
        -- a word of the shop's, as typed or through its meaning ("nana": grandma, grandparents), is
        -- kept or left out, never re-spelt into another ("grandma candle" is not "grandma handle")
        if v_word = any (v_candidates) or exists (
          select 1 from public.search_synonyms s
          where s.word = any (tsvector_to_array(to_tsvector('english', v_word)))
        ) then
          v_candidates := array[v_word];
        end if;
      else
        -- then the near misses that share fewer ("moug": "mug")
        v_candidates := array(
          select c.word from (
            select w.word, public.spelling_distance(w.word, v_word, v_edits) as edits,
              extensions.similarity(w.word, v_word) as likeness
            from public.search_words w
            where w.lexeme is not null
              and char_length(w.word) between char_length(v_word) - v_edits and char_length(v_word) + v_edits
              and extensions.similarity(w.word, v_word) > 0
          ) c
          where c.edits <= least(v_edits, public.near_miss_edits(c.word))
          order by c.edits, c.likeness desc, c.word
          limit 5);
      end if;
      foreach v_candidate in array v_candidates loop
        if exists (
          select 1 from public.product_search s
          where s.document @@ public.search_query(public.search_terms(btrim(v_phrase || ' ' || v_candidate)))
            and (scope = 0 or exists (
              select 1 from public.product_listing l where l.category_id = scope and l.product_id = s.product_id))
        ) then
          v_phrase := btrim(v_phrase || ' ' || v_candidate);
          v_corrected := v_corrected or v_candidate <> v_word;
          v_found := true;
          exit;
        end if;
      end loop;
    end loop;
  end loop;
  -- only the shopper's own words, some left out, corrects nothing
  if not v_corrected then
    return null;
  end if;
  return v_phrase;
end
$$;

revoke all on function public.search_terms(text, boolean) from public, anon, authenticated;
revoke all on function public.search_did_you_mean(text, bigint) from public, anon, authenticated;
