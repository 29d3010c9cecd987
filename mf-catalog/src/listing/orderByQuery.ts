import { queryOptions } from '@tanstack/react-query';
import { fetchOccasionOrderBy } from '../api/occasions';

/**
 * A holiday category's "Order by" day as one query (key and fetch): the
 * notice reads it and the server's prefetch fills it, so the browser's first
 * render shows the date the server rendered and asks for nothing again.
 */
export const orderByQuery = (categorySlug: string) =>
  queryOptions({
    queryKey: ['catalog', 'order-by', categorySlug] as const,
    queryFn: () => fetchOccasionOrderBy(categorySlug),
    staleTime: 30 * 60_000,
  });
