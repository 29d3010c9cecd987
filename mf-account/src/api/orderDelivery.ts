import { getSupabase } from '@giftshop/shared';
import { readOwnOrder } from './ownOrder';

/** Where an order is: its status, how it travels, when it arrives, its tracking number, until when it can be cancelled. */
export interface OrderProgress {
  orderNumber: string;
  status: string;
  shippingMethod: string;
  arrivesEarliest: string | null;
  arrivesLatest: string | null;
  trackingNumber: string | null;
  /** Until when the shopper may cancel (production starts then); null for orders from before this existed. */
  cancellableUntil: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  cancelledAt: string | null;
}

const COLUMNS =
  'order_number, status, shipping_method, arrives_earliest, arrives_latest, tracking_number, cancellable_until, shipped_at, delivered_at, cancelled_at';

/** The orders columns progress is read from (a row of `orders`, or guest_order's `order`). */
export type OrderProgressRow = {
  order_number: string;
  status: string;
  shipping_method: string;
  arrives_earliest: string | null;
  arrives_latest: string | null;
  tracking_number: string | null;
  cancellable_until: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  cancelled_at: string | null;
};

export const toProgress = (row: OrderProgressRow): OrderProgress => ({
  orderNumber: row.order_number,
  status: row.status,
  shippingMethod: row.shipping_method,
  arrivesEarliest: row.arrives_earliest,
  arrivesLatest: row.arrives_latest,
  trackingNumber: row.tracking_number,
  cancellableUntil: row.cancellable_until,
  shippedAt: row.shipped_at,
  deliveredAt: row.delivered_at,
  cancelledAt: row.cancelled_at,
});

/** One of the signed-in shopper's orders, where it is now (row level security shows only their own), or null. */
export async function fetchOrderProgress(orderNumber: string): Promise<OrderProgress | null> {
  const row = await readOwnOrder(orderNumber, COLUMNS);
  return row ? toProgress(row) : null;
}

/**
 * Cancels the shopper's order (cancel_order): the database allows it only
 * until production starts, and answers why not otherwise.
 */
export async function cancelOrder(orderNumber: string): Promise<OrderProgress> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('cancel_order', { order_number: orderNumber });
  if (error) throw new Error(error.message || 'Your order could not be cancelled just now. Please try again.');
  return toProgress(data as unknown as OrderProgressRow);
}
