import { useCallback, useSyncExternalStore } from 'react';
import type { ShopBus, StateName, States } from '@giftshop/shared';

/** A bus state as React state: the last published value (replayed), undefined until there is one. */
export function useBusState<K extends StateName>(bus: ShopBus, name: K): States[K] | undefined {
  const subscribe = useCallback((onChange: () => void) => bus.watch(name, onChange), [bus, name]);
  const snapshot = useCallback(() => bus.current(name), [bus, name]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
