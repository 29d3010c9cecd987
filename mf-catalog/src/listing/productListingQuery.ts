import { infiniteQueryOptions } from '@tanstack/react-query';
import { fetchListingPage } from '../api/listing';
import { nextPageIndex } from '../api/listingQuery';
import type { ListingParams } from './listingParams';

/**
 * A listing's pages as one query (key, fetch and paging): the page's hook
 * reads it and the server's prefetch fills its first page, so both ask the
 * cache the same question. `categorySlug` null lists every product; a
 * category's first page also brings the category itself.
 */
export const productListingQuery = (categorySlug: string | null, { q, sort }: Pick<ListingParams, 'q' | 'sort'>) =>
  infiniteQueryOptions({
    queryKey: ['catalog', 'listing', categorySlug, q, sort] as const,
    queryFn: ({ pageParam }) => fetchListingPage({ categorySlug, search: q, sort, page: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last, all) =>
      nextPageIndex(
        all.reduce((n, p) => n + p.products.length, 0),
        last.total,
        all.length,
      ),
  });
