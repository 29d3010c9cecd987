import { useCallback, useSyncExternalStore } from 'react';
import { bus } from '../bus';

/**
 * How many of a product the shopper's cart holds: every line of it (its
 * sizes, names and colours count together toward a volume price, as the
 * server counts them), from the cart's `cart:state` on the bus. 0 while the
 * cart has published nothing yet, and on the server (the cart lives in the
 * browser), so the server's HTML and hydration agree; the figure comes after.
 */
export function useInCart(productSku: string | null): number {
  const subscribe = useCallback((onChange: () => void) => bus.watch('cart:state', onChange), []);
  const snapshot = useCallback(
    () =>
      (bus.current('cart:state')?.items ?? [])
        .filter((item) => productSku !== null && item.productSku === productSku)
        .reduce((sum, item) => sum + item.quantity, 0),
    [productSku],
  );
  return useSyncExternalStore(subscribe, snapshot, () => 0);
}
