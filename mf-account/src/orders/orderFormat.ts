import { formatDay } from '@giftshop/shared/domain';

/** An order's date as the shopper reads it (e.g. "Nov 23, 2026"); an unreadable date shows as a dash. */
export function formatOrderDate(iso: string): string {
  return formatDay(iso) || '—';
}

const STATUS_WORDS: Record<string, string> = {
  placed: 'Placed',
  in_production: 'In production',
  processing: 'In production',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export function orderStatusLabel(status: string): string {
  return STATUS_WORDS[status] ?? (status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Placed');
}

/** The status once the order has moved on from being placed ("Shipped"); none while it is just placed. */
export function orderMovedOnLabel(status: string): string | null {
  const label = orderStatusLabel(status);
  return label === 'Placed' ? null : label;
}

/** "Placed Nov 28, 2026", then the status when it has moved on ("· Shipped"): never "Placed … · Placed". */
export function orderPlacedLine(createdAt: string, status: string): string {
  const placed = `Placed ${formatOrderDate(createdAt)}`;
  const movedOn = orderMovedOnLabel(status);
  return movedOn ? `${placed} · ${movedOn}` : placed;
}

const PAYMENT_WORDS: Record<string, string> = {
  pay_on_delivery: 'Pay on delivery',
  invoice: 'Invoice',
  card: 'Card',
};

export function paymentMethodLabel(method: string): string {
  return PAYMENT_WORDS[method] ?? method.replace(/_/g, ' ');
}
