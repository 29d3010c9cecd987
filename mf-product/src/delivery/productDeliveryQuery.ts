import { queryOptions } from '@tanstack/react-query';
import { fetchProductDelivery } from '../api/deliveryApi';

/**
 * "Arrives by" dates of a product ordered now, as one query (key and fetch):
 * the line reads it and the server's prefetch fills it, so the browser's
 * first render shows the dates the server rendered and asks nothing again.
 */
export const productDeliveryQuery = (productId: number) =>
  queryOptions({
    queryKey: ['product-delivery', productId] as const,
    queryFn: () => fetchProductDelivery(productId),
    staleTime: 10 * 60_000,
  });
