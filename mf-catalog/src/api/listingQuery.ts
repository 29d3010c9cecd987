/**
 * How a listing (category, search, sort, page) becomes the backend's
 * `category_products` call. Pure, so the rules are tested without a network;
 * `listing.ts` makes the call. The database filters, sorts, pages and counts.
 */
import type { Database } from '@giftshop/shared';
import type { SortKey } from '../listing/listingParams';
import { cleanSearchText } from '../listing/listingParams';

export interface ListingRequest {
  /** A category slug, or null for every product. */
  categorySlug: string | null;
  search: string;
  sort: SortKey;
  /** Zero-based page index. */
  page: number;
  pageSize: number;
}

/**
 * The arguments of `rpc('category_products', …)`, as the schema types them: no category
 * (every product) and no search are left out, so the function's defaults (null) apply.
 */
export type CategoryProductsArgs = Database['public']['Functions']['category_products']['Args'];

/** The zero-based offset and size of a page; nonsense pages read as the first. */
export function pageWindow(page: number, pageSize: number): { offset: number; size: number } {
  const size = Math.min(100, Math.max(1, Math.floor(Number.isFinite(pageSize) ? pageSize : 24)));
  const index = Math.max(0, Math.floor(Number.isFinite(page) ? page : 0));
  return { offset: index * size, size };
}

export function categoryProductsArgs({
  categorySlug,
  search,
  sort,
  page,
  pageSize,
}: ListingRequest): CategoryProductsArgs {
  const { offset, size } = pageWindow(page, pageSize);
  const text = cleanSearchText(search);
  return {
    ...(categorySlug ? { category_slug: categorySlug } : {}),
    ...(text ? { search: text } : {}),
    sort,
    page_size: size,
    page_offset: offset,
  };
}

/** The next page to ask for, or undefined when every product has been shown. */
export function nextPageIndex(loadedCount: number, total: number, pagesLoaded: number): number | undefined {
  return loadedCount < total ? pagesLoaded : undefined;
}
