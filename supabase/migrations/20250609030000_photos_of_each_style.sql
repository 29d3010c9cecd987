-- A product opens on a style its picture does not show (QA: KL-ORN-101 opened
-- on "Flat Disc" while every picture was the round bauble; the stemless wine
-- glasses likewise).
--
-- A gallery entry may now name the style it shows (the variant's option1, e.g.
-- {"url": …, "style": "Flat Disc", "colour": "White", "textArea": […]}), as it
-- names a colour; the product page shows the photo of the chosen style in the
-- chosen colour (a style no photo names looks like the others: a size). The
-- first photo is the variant the page opens on (default_variant_sku, the
-- cheapest: 20250603000200_card_prices.sql). No schema change: gallery_urls is
-- the product's own JSON.
--
-- This brings a project seeded from an earlier seed.sql to what seed.sql now
-- holds (supabase/scripts/catalogue/buildCatalogue.ts writes it):
-- - the ornaments and wine glasses, whose styles are drawn differently (the
--   flat disc beside the round bauble, the stemless glass beside the stemmed
--   one), get their photos of each style in each colour, the opening style's
--   first; only a gallery still as that seed wrote it is replaced, so one
--   edited since is kept;
-- - every other product's photos name the style of the variant it opens on
--   (its styles look alike: the same photos show each).
-- Running it again changes nothing (one statement: all of it or none).
with seeded(sku, before, after) as (
  values
    ('KL-ORN-101',
     '[{"url":"product-images/ornaments/red-star/kl-orn-101-1.svg","colour":"Cranberry Red","textArea":[200,348,200,72]},{"url":"product-images/ornaments/white-star/kl-orn-101-2.svg","colour":"White","textArea":[214,341,172,62]},{"url":"product-images/ornaments/red-star/kl-orn-101-3.svg"},{"url":"product-images/ornaments/forest-star/kl-orn-101-1.svg","colour":"Forest Green","textArea":[200,348,200,72]}]'::jsonb,
     '[{"url":"product-images/flat-disc-ornaments/red-star/kl-orn-101-1.svg","style":"Flat Disc","colour":"Cranberry Red","textArea":[200,348,200,72]},{"url":"product-images/flat-disc-ornaments/white-star/kl-orn-101-2.svg","style":"Flat Disc","colour":"White","textArea":[214,341,172,62]},{"url":"product-images/flat-disc-ornaments/red-star/kl-orn-101-3.svg","style":"Flat Disc"},{"url":"product-images/flat-disc-ornaments/forest-star/kl-orn-101-1.svg","style":"Flat Disc","colour":"Forest Green","textArea":[200,348,200,72]},{"url":"product-images/ornaments/red-star/kl-orn-101-1.svg","style":"Round Bauble","colour":"Cranberry Red","textArea":[200,348,200,72]},{"url":"product-images/ornaments/white-star/kl-orn-101-1.svg","style":"Round Bauble","colour":"White","textArea":[200,348,200,72]},{"url":"product-images/ornaments/forest-star/kl-orn-101-1.svg","style":"Round Bauble","colour":"Forest Green","textArea":[200,348,200,72]}]'::jsonb),
    ('KL-ORN-102',
     '[{"url":"product-images/ornaments/white-tree/kl-orn-102-1.svg","colour":"White","textArea":[200,348,200,72]},{"url":"product-images/ornaments/forest-tree/kl-orn-102-2.svg","colour":"Forest Green","textArea":[214,341,172,62]},{"url":"product-images/ornaments/gold-tree/kl-orn-102-1.svg","colour":"Gold","textArea":[200,348,200,72]}]'::jsonb,
     '[{"url":"product-images/flat-disc-ornaments/white-tree/kl-orn-102-1.svg","style":"Flat Disc","colour":"White","textArea":[200,348,200,72]},{"url":"product-images/flat-disc-ornaments/forest-tree/kl-orn-102-2.svg","style":"Flat Disc","colour":"Forest Green","textArea":[214,341,172,62]},{"url":"product-images/flat-disc-ornaments/gold-tree/kl-orn-102-1.svg","style":"Flat Disc","colour":"Gold","textArea":[200,348,200,72]},{"url":"product-images/ornaments/white-tree/kl-orn-102-1.svg","style":"Round Bauble","colour":"White","textArea":[200,348,200,72]},{"url":"product-images/ornaments/forest-tree/kl-orn-102-1.svg","style":"Round Bauble","colour":"Forest Green","textArea":[200,348,200,72]},{"url":"product-images/ornaments/gold-tree/kl-orn-102-1.svg","style":"Round Bauble","colour":"Gold","textArea":[200,348,200,72]}]'::jsonb),
    ('KL-ORN-103',
     '[{"url":"product-images/ornaments/gold-snowflake/kl-orn-103-1.svg","colour":"Gold","textArea":[200,348,200,72]},{"url":"product-images/ornaments/navy-snowflake/kl-orn-103-2.svg","colour":"Navy","textArea":[214,341,172,62]},{"url":"product-images/ornaments/gold-snowflake/kl-orn-103-3.svg"},{"url":"product-images/ornaments/red-snowflake/kl-orn-103-1.svg","colour":"Cranberry Red","textArea":[200,348,200,72]}]'::jsonb,
     '[{"url":"product-images/flat-disc-ornaments/gold-snowflake/kl-orn-103-1.svg","style":"Flat Disc","colour":"Gold","textArea":[200,348,200,72]},{"url":"product-images/flat-disc-ornaments/navy-snowflake/kl-orn-103-2.svg","style":"Flat Disc","colour":"Navy","textArea":[214,341,172,62]},{"url":"product-images/flat-disc-ornaments/gold-snowflake/kl-orn-103-3.svg","style":"Flat Disc"},{"url":"product-images/flat-disc-ornaments/red-snowflake/kl-orn-103-1.svg","style":"Flat Disc","colour":"Cranberry Red","textArea":[200,348,200,72]},{"url":"product-images/ornaments/gold-snowflake/kl-orn-103-1.svg","style":"Round Bauble","colour":"Gold","textArea":[200,348,200,72]},{"url":"product-images/ornaments/navy-snowflake/kl-orn-103-1.svg","style":"Round Bauble","colour":"Navy","textArea":[200,348,200,72]},{"url":"product-images/ornaments/red-snowflake/kl-orn-103-1.svg","style":"Round Bauble","colour":"Cranberry Red","textArea":[200,348,200,72]}]'::jsonb),
    ('KL-WGL-101',
     '[{"url":"product-images/wine-glasses/blush-confetti/kl-wgl-101-1.svg","colour":"Blush Pink","textArea":[225,166,150,34]},{"url":"product-images/wine-glasses/burgundy-confetti/kl-wgl-101-2.svg","colour":"Burgundy","textArea":[236,185,129,29]},{"url":"product-images/wine-glasses/blush-confetti/kl-wgl-101-3.svg"},{"url":"product-images/wine-glasses/clear-confetti/kl-wgl-101-1.svg","colour":"Clear","textArea":[225,166,150,34]}]'::jsonb,
     '[{"url":"product-images/stemless-wine-glasses/blush-confetti/kl-wgl-101-1.svg","style":"Stemless","colour":"Blush Pink","textArea":[225,253,150,57]},{"url":"product-images/stemless-wine-glasses/burgundy-confetti/kl-wgl-101-2.svg","style":"Stemless","colour":"Burgundy","textArea":[236,260,129,49]},{"url":"product-images/stemless-wine-glasses/blush-confetti/kl-wgl-101-3.svg","style":"Stemless"},{"url":"product-images/stemless-wine-glasses/clear-confetti/kl-wgl-101-1.svg","style":"Stemless","colour":"Clear","textArea":[225,253,150,57]},{"url":"product-images/wine-glasses/blush-confetti/kl-wgl-101-1.svg","style":"Stemmed","colour":"Blush Pink","textArea":[225,166,150,34]},{"url":"product-images/wine-glasses/burgundy-confetti/kl-wgl-101-1.svg","style":"Stemmed","colour":"Burgundy","textArea":[225,166,150,34]},{"url":"product-images/wine-glasses/clear-confetti/kl-wgl-101-1.svg","style":"Stemmed","colour":"Clear","textArea":[225,166,150,34]}]'::jsonb),
    ('KL-WGL-102',
     '[{"url":"product-images/wine-glasses/burgundy-rings/kl-wgl-102-1.svg","colour":"Burgundy","textArea":[225,166,150,34]},{"url":"product-images/wine-glasses/clear-rings/kl-wgl-102-2.svg","colour":"Clear","textArea":[236,185,129,29]},{"url":"product-images/wine-glasses/blush-rings/kl-wgl-102-1.svg","colour":"Blush Pink","textArea":[225,166,150,34]}]'::jsonb,
     '[{"url":"product-images/stemless-wine-glasses/burgundy-rings/kl-wgl-102-1.svg","style":"Stemless","colour":"Burgundy","textArea":[225,253,150,57]},{"url":"product-images/stemless-wine-glasses/clear-rings/kl-wgl-102-2.svg","style":"Stemless","colour":"Clear","textArea":[236,260,129,49]},{"url":"product-images/stemless-wine-glasses/blush-rings/kl-wgl-102-1.svg","style":"Stemless","colour":"Blush Pink","textArea":[225,253,150,57]},{"url":"product-images/wine-glasses/burgundy-rings/kl-wgl-102-1.svg","style":"Stemmed","colour":"Burgundy","textArea":[225,166,150,34]},{"url":"product-images/wine-glasses/clear-rings/kl-wgl-102-1.svg","style":"Stemmed","colour":"Clear","textArea":[225,166,150,34]},{"url":"product-images/wine-glasses/blush-rings/kl-wgl-102-1.svg","style":"Stemmed","colour":"Blush Pink","textArea":[225,166,150,34]}]'::jsonb),
    ('KL-ORN-104',
     '[{"url":"product-images/ornaments/forest-dove/kl-orn-104-1.svg","colour":"Forest Green","textArea":[200,348,200,72]},{"url":"product-images/ornaments/gold-dove/kl-orn-104-2.svg","colour":"Gold","textArea":[214,341,172,62]},{"url":"product-images/ornaments/forest-dove/kl-orn-104-3.svg"},{"url":"product-images/ornaments/navy-dove/kl-orn-104-1.svg","colour":"Navy","textArea":[200,348,200,72]}]'::jsonb,
     '[{"url":"product-images/flat-disc-ornaments/forest-dove/kl-orn-104-1.svg","style":"Flat Disc","colour":"Forest Green","textArea":[200,348,200,72]},{"url":"product-images/flat-disc-ornaments/gold-dove/kl-orn-104-2.svg","style":"Flat Disc","colour":"Gold","textArea":[214,341,172,62]},{"url":"product-images/flat-disc-ornaments/forest-dove/kl-orn-104-3.svg","style":"Flat Disc"},{"url":"product-images/flat-disc-ornaments/navy-dove/kl-orn-104-1.svg","style":"Flat Disc","colour":"Navy","textArea":[200,348,200,72]},{"url":"product-images/ornaments/forest-dove/kl-orn-104-1.svg","style":"Round Bauble","colour":"Forest Green","textArea":[200,348,200,72]},{"url":"product-images/ornaments/gold-dove/kl-orn-104-1.svg","style":"Round Bauble","colour":"Gold","textArea":[200,348,200,72]},{"url":"product-images/ornaments/navy-dove/kl-orn-104-1.svg","style":"Round Bauble","colour":"Navy","textArea":[200,348,200,72]}]'::jsonb),
    ('KL-WGL-103',
     '[{"url":"product-images/wine-glasses/blush-monogram/kl-wgl-103-1.svg","colour":"Blush Pink","textArea":[225,166,150,34]},{"url":"product-images/wine-glasses/burgundy-monogram/kl-wgl-103-2.svg","colour":"Burgundy","textArea":[236,185,129,29]},{"url":"product-images/wine-glasses/clear-monogram/kl-wgl-103-1.svg","colour":"Clear","textArea":[225,166,150,34]}]'::jsonb,
     '[{"url":"product-images/stemless-wine-glasses/blush-monogram/kl-wgl-103-1.svg","style":"Stemless","colour":"Blush Pink","textArea":[225,253,150,57]},{"url":"product-images/stemless-wine-glasses/burgundy-monogram/kl-wgl-103-2.svg","style":"Stemless","colour":"Burgundy","textArea":[236,260,129,49]},{"url":"product-images/stemless-wine-glasses/clear-monogram/kl-wgl-103-1.svg","style":"Stemless","colour":"Clear","textArea":[225,253,150,57]},{"url":"product-images/wine-glasses/blush-monogram/kl-wgl-103-1.svg","style":"Stemmed","colour":"Blush Pink","textArea":[225,166,150,34]},{"url":"product-images/wine-glasses/burgundy-monogram/kl-wgl-103-1.svg","style":"Stemmed","colour":"Burgundy","textArea":[225,166,150,34]},{"url":"product-images/wine-glasses/clear-monogram/kl-wgl-103-1.svg","style":"Stemmed","colour":"Clear","textArea":[225,166,150,34]}]'::jsonb),
    ('KL-WGL-104',
     '[{"url":"product-images/wine-glasses/blush-hearts/kl-wgl-104-1.svg","colour":"Blush Pink","textArea":[225,166,150,34]},{"url":"product-images/wine-glasses/burgundy-hearts/kl-wgl-104-2.svg","colour":"Burgundy","textArea":[236,185,129,29]},{"url":"product-images/wine-glasses/blush-hearts/kl-wgl-104-3.svg"},{"url":"product-images/wine-glasses/clear-hearts/kl-wgl-104-1.svg","colour":"Clear","textArea":[225,166,150,34]}]'::jsonb,
     '[{"url":"product-images/stemless-wine-glasses/blush-hearts/kl-wgl-104-1.svg","style":"Stemless","colour":"Blush Pink","textArea":[225,253,150,57]},{"url":"product-images/stemless-wine-glasses/burgundy-hearts/kl-wgl-104-2.svg","style":"Stemless","colour":"Burgundy","textArea":[236,260,129,49]},{"url":"product-images/stemless-wine-glasses/blush-hearts/kl-wgl-104-3.svg","style":"Stemless"},{"url":"product-images/stemless-wine-glasses/clear-hearts/kl-wgl-104-1.svg","style":"Stemless","colour":"Clear","textArea":[225,253,150,57]},{"url":"product-images/wine-glasses/blush-hearts/kl-wgl-104-1.svg","style":"Stemmed","colour":"Blush Pink","textArea":[225,166,150,34]},{"url":"product-images/wine-glasses/burgundy-hearts/kl-wgl-104-1.svg","style":"Stemmed","colour":"Burgundy","textArea":[225,166,150,34]},{"url":"product-images/wine-glasses/clear-hearts/kl-wgl-104-1.svg","style":"Stemmed","colour":"Clear","textArea":[225,166,150,34]}]'::jsonb)
),
redrawn as (
  select p.id, s.after
  from seeded s
  join public.products p on p.sku = s.sku and p.gallery_urls = s.before
),
labelled as (
  select p.id,
    (select jsonb_agg(
        case when jsonb_typeof(e) = 'object' and not e ? 'style'
          then e || jsonb_build_object('style', v.option1) else e end
        order by i)
      from jsonb_array_elements(p.gallery_urls) with ordinality as g(e, i)) as after
  from public.products p
  join public.product_variants v on v.variant_sku = p.default_variant_sku
  where v.option1 is not null
    and p.sku not in (select sku from seeded)
    and exists (
      select 1 from jsonb_array_elements(p.gallery_urls) e
      where jsonb_typeof(e) = 'object' and not e ? 'style')
)
update public.products p
set gallery_urls = x.after
from (select id, after from redrawn union all select id, after from labelled) x
where p.id = x.id;
