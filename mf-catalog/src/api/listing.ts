import { getShopConfig, getSupabase } from '@giftshop/shared';
import { toProductSummary, type Category, type ProductSummary, type ProductSummaryRow } from '@giftshop/shared/domain';
import { CatalogRequestError } from './backendError';
import { categoryProductsArgs, type ListingRequest } from './listingQuery';

export interface ListingPage {
  /** The category listed, or null for all products — and for a slug that does not exist. */
  category: Category | null;
  products: ProductSummary[];
  /** How many products match in all, across pages. */
  total: number;
  /** A search with no results: the closest spelling that has results (null: none). */
  didYouMean?: string | null;
  /** A search with no results: categories worth a look instead. */
  popularCategories?: { slug: string; name: string }[];
}

/** What `category_products` returns (json, so the generated types cannot say; see its migration). */
interface CategoryProductsResult {
  category: Category | null;
  total: number;
  products: ProductSummaryRow[] | null;
  did_you_mean?: unknown;
  popular_categories?: unknown;
}

const asCategoryLinks = (value: unknown): { slug: string; name: string }[] =>
  (Array.isArray(value) ? (value as { slug?: unknown; name?: unknown }[]) : [])
    .filter((c) => typeof c.slug === 'string' && typeof c.name === 'string')
    .map((c) => ({ slug: c.slug as string, name: c.name as string }));

/**
 * One page of a category (with its sub-categories), or of every product:
 * searched (the shop's one search, in the database: every word narrows,
 * stems and typos count, best matches first), sorted and paged there, with the total
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
  const result: Partial<CategoryProductsResult> = data && typeof data === 'object' && !Array.isArray(data) ? data : {};
  const page: ListingPage = {
    category: result.category ?? null,
    products: (Array.isArray(result.products) ? result.products : []).map(toProductSummary),
    total: Number(result.total ?? 0) || 0,
  };
  // only a search that found nothing says more
  if ('did_you_mean' in result || 'popular_categories' in result) {
    page.didYouMean = typeof result.did_you_mean === 'string' && result.did_you_mean ? result.did_you_mean : null;
    page.popularCategories = asCategoryLinks(result.popular_categories);
  }
  return page;
}
