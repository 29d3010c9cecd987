/** The cart button's accessible name: "Cart, empty", "Cart, 1 item", "Cart, 3 items". */
export function cartButtonLabel(itemCount: number): string {
  if (itemCount <= 0) return 'Cart, empty';
  return `Cart, ${itemCount} ${itemCount === 1 ? 'item' : 'items'}`;
}

/** The badge's text: the count, capped so it fits. */
export function badgeText(itemCount: number): string {
  return itemCount > 99 ? '99+' : String(itemCount);
}
