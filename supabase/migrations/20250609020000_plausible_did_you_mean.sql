-- "Did you mean …?" only for a plausible correction of what the shopper typed
-- (QA: a search for <script>alert(1)</script> offered "Did you mean script
-- art script?").
--
-- search_did_you_mean (20250607000100_search_near_misses.sql) read every run
-- of letters and digits as a word, markup included, took any spelling that
-- shared enough trigrams however many edits away ("javascript": "script",
-- "union": "unique"), counted the edits a near miss may take by the length of
-- the word typed alone ("alert", 5 letters, 2 edits: "art"), and offered a
-- search made only of the shopper's own words with some left out (the tags'
-- "script script"). Now:
--   * markup is not the shopper's words: tags (<script>, </b>, <img …>, an
--     unclosed one at the end, and the same written as &lt; … &gt;) and other
--     character references (&amp;) are read as spaces; the text between tags
--     is still read ("<b>moug</b>" still offers "mug");
--   * every word offered is a word typed or a near miss of one, whichever way
--     it was found (trigrams first, then edit distance, as before), and the
--     edits allowed are counted on the shorter of the two words: none for
--     numbers and words under 3 letters, 1 for 3 or 4 letters, 2 for longer
--     ones ("moug": "mug" and "blankit": "blanket" still; "alert" is 2 edits
--     from a 3-letter word, too many);
--   * a suggestion re-spells at least one word: one that only leaves words out
--     corrects nothing and is not offered.
-- Same arguments and answer type; category_products calls it, as before, only
-- for a search that finds nothing. Runs unchanged on PGlite and PostgreSQL 15
-- (backend/test/searchNearMissCases.ts).

-- The most edits that make a near miss of a word, counted as shoppers mistype
-- (spelling_distance): none for numbers and words under 3 letters, 1 for a
-- word of 3 or 4 letters, 2 for a longer one. Between two words, the shorter
-- one's count: "alert" is 2 edits from "art", more than a 3-letter word takes.
create function public.near_miss_edits(word text)
returns integer
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select case
    when word !~ '[[:alpha:]]' or char_length(word) < 3 then 0
    when char_length(word) <= 4 then 1
    else 2 end
$$;

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

revoke all on function public.near_miss_edits(text) from public, anon, authenticated;
revoke all on function public.search_did_you_mean(text, bigint) from public, anon, authenticated;
