import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { ListingParams } from './listingParams';
import { listingRetries } from './loadMoreRetry';
import { productListingQuery } from './productListingQuery';

/**
 * A listing's pages, one database page at a time: Load More asks for the
 * next. `categorySlug` null lists every product. While a new sort of the same
 * search loads, its results stay on screen (dimmed); a new search shows its own
 * loading state until its results come, however long its call is retried
 * (the heading already names the new search: never the old one's results under it). A failed Load More is
 * asked once more, quickly, then said (`listingRetries`).
 */
export function useProductListing(
  categorySlug: string | null,
  params: Pick<ListingParams, 'q' | 'sort'>,
  enabled = true,
) {
  const client = useQueryClient();
  const options = productListingQuery(categorySlug, params);
  const query = useInfiniteQuery({
    ...options,
    // Load More: one quick retry, then said (loadMoreRetry.ts)
    ...listingRetries(client, options.queryKey),
    // Keep showing this listing's results while its sort changes, never another category's or another search's.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === categorySlug && previousQuery.queryKey[3] === params.q
        ? keepPreviousData(previous)
        : undefined,
    enabled,
  });
  const pages = query.data?.pages ?? [];
  return {
    query,
    category: pages[0]?.category ?? null,
    products: pages.flatMap((p) => p.products),
    total: pages.at(-1)?.total ?? 0,
    didYouMean: pages[0]?.didYouMean ?? null,
    popularCategories: pages[0]?.popularCategories ?? [],
  };
}
