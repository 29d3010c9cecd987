import { queryOptions } from '@tanstack/react-query';
import { fetchFeaturedProducts } from '../api/products';

/**
 * The home page's featured products as one query (key and fetch): the hook
 * reads it in the page and the server's prefetch fills it, so both ask
 * the cache the same question.
 */
export const featuredProductsQuery = () =>
  queryOptions({ queryKey: ['catalog', 'featured'] as const, queryFn: () => fetchFeaturedProducts() });
