import { useCallback, useSyncExternalStore } from 'react';
import { bus } from '../bus';

/**
 * Whether the shopper's cart holds a line of the group order `groupId` (the cart's `cart:state` on the bus): a group
 * taken out in the drawer is no longer "in your cart" on the product page. False for no group, before the cart has
 * published anything, and on the server (the cart lives in the browser).
 */
export function useGroupInCart(groupId: string | null): boolean {
  const subscribe = useCallback((onChange: () => void) => bus.watch('cart:state', onChange), []);
  const snapshot = useCallback(
    () => groupId !== null && (bus.current('cart:state')?.items ?? []).some((item) => item.group?.id === groupId),
    [groupId],
  );
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
