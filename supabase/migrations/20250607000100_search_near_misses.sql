-- "Did you mean mug?" for "moug" (issue 33, defect 9).
--
-- search_did_you_mean (20250604000100_search.sql) found re-spellings by
-- trigram similarity alone, at pg_trgm's threshold of 0.3. A short word
-- shares few trigrams with its near misses: "moug" and "mug" share 2 of 7
-- (0.29), as do "moug" and "mom", so nothing was offered. A near miss is
-- now also read by its edit distance, counted as shoppers mistype: a letter
-- added, dropped or changed, or two neighbours swapped ("dda" for "dad").
-- Up to 1 edit for a word of 3 or 4 letters, 2 for a longer one. The spellings
-- that share most trigrams are tried first, as before (now fewest edits
-- first); for a word that has none, the near misses by edit distance. As
-- before, only a re-spelling of the whole search that has results is offered,
-- and a search that finds something never asks (category_products).
--
-- The edit distance is plain PL/pgSQL: fuzzystrmatch's levenshtein() counts a
-- swap as two edits, and fuzzystrmatch is not loaded in the embedded
-- backend's PGlite, so this file runs unchanged on PGlite and on a hosted
-- PostgreSQL 15. category_products calls search_did_you_mean only when a
-- search finds nothing; its answers stay cacheable (20250606000100): both
-- functions depend on their arguments and the data alone.

-- Optimal string alignment distance between two words, counting at most
-- max_distance edits: a larger distance is answered as max_distance + 1,
-- without finishing (so a word far from the other costs a row or two).
create function public.spelling_distance(a text, b text, max_distance integer)
returns integer
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
declare
  v_a text[] := string_to_array(a, null);
  v_b text[] := string_to_array(b, null);
  v_la integer := char_length(a);
  v_lb integer := char_length(b);
  v_far integer := greatest(max_distance, 0) + 1;
  -- row i of the table: v_row[j + 1] is the distance between a's first i letters and b's first j,
  -- counted only within max_distance of the diagonal (further out it is more than max_distance)
  v_before integer[];
  v_prev integer[];
  v_row integer[];
  v_cell integer;
  v_best integer;
begin
  if abs(v_la - v_lb) >= v_far then
    return v_far;
  end if;
  if v_la = 0 or v_lb = 0 then
    return least(greatest(v_la, v_lb), v_far);
  end if;
  v_prev := array(select least(g, v_far) from generate_series(0, v_lb) g);
  for i in 1 .. v_la loop
    v_row := array_fill(v_far, array[v_lb + 1]);
    v_row[1] := least(i, v_far);
    v_best := v_row[1];
    for j in greatest(1, i - v_far + 1) .. least(v_lb, i + v_far - 1) loop
      v_cell := least(v_prev[j + 1] + 1, v_row[j] + 1, v_prev[j] + case when v_a[i] = v_b[j] then 0 else 1 end);
      if i > 1 and j > 1 and v_a[i] = v_b[j - 1] and v_a[i - 1] = v_b[j] then
        v_cell := least(v_cell, v_before[j - 1] + 1); -- two neighbours swapped
      end if;
      v_row[j + 1] := least(v_cell, v_far);
      v_best := least(v_best, v_row[j + 1]);
    end loop;
    if v_best >= v_far then
      return v_far;
    end if;
    v_before := v_prev;
    v_prev := v_row;
  end loop;
  return v_prev[v_lb + 1];
end
$$;

-- "Did you mean …?": the closest spelling of a search that has results in a
-- category (0 = everywhere), word by word, dropping words nothing resembles.
-- (Same arguments and answer as before; category_products calls it.)
create or replace function public.search_did_you_mean(search text, scope bigint default 0)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_words text[];
  v_word text;
  v_edits integer;
  v_candidates text[];
  v_candidate text;
  v_phrase text := '';
  v_found boolean;
begin
  v_words := array(
    select w from unnest(array_remove(regexp_split_to_array(
      lower(left(coalesce(search, ''), 100)), '[^[:alnum:]]+'), '')) w
    where w not in ('for', 'gift', 'gifts', 'personalized', 'personalised', 'personalize', 'personalise')
    limit 8
  );
  foreach v_word in array v_words loop
    v_word := left(v_word, 40);
    continue when numnode(plainto_tsquery('english', v_word)) = 0;
    -- how many edits make a near miss: none for numbers and words under 3 letters
    v_edits := case
      when v_word !~ '[[:alpha:]]' or char_length(v_word) < 3 then 0
      when char_length(v_word) <= 4 then 1
      else 2 end;
    v_found := false;
    for attempt in 1 .. 2 loop
      -- near misses by edit distance only for a word that shares too few trigrams with any ("moug")
      exit when v_found or (attempt = 2 and (v_edits = 0 or cardinality(v_candidates) > 0));
      if attempt = 1 then
        -- the word itself, and the spellings that share most of its trigrams (fewest edits first)
        v_candidates := array(
          select w.word from public.search_words w
          where w.lexeme is not null and (w.word = v_word or w.word operator(extensions.%) v_word)
          order by w.word = v_word desc, public.spelling_distance(w.word, v_word, 3),
            extensions.similarity(w.word, v_word) desc, w.word
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
          where c.edits <= v_edits
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
          v_found := true;
          exit;
        end if;
      end loop;
    end loop;
  end loop;
  if v_phrase = '' or v_phrase = array_to_string(v_words, ' ') then
    return null;
  end if;
  return v_phrase;
end
$$;

revoke all on function public.spelling_distance(text, text, integer) from public, anon, authenticated;
revoke all on function public.search_did_you_mean(text, bigint) from public, anon, authenticated;
