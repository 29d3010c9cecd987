import { queryOptions } from '@tanstack/react-query';
import { fetchProductCards } from '../api/productApi';
import { retryWhenUnavailable } from '../api/productRequestError';
import { matchProductCard } from './matchProductCard';

/**
 * The card a `/product-detail/{slug}` link means, or null. Built once for the
 * page's hook and the server's prefetch. Only the matched card is kept (the
 * page hands its cache to the browser, so it carries one card, not the shop).
 */
export const productCardQuery = (slug: string) =>
  queryOptions({
    queryKey: ['product-card', slug],
    queryFn: async () => matchProductCard(await fetchProductCards(), slug),
    retry: retryWhenUnavailable,
  });
