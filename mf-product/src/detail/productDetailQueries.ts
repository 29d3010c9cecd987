import { queryOptions, skipToken } from '@tanstack/react-query';
import { fetchDesigns, fetchProductBySku, fetchProductVariants } from '../api/productApi';
import { retryWhenUnavailable } from '../api/productRequestError';

/**
 * The product page's queries, each built once: the page's hooks and the
 * server's prefetch use these, so the cache the server fills is the one the
 * browser's first render reads.
 */

/** The active product with this SKU (as typed in the URL), or null. */
export const productQuery = (sku: string) =>
  queryOptions({
    queryKey: ['product', sku],
    queryFn: () => fetchProductBySku(sku),
    retry: retryWhenUnavailable,
  });

/** The product's active variants; nothing is asked until the product's id is known. */
export const productVariantsQuery = (productId: number | undefined) =>
  queryOptions({
    queryKey: ['product-variants', productId],
    queryFn: productId === undefined ? skipToken : () => fetchProductVariants(productId),
    retry: retryWhenUnavailable,
  });

/** Every design (never fails: an empty list when they could not be loaded). */
export const designsQuery = () =>
  queryOptions({
    queryKey: ['designs'],
    queryFn: fetchDesigns,
    // Designs change rarely; an empty list (they failed to load) is asked for again on the next page.
    staleTime: (query) => (query.state.data?.length ? 5 * 60_000 : 0),
  });
