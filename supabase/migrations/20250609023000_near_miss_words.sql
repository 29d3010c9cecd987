-- A word typed one letter wrong finds the products (QA: "moug" found
-- nothing and only offered "Did you mean mug?"; "shrit" found the School
-- Spirit gifts, not shirts).
--
-- search_terms (20250609022000_recipient_words.sql) read a word the shop does
-- not use by trigram similarity alone (pg_trgm's 0.3). A short word shares
-- few trigrams with its near misses: "moug" and "mug" share 2 of 7 (0.29),
-- "mgu" and "mug" 1 of 7, so the search found nothing; and the most alike by
-- trigrams is not always the nearest: "shrit" shares 3 of 10 with "spirit"
-- (2 edits) and 2 of 10 with "shirt" (1 edit, two letters swapped), so it
-- searched spirit. search_did_you_mean (20250607000100_search_near_misses.sql)
-- already counted edits as shoppers mistype, but only after the search had
-- failed, and only as a link to another search.
--
-- Now the search itself reads such a word as the shop's words it may be a
-- misspelling of (search_misspellings): within near_miss_edits of it
-- (spelling_distance, counted on the shorter word: 1 edit for 3-4 letters, 2
-- for longer), the fewest edits first and, among as few, the most alike by
-- trigrams (within 0.12 of the best, as before): "moug" and "mgu" are mug,
-- "shrit" is shirt, "mog" is mom (0.33) and not also mug (0.14). A word of 3
-- letters is read only as its letters swapped: "mgu" is mug, "hug" is not
-- (one letter of 3 changed is more often another word; it still offers "Did
-- you mean mug?"). A word with no such reading is read by trigram similarity
-- as before. Candidates are found by key, not by reading the vocabulary: every
-- spelling one edit away (about 75 per letter typed) is looked up in
-- search_words' primary key, and the words that share enough trigrams (its
-- trigram index, as before) are the candidates for 2 edits. A word the shop
-- uses, or one with a meaning in search_synonyms, is read as before and never
-- re-spelt ("cap" is not "cup"); a typo the trigrams already read right
-- ("ornamnet", "candel") finds the same products.
--
-- search_did_you_mean is unchanged: it is still asked only when a search
-- finds nothing ("moug zzqxv" offers "mug", "blankit hoodie" "blanket").
-- search_terms is restated from 20250609022000 with only the typo step
-- changed; everything that reads terms (category_products, search_suggestions,
-- search_did_you_mean, the shortlists) is unchanged. Runs unchanged on PGlite
-- and PostgreSQL 15 (backend/test/searchNearMissCases.ts).

-- The shop's words a word typed may be a misspelling of, with their edits and
-- trigram likeness: within near_miss_edits of the shorter word, never the word
-- itself. A word of 3 letters is read only as its letters swapped ("mgu":
-- mug): a letter of 3 changed, dropped or added is more often another word
-- ("hug" is not a mug).
create function public.search_misspellings(typed text)
returns table (word text, lexeme text, edits integer, likeness real)
rows 10
language sql
stable
set search_path = ''
as $$
  with allowed as (
    select public.near_miss_edits(typed) as edits, char_length(typed) > 3 as any_edit
  ),
  -- the places of a word (search_terms reads at most 40 letters; constant bounds keep the planner's estimates small)
  places as (
    select i from generate_series(0, 40) i where i <= char_length(typed)
  ),
  letters as (
    select l.letter from unnest('{a,b,c,d,e,f,g,h,i,j,k,l,m,n,o,p,q,r,s,t,u,v,w,x,y,z,0,1,2,3,4,5,6,7,8,9}'::text[]) l (letter)
  ),
  -- every spelling one edit away: two neighbours swapped, a letter dropped, changed or added
  one_edit as (
    select left(typed, p.i - 1) || substr(typed, p.i + 1, 1) || substr(typed, p.i, 1) || substr(typed, p.i + 2) as spelling
    from places p
    where p.i between 1 and char_length(typed) - 1
    union
    select left(typed, p.i - 1) || substr(typed, p.i + 1)
    from allowed a, places p
    where a.any_edit and p.i >= 1
    union
    select left(typed, p.i - 1) || l.letter || substr(typed, p.i + 1)
    from allowed a, places p, letters l
    where a.any_edit and p.i >= 1
    union
    select left(typed, p.i) || l.letter || substr(typed, p.i + 1)
    from allowed a, places p, letters l
    where a.any_edit
  ),
  candidates as materialized (
    select w.word, w.lexeme from public.search_words w
    where w.word in (select o.spelling from one_edit o)
    union
    -- up to 2 edits: the words that share enough trigrams
    select w.word, w.lexeme from public.search_words w, allowed a
    where a.any_edit and w.word operator(extensions.%) typed
  )
  select c.word, c.lexeme, d.edits, extensions.similarity(c.word, typed)
  from candidates c, allowed a,
    lateral (select public.spelling_distance(c.word, typed, a.edits) as edits) d
  where a.edits > 0 and c.lexeme is not null and c.word <> typed
    and d.edits <= least(a.edits, public.near_miss_edits(c.word))
$$;

-- The words of a search, each as the tsquery that finds it: its English stem
-- when the shop uses that word, with what the word also means (search_synonyms:
-- a recipient, "grandma" | grandparents); a word the shop does not use is
-- what it means instead if it has a meaning ("nana": grandma | grandparents),
-- otherwise the words it begins (while typing), or else its near misses with
-- the fewest edits (search_misspellings), or else the closest spellings by
-- trigram similarity; null for a word nothing resembles. At most 100
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
      -- a typo: its near misses with the fewest edits, the most alike of those ("moug": mug; "shrit": shirt,
      -- 1 edit, not spirit, 2), else the closest spellings by trigram similarity
      select string_agg(quote_literal(x.lexeme), ' | ')::tsquery into v_term
      from (select distinct n.lexeme from (
              select m.lexeme, m.edits, m.likeness, min(m.edits) over () as fewest,
                max(m.likeness) over (partition by m.edits) as best
              from public.search_misspellings(v_word) m) n
            where n.edits = n.fewest and n.likeness >= n.best - 0.12
            limit 5) x;
    end if;
    if v_term is null and v_meant is null and char_length(v_word) >= 3 and v_word ~ '[[:alpha:]]' then
      -- no near miss: the closest spellings
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

revoke all on function public.search_misspellings(text) from public, anon, authenticated;
revoke all on function public.search_terms(text, boolean) from public, anon, authenticated;
