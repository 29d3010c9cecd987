import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { nextPageIndex } from '../api/listingQuery';
import type { ListingParams } from './listingParams';
import { fetchListingPage, type ListingSource } from './listingSource';

/**
 * The listing's pages, one database page at a time: Load More asks for the
 * next. While a new search or sort loads, the previous results stay on screen.
 */
export function useProductListing(source: ListingSource, { q, sort }: Pick<ListingParams, 'q' | 'sort'>) {
  const query = useInfiniteQuery({
    queryKey: ['catalog', 'listing', source, q, sort],
    queryFn: ({ pageParam }) => fetchListingPage(source, { search: q, sort, page: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last, all) =>
      nextPageIndex(
        all.reduce((n, p) => n + p.products.length, 0),
        last.total,
        all.length,
      ),
    placeholderData: keepPreviousData,
  });
  const products = query.data?.pages.flatMap((p) => p.products) ?? [];
  const total = query.data?.pages.at(-1)?.total ?? 0;
  return { query, products, total };
}
