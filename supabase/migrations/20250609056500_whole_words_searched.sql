-- Search's near misses (H-b sweep): "large shirt" offered "Did you mean badge
-- shirt?", and "nurse" found the Little Bear Nursery products.
--
-- near_miss_edits (20250609020000_plausible_did_you_mean.sql) allowed 2 edits
-- for any word of 5 letters or more: "large" is 2 letters changed from
-- "badge", "pilot" 2 from "pillow", so a word the shop does not sell (a size,
-- an occupation) was read as, or re-spelt into, another that shares little
-- with it. Two edits in five letters is rewriting, not mistyping. Now: none for
-- numbers and words under 3 letters, 1 for 3 to 5 letters, 2 from 6 letters
-- ("weding", "grnadpa", "blankit", "ornamnet" are still read right; "large"
-- and "pilot" are no longer badge and pillow). search_misspellings and
-- search_did_you_mean count through it and are unchanged.
--
-- search_terms read a whole word the shop does not use, 4 letters or more,
-- as the start of the shop's longer words ("nurse": nursery), else as its
-- misspellings. A shopper who typed "nurse" and pressed Enter meant a nurse:
-- the shop has no gifts for nurses, and showing nursery decor instead is a
-- wrong answer, not a near one. The shop knows what such words are:
-- search_synonyms, the one home of what shoppers' words mean. A word with a
-- row there is now read as itself (its stem, and its meanings the catalogue
-- has), never begun nor re-spelt, whether or not the catalogue has a meaning
-- of it yet; so a search for it finds nothing until the shop files gifts
-- under it, and then "No products found" offers the popular categories, not a
-- re-spelling (search_did_you_mean already kept such a word as typed). The
-- recipients shoppers look for that the shop has no category for are added,
-- each meaning itself: the day the shop files gifts For Nurses, "nurse" is a
-- word the shop uses and finds them. While typing, the last word is still
-- what it begins (suggestions: "nurs" shows the nursery's gifts).
--
-- search_terms is restated from 20250609052500_search_cleaned_then_cut.sql
-- with only that change (searchNearMissCases.ts diffs them). Same signatures,
-- no grants. Runs unchanged on PGlite and PostgreSQL 15
-- (backend/test/searchNearMissCases.ts). Rerunnable.

-- The most edits that make a near miss of a word, counted as shoppers mistype
-- (spelling_distance): none for numbers and words under 3 letters, 1 for a
-- word of 3 to 5 letters, 2 from 6 letters. Between two words, the shorter
-- one's count.
create or replace function public.near_miss_edits(word text)
returns integer
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select case
    when word !~ '[[:alpha:]]' or char_length(word) < 3 then 0
    when char_length(word) <= 5 then 1
    else 2 end
$$;

-- Recipients shoppers name that the shop has no gifts filed for: each means
-- itself (stemmed as search_terms stems it), so it is read as a whole word.
insert into public.search_synonyms (word, replacement, also)
select (tsvector_to_array(to_tsvector('english', v.typed)))[1], v.typed, false
from (values
  ('nurse'), ('doctor'), ('dentist'), ('vet'), ('veterinarian'), ('paramedic'), ('pilot'), ('police'),
  ('firefighter'), ('soldier'), ('lawyer'), ('mechanic'), ('farmer'), ('golfer'), ('gamer'), ('pastor'), ('priest')
) as v (typed)
on conflict (word, replacement) do nothing;

-- As in 20250609052500_search_cleaned_then_cut.sql; a word the shop knows is read as itself.
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
  v_known boolean;
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
    -- a word the shop knows the meaning of, whether or not its catalogue has that meaning yet ("nurse"), is read
    -- as itself: never as the start of a longer word ("nursery") nor as a misspelling of another
    v_known := exists (
      select 1 from public.search_synonyms s where s.word = any (tsvector_to_array(to_tsvector('english', v_word))));
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
    elsif v_term is null and char_length(v_word) >= 4 and not v_known then
      -- a word the shop does not use, begun: the words it begins
      select string_agg(quote_literal(x.lexeme), ' | ')::tsquery into v_term
      from (select distinct w.lexeme from public.search_words w
            where w.word like v_word || '%' and w.lexeme is not null limit 20) x;
    end if;
    if v_term is null and v_meant is null and not v_known and char_length(v_word) >= 3 and v_word ~ '[[:alpha:]]' then
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
    if v_term is null and v_meant is null and not v_known and char_length(v_word) >= 3 and v_word ~ '[[:alpha:]]' then
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

revoke all on function public.search_terms(text, boolean) from public, anon, authenticated;
revoke all on function public.near_miss_edits(text) from public, anon, authenticated;
