import type { Unsubscribe } from '@giftshop/shared';

/** Whether the cart drawer is open: the cart remote's own state, changed by `cart:open` / `cart:close`. */
export interface DrawerStore {
  isOpen(): boolean;
  setOpen(open: boolean): void;
  subscribe(listener: () => void): Unsubscribe;
}

export function createDrawerStore(): DrawerStore {
  let open = false;
  const listeners = new Set<() => void>();
  return {
    isOpen: () => open,
    setOpen(next) {
      if (next === open) return;
      open = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
