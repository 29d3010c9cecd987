import { shopLimits, type CartItem, type CartState } from '@giftshop/shared/domain';
import { roundCents } from './money';

/** What can happen to the cart. */
export type CartAction =
  | { type: 'add'; item: CartItem }
  | { type: 'add-group'; items: CartItem[] }
  | { type: 'remove'; id: string }
  | { type: 'remove-group'; groupId: string }
  | { type: 'update'; id: string; quantity: number }
  | { type: 'clear' }
  | { type: 'load'; items: CartItem[] };

export interface CartLimits {
  /** The most of one line a shopper can order. */
  maxQuantity: number;
  /** The most lines a cart holds: as many as one order takes (the bus contract carries at most 200). */
  maxLines: number;
}

/** The server's limits on an order (shop_limits()), from their one module in shared. */
export const defaultCartLimits: CartLimits = { maxQuantity: shopLimits.quantityMax, maxLines: shopLimits.orderLines };

export const emptyCart: CartState = { items: [], total: 0, itemCount: 0 };

/** A cart state from its items: total = Σ price × quantity (to the cent), itemCount = Σ quantity. */
export function cartFromItems(items: CartItem[]): CartState {
  let total = 0;
  let itemCount = 0;
  for (const item of items) {
    total += item.price * item.quantity;
    itemCount += item.quantity;
  }
  return { items, total: roundCents(total), itemCount };
}

/**
 * The cart's rules (spec section 4), as a pure function:
 * - add raises the quantity of a line with the same id by the added amount, else appends;
 * - remove deletes by id; remove-group deletes every line of a group order; update sets the quantity, floored at 0, and drops a line at 0;
 * - clear empties; load replaces;
 * - total and itemCount are recomputed after every action.
 * Quantities never exceed `maxQuantity`; a cart at `maxLines` takes no new line.
 */
export function cartReducer(state: CartState, action: CartAction, limits: CartLimits = defaultCartLimits): CartState {
  const cap = (quantity: number) => Math.min(limits.maxQuantity, quantity);
  switch (action.type) {
    case 'add': {
      const added = Math.max(1, Math.floor(action.item.quantity));
      const existing = state.items.find((line) => line.id === action.item.id);
      if (existing) {
        return cartFromItems(
          state.items.map((line) =>
            line.id === action.item.id ? { ...line, quantity: cap(line.quantity + added) } : line,
          ),
        );
      }
      if (state.items.length >= limits.maxLines) return state;
      return cartFromItems([...state.items, { ...action.item, quantity: cap(added) }]);
    }
    case 'add-group': {
      // one line per person; the same item, size and text twice adds up on one line
      const merged = new Map<string, CartItem>();
      for (const item of state.items) merged.set(item.id, item);
      for (const item of action.items) {
        const added = Math.max(1, Math.floor(item.quantity));
        const existing = merged.get(item.id);
        merged.set(
          item.id,
          existing ? { ...existing, quantity: existing.quantity + added } : { ...item, quantity: added },
        );
      }
      const items = [...merged.values()];
      // every line or none: a group is never cut short without a word (the owner says why)
      if (items.length > limits.maxLines || items.some((line) => line.quantity > limits.maxQuantity)) return state;
      return cartFromItems(items);
    }
    case 'remove':
      if (!state.items.some((line) => line.id === action.id)) return state;
      return cartFromItems(state.items.filter((line) => line.id !== action.id));
    case 'remove-group':
      if (!state.items.some((line) => line.group?.id === action.groupId)) return state;
      return cartFromItems(state.items.filter((line) => line.group?.id !== action.groupId));
    case 'update': {
      if (!Number.isFinite(action.quantity) || !state.items.some((line) => line.id === action.id)) return state;
      const quantity = cap(Math.max(0, Math.floor(action.quantity)));
      return cartFromItems(
        quantity === 0
          ? state.items.filter((line) => line.id !== action.id)
          : state.items.map((line) => (line.id === action.id ? { ...line, quantity } : line)),
      );
    }
    case 'clear':
      return state.items.length === 0 ? state : emptyCart;
    case 'load':
      return cartFromItems(
        action.items.slice(0, limits.maxLines).map((line) => ({ ...line, quantity: cap(line.quantity) })),
      );
  }
}
