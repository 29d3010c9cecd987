import { useQuery } from '@tanstack/react-query';
import type { CartItem } from '@giftshop/shared/domain';
import { orderItemsPayload } from '../api/orders';
import { fetchShippingOptions } from '../api/shippingOptions';
import { retryWhileBusy } from '../api/orderError';
import { cartQueryClient } from './useCartQuote';

/** The shipping methods for the cart as it stands, priced and dated by the server (nothing for an empty cart). */
export function useShippingOptions(items: readonly CartItem[]) {
  return useQuery(
    {
      queryKey: ['cart', 'shipping-options', orderItemsPayload(items)] as const,
      queryFn: () => fetchShippingOptions(items),
      enabled: items.length > 0,
      staleTime: 60_000,
      retry: retryWhileBusy,
    },
    cartQueryClient(),
  );
}
