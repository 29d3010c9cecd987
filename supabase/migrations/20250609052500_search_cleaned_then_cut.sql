-- A search is cleaned, then cut (R-a, item 5).
--
-- search_terms and search_did_you_mean read "the first 100 characters" of a
-- search (the search box's limit, MAX_SEARCH_LENGTH in shared's searchText.ts)
-- and then removed the invisible ones (public.clean_text,
-- 20250609040000_search_without_invisible_characters.sql). The box counts as
-- the database counts (withinSearchLimit: an unseen character counts none),
-- so a search padded with zero-width spaces, soft hyphens or direction marks
-- (a paste from a chat or a PDF) was read shorter than the box allows:
-- "mug" after 100 zero-width spaces was read as nothing at all. Both now clean
-- first, then read the first 100 characters of what is left.
--
-- clean_text reads at most the first 4,000 characters of what was sent (as
-- order_group_name bounds it, 20250609018000_order_item_groups.sql): a search
-- is never cleaned whole whatever its size; 4,000 is forty times what the box
-- keeps. The direction-override check of search_did_you_mean reads that same
-- span (an override anywhere in what is read turns the letters around).
--
-- Both are restated from 20250609040000 with only those lines changed
-- (searchNearMissCases.ts diffs them). Same signatures, no grants (only the
-- database's own search functions call them). Rerunnable.

-- As in 20250609040000_search_without_invisible_characters.sql; cleaned, then cut.
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
  -- invisible characters (direction marks and overrides, zero-width characters, soft hyphens) are not part of a
  -- word: removed as clean_text removes them, never a separator ("mo<U+200B>ug" is one word)
  v_words := array_remove(regexp_split_to_array(
    lower(left(public.clean_text(left(coalesce(search, ''), 4000)), 100)), '[^[:alnum:]]+'), '');
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

-- As in 20250609040000_search_without_invisible_characters.sql; cleaned, then cut.
create or replace function public.search_did_you_mean(search text, scope bigint default 0)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  -- invisible characters are not part of a word (as in search_terms)
  v_text text := lower(left(public.clean_text(left(coalesce(search, ''), 4000)), 100));
  v_words text[];
  v_word text;
  v_edits integer;
  v_candidates text[];
  v_candidate text;
  v_phrase text := '';
  v_found boolean;
  v_corrected boolean := false;
begin
  -- a search with a direction override is shown in another order than it is read ("<U+202E>gum" is shown as
  -- "mug"): a re-spelling of letters the shopper never saw in that order is no help ("gsm"), so none is offered
  if left(coalesce(search, ''), 4000) ~ '[\u202D\u202E]' then
    return null;
  end if;
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
