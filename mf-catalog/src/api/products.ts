import { getShopConfig, getSupabase, type ProductSummary } from '@giftshop/shared';
import type { SortKey } from '../listing/listingParams';
import { CatalogRequestError } from './backendError';
import { nameContainsPattern, pageRange, sortOrder } from './listingQuery';
import { PRODUCT_CARD_COLUMNS } from './productColumns';
import { normalizeProduct } from './normalizeProduct';

// Reads pass `.retry(false)`: TanStack Query owns retrying (the shop's backoff),
// so a failure is not retried twice over before the shopper sees it.

/** Home: up to `featuredCount` (8) active featured products, best rated first. */
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
  return (data ?? []).map(normalizeProduct);
}

export interface ProductPageRequest {
  search: string;
  sort: SortKey;
  page: number;
  pageSize?: number;
}

export interface ProductPage {
  products: ProductSummary[];
  /** How many products match in all, across pages. */
  total: number;
}

/**
 * One page of all active products, filtered and sorted in the database,
 * with the exact count of matches (`/products` and `/products?q=`).
 */
export async function fetchProductPage({ search, sort, page, pageSize = getShopConfig().pageSize }: ProductPageRequest): Promise<ProductPage> {
  const supabase = await getSupabase();
  let query = supabase
    .from('products_view')
    .select(PRODUCT_CARD_COLUMNS, { count: 'exact' })
    .eq('is_active', true)
    .not('price', 'is', null);
  const pattern = nameContainsPattern(search);
  if (pattern) query = query.ilike('name', pattern);
  for (const term of sortOrder(sort)) {
    query = query.order(term.column, { ascending: term.ascending, ...(term.nullsFirst === undefined ? {} : { nullsFirst: term.nullsFirst }) });
  }
  const { from, to } = pageRange(page, pageSize);
  const { data, error, count } = await query.range(from, to).retry(false);
  if (error) throw new CatalogRequestError('Could not load products', error);
  return { products: (data ?? []).map(normalizeProduct), total: count ?? data?.length ?? 0 };
}
