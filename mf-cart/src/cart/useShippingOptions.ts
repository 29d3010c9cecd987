import { useQuery } from '@tanstack/react-query';
import type { CartItem } from '@giftshop/shared/domain';
import { orderItemsPayload } from '../api/orders';
import { fetchShippingOptions } from '../api/shippingOptions';
import { retryWhileBusy } from '../api/orderError';
import { useAskAgainWhenBack } from '../state/useAskAgainWhenBack';
import { cartQueryClient } from './useCartQuote';

/**
 * The shipping methods for the cart as it stands, priced and dated by the server (nothing for an empty cart);
 * asked again by itself after a failure, once the backend can answer.
 */
export function useShippingOptions(items: readonly CartItem[]) {
  const options = useQuery(
    {
      queryKey: ['cart', 'shipping-options', orderItemsPayload(items)] as const,
      queryFn: () => fetchShippingOptions(items),
      enabled: items.length > 0,
      staleTime: 60_000,
      retry: retryWhileBusy,
    },
    cartQueryClient(),
  );
  useAskAgainWhenBack(options, cartQueryClient());
  return options;
}
