import { getShopConfig, getSupabase } from '@giftshop/shared';
import { toProductSummary, type ProductSummary } from '@giftshop/shared/domain';
import { CatalogRequestError } from './backendError';
import { PRODUCT_CARD_COLUMNS } from './productColumns';

/**
 * Home: up to `featuredCount` (8) active featured products, best rated
 * first (the spec's featured query). No retry here: TanStack Query owns retrying.
 */
export async function fetchFeaturedProducts(limit = getShopConfig().featuredCount): Promise<ProductSummary[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('products_view')
    .select(PRODUCT_CARD_COLUMNS)
    .eq('is_active', true)
    .not('price', 'is', null)
    .eq('featured', true)
    .order('rating', { ascending: false, nullsFirst: false })
    .order('id', { ascending: true })
    .limit(limit)
    .retry(false);
  if (error) throw new CatalogRequestError('Could not load featured products', error);
  return (data ?? []).map(toProductSummary);
}
