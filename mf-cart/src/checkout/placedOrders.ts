import type { PlacedOrder } from '../api/orders';

const placed = new Map<string, PlacedOrder>();

/** Keep a just-placed order for its confirmation page, so it shows at once (and without the network). */
export function rememberPlacedOrder(order: PlacedOrder): void {
  placed.set(order.orderNumber, order);
}

export function recentlyPlacedOrder(orderNumber: string): PlacedOrder | undefined {
  return placed.get(orderNumber);
}
