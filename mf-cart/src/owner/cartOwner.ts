import { showToast, type ShopBus, type Unsubscribe } from '@giftshop/shared';
import { type CartState } from '@giftshop/shared/domain';
import { cartReducer, emptyCart, type CartAction, type CartLimits } from '../cart/cartReducer';
import { parseStoredCart, serializeCart, type CartStorage } from '../cart/cartStorage';
import { cartToasts } from './cartToasts';
import { createDrawerStore, type DrawerStore } from './drawerStore';

export interface CartOwnerOptions {
  bus: ShopBus;
  storage: CartStorage;
  /** The key the cart is stored under, to recognise other tabs' `storage` events. */
  storageKey: string;
  /** Where other tabs' `storage` events arrive (the window); none in tests that do not need it. */
  storageEvents?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  limits: CartLimits;
  toastDurationMs: number;
}

export interface CartOwner {
  drawer: DrawerStore;
  current(): CartState;
  /** Empty the cart once its order is placed: no "Cart cleared" toast, the confirmation says it all. */
  clearAfterOrder(): void;
  /** Take every line of a group order out (the drawer's Remove Group), with one "Removed from cart" toast. */
  removeGroup(groupId: string): void;
  stop(): void;
}

/**
 * The cart's one owner. It reads the saved cart, listens for the cart
 * commands from any remote, reduces them, saves and publishes `cart:state`
 * after every change, tells the shopper what happened with a toast, and
 * follows the cart other tabs save.
 */
export function startCartOwner(options: CartOwnerOptions): CartOwner {
  const { bus, storage, limits, toastDurationMs: ms } = options;
  const drawer = createDrawerStore();

  let state = load(storage.read());
  bus.publish('cart:state', state);

  const apply = (action: CartAction): CartState => {
    const before = state;
    state = cartReducer(state, action, limits);
    if (state !== before) {
      storage.write(serializeCart(state.items));
      bus.publish('cart:state', state);
    }
    return before;
  };

  const unsubscribes: Unsubscribe[] = [
    bus.handle('cart:add', ({ item }) => {
      const before = apply({ type: 'add', item });
      const existing = before.items.find((line) => line.id === item.id);
      const asked = Math.max(1, Math.floor(item.quantity));
      const added = state.itemCount - before.itemCount;
      // never a silent drop: an add cut at the line's limit says how many did not fit, and offers the group order
      if (added === asked) showToast(bus, cartToasts.added(item, ms));
      else if (added > 0 || existing)
        showToast(bus, cartToasts.quantityLimit(item, limits.maxQuantity, ms, { added, refused: asked - added }));
      else showToast(bus, cartToasts.cartFull(limits.maxLines, ms));
    }),
    bus.handle('cart:add-group', ({ items }) => {
      const name = items[0]?.group?.name ?? 'Group order';
      const before = apply({ type: 'add-group', items });
      if (state !== before) {
        const count = items.reduce((sum, line) => sum + line.quantity, 0);
        showToast(bus, cartToasts.groupAdded(name, count, ms));
        drawer.setOpen(true);
        return;
      }
      const reason =
        before.items.length + items.length > limits.maxLines
          ? `your cart holds at most ${limits.maxLines} lines, and it has ${before.items.length}; this group needs ${items.length} more.`
          : `one line holds at most ${limits.maxQuantity} of an item.`;
      showToast(bus, cartToasts.groupRefused(name, reason, ms));
    }),
    bus.handle('cart:remove', ({ id }) => {
      const removed = apply({ type: 'remove', id }).items.find((line) => line.id === id);
      if (removed) showToast(bus, cartToasts.removed(removed, ms));
    }),
    bus.handle('cart:update', ({ id, quantity }) => {
      const line = apply({ type: 'update', id, quantity }).items.find((l) => l.id === id);
      if (line && !state.items.some((l) => l.id === id)) showToast(bus, cartToasts.removed(line, ms));
    }),
    bus.handle('cart:clear', () => {
      if (apply({ type: 'clear' }).items.length > 0) showToast(bus, cartToasts.cleared(ms));
    }),
    bus.handle('cart:open', () => drawer.setOpen(true)),
    bus.handle('cart:close', () => drawer.setOpen(false)),
  ];

  // Another tab saved the cart: take its lines as ours (without saving them back).
  const onStorage = (event: StorageEvent) => {
    if (event.key !== options.storageKey && event.key !== null) return;
    const next = cartReducer(
      state,
      { type: 'load', items: event.key === null ? [] : load(event.newValue).items },
      limits,
    );
    state = next;
    bus.publish('cart:state', state);
  };
  options.storageEvents?.addEventListener('storage', onStorage);

  return {
    drawer,
    current: () => state,
    clearAfterOrder: () => void apply({ type: 'clear' }),
    removeGroup(groupId) {
      const group = apply({ type: 'remove-group', groupId }).items.find((line) => line.group?.id === groupId)?.group;
      if (group) showToast(bus, cartToasts.removed(group, ms));
    },
    stop() {
      unsubscribes.forEach((unsubscribe) => unsubscribe());
      options.storageEvents?.removeEventListener('storage', onStorage);
    },
  };

  function load(raw: string | null): CartState {
    const { items, problem } = parseStoredCart(raw);
    if (problem) console.error(`[cart] ${problem}. The rest of the cart is kept and the shop carries on.`);
    return items.length === 0 ? emptyCart : cartReducer(emptyCart, { type: 'load', items }, limits);
  }
}
