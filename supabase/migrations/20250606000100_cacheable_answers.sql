-- The answers of the shop's listing and search calls depend only on their
-- arguments and the data (no clock, no caller, no randomness): say so, so
-- that an API in front of the database may remember an answer until the
-- next write. The embedded backend reads the word `@cache-until-write` in a
-- function's comment (backend/src/rest/schemaCache.ts); hosted PostgREST
-- shows the comment in its API description and ignores the word.
--
-- A function may carry the word only while that stays true: one that reads
-- now(), random() or the caller's claims must not.

comment on function public.category_products(text, text, text, integer, integer) is
  E'A page of a category''s products, or of a search in it or in the whole shop, with its total; on no results, did_you_mean and popular_categories.\n@cache-until-write';

comment on function public.search_suggestions(text) is
  E'Suggestions as a shopper types: up to 6 products and 3 categories.\n@cache-until-write';
