import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { CartItem } from '@giftshop/shared/domain';
import { bus } from '../bus';

/**
 * Whether the shopper's cart (its `cart:state` on the bus) holds this group order: a group of that name whose lines
 * are these (`lineIds`, the cart line ids of its people, as `cart:add-group` would send them). Read from the cart
 * itself, so it is true wherever the page was opened from: just added, and back on the page after leaving it (Back,
 * Forward, a reload bring the rows back, keptChoices; QA sweep R-b: the note was lost with the page). A group taken
 * out in the drawer is no longer "in your cart"; a row or the name changed is another group. False for no lines,
 * before the cart has published anything, and on the server (the cart lives in the browser).
 */
export function useGroupInCart(name: string, lineIds: readonly string[]): boolean {
  const wanted = useMemo(() => new Set(lineIds), [lineIds]);
  const subscribe = useCallback((onChange: () => void) => bus.watch('cart:state', onChange), []);
  const snapshot = useCallback(
    () => wanted.size > 0 && cartHoldsGroup(bus.current('cart:state')?.items ?? [], name, wanted),
    [name, wanted],
  );
  return useSyncExternalStore(subscribe, snapshot, () => false);
}

/** The cart's lines hold a group of this name whose lines are exactly `wanted` (a person twice is one line). */
export function cartHoldsGroup(items: readonly CartItem[], name: string, wanted: ReadonlySet<string>): boolean {
  const groups = new Map<string, Set<string>>();
  for (const item of items) {
    if (item.group?.name !== name) continue;
    const ids = groups.get(item.group.id) ?? new Set<string>();
    groups.set(item.group.id, ids.add(item.id));
  }
  return [...groups.values()].some((ids) => ids.size === wanted.size && [...ids].every((id) => wanted.has(id)));
}
