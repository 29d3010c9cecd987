import { getShopConfig, getSupabase, type Category, type ProductSummary } from '@giftshop/shared';
import { CatalogRequestError } from './backendError';
import { categoryProductsArgs, type ListingRequest } from './listingQuery';
import { normalizeProduct } from './normalizeProduct';

export interface ListingPage {
  /** The category listed, or null for all products — and for a slug that does not exist. */
  category: Category | null;
  products: ProductSummary[];
  /** How many products match in all, across pages. */
  total: number;
}

interface CategoryProductsResult {
  category: Category | null;
  total: number | string;
  products: Record<string, unknown>[] | null;
}

/**
 * One page of a category (with its sub-categories), or of every product:
 * filtered by name, sorted and paged in the database, with the total
 * (`category_products`, built for 100,000 products). Reads do not retry
 * here: TanStack Query owns retrying.
 */
export async function fetchListingPage(
  request: Omit<ListingRequest, 'pageSize'> & { pageSize?: number },
): Promise<ListingPage> {
  const supabase = await getSupabase();
  const args = categoryProductsArgs({ ...request, pageSize: request.pageSize ?? getShopConfig().pageSize });
  const { data, error } = await supabase.rpc('category_products', args).retry(false);
  if (error)
    throw new CatalogRequestError(
      request.categorySlug ? 'Could not load this category' : 'Could not load products',
      error,
    );
  const result = (data ?? {}) as Partial<CategoryProductsResult>;
  return {
    category: result.category ?? null,
    products: (result.products ?? []).map(normalizeProduct),
    total: Number(result.total ?? 0) || 0,
  };
}
