import { type ToastMessage } from '@giftshop/shared';
import { itemCountLabel, type CartItem } from '@giftshop/shared/domain';

/** The cart's messages to the shopper (spec section 8). */
export const cartToasts = {
  added: (item: Pick<CartItem, 'name'>, durationMs: number): ToastMessage => ({
    title: 'Added to cart',
    description: `${item.name} has been added to your cart.`,
    variant: 'success',
    durationMs,
  }),
  removed: (item: Pick<CartItem, 'name'>, durationMs: number): ToastMessage => ({
    title: 'Removed from cart',
    description: `${item.name} has been removed from your cart.`,
    durationMs,
  }),
  cleared: (durationMs: number): ToastMessage => ({
    title: 'Cart cleared',
    description: 'All items have been removed from your cart.',
    durationMs,
  }),
  /** Some or none of an add fit under the line's limit: how many were added, how many not, and the way on. */
  quantityLimit: (
    item: Pick<CartItem, 'name'>,
    maxQuantity: number,
    durationMs: number,
    counts: { added: number; refused: number } = { added: 0, refused: 0 },
  ): ToastMessage => ({
    title: counts.added > 0 ? `Only ${counts.added} added` : 'Quantity limit reached',
    description:
      `One line holds at most ${maxQuantity} of ${item.name}` +
      (counts.refused > 0 ? `: ${counts.refused} more ${counts.refused === 1 ? 'was' : 'were'} not added.` : '.') +
      ' For more, use "Order for a Group" on its page: one line per name and size, volume prices included.',
    variant: 'destructive',
    durationMs,
  }),
  /** The group and its items, counted once in the words its heading in the cart uses ("2 items"). */
  groupAdded: (name: string, items: number, durationMs: number): ToastMessage => ({
    title: 'Group added to cart',
    description: `${name} added to your cart: ${itemCountLabel(items)}.`,
    variant: 'success',
    durationMs,
  }),
  groupRefused: (name: string, reason: string, durationMs: number): ToastMessage => ({
    title: 'Group not added',
    description: `${name}: ${reason} Nothing was added; your rows are kept on the page.`,
    variant: 'destructive',
    durationMs,
  }),
  cartFull: (maxLines: number, durationMs: number): ToastMessage => ({
    title: 'Your cart is full',
    description: `A cart holds at most ${maxLines} different items. Check out or remove something first.`,
    variant: 'destructive',
    durationMs,
  }),
};
