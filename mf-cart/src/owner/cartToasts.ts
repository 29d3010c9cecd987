import type { CartItem, ToastMessage } from '@giftshop/shared';

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
  quantityLimit: (item: Pick<CartItem, 'name'>, maxQuantity: number, durationMs: number): ToastMessage => ({
    title: 'Quantity limit reached',
    description: `You can order at most ${maxQuantity} of ${item.name} in one order.`,
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
