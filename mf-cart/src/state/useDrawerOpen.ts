import { useSyncExternalStore } from 'react';
import type { DrawerStore } from '../owner/drawerStore';

/** Whether the cart drawer is open. */
export function useDrawerOpen(drawer: DrawerStore): boolean {
  return useSyncExternalStore(drawer.subscribe, drawer.isOpen, drawer.isOpen);
}
