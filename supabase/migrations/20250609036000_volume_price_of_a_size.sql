-- The product page's volume price of one item in the size chosen (QA sweep
-- H-d). volume_price(variant, quantity) quoted the variant's own price, so a
-- tee at 2XL (+$2) read "12 items: 10% off, $20.69 each" on its page where
-- the cart then charged $22.49 each: a size's upcharge is part of what one
-- item costs, as order_lines_priced prices a line (the variant's price plus
-- the size's upcharge). for_size is the size as the variant's size run spells
-- it (product_sizes); without one, or with a size the run does not have, the
-- variant's own price is quoted, as before. Callers that send two arguments
-- (a product build deployed before this) are answered as before.
-- Rerunnable: the two-argument function is dropped if it is still there.
drop function if exists public.volume_price(text, integer);

create or replace function public.volume_price(for_variant text, quantity integer, for_size text default null)
returns setof jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select to_jsonb(t) from public.product_variants v
  join public.products p on p.id = v.product_id and p.is_active
  left join public.size_run_sizes s on s.run_code = v.size_run and s.size = for_size
  cross join lateral public.volume_tiers_reached(jsonb_build_array(jsonb_build_object(
    'product_id', p.id, 'quantity', least(greatest(coalesce(volume_price.quantity, 1), 1), 10000),
    'unit_price', v.price + coalesce(s.upcharge, 0)))) t
  where v.variant_sku = for_variant and v.is_active
$$;
revoke all on function public.volume_price(text, integer, text) from public;
grant execute on function public.volume_price(text, integer, text) to anon, authenticated, service_role;
