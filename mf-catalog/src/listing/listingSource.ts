import { fetchProductPage, type ProductPage } from '../api/products';
import { fetchCategoryProductPage } from '../api/categories';
import type { SortKey } from './listingParams';

/** What a listing lists: every active product, or one category (with its children). */
export type ListingSource = { kind: 'all' } | { kind: 'category'; slug: string };

export function fetchListingPage(source: ListingSource, request: { search: string; sort: SortKey; page: number }): Promise<ProductPage> {
  return source.kind === 'all' ? fetchProductPage(request) : fetchCategoryProductPage({ ...request, slug: source.slug });
}
