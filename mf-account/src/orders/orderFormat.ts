/** An order's date as the shopper reads it (e.g. "23 Nov 2026"); an unreadable date shows as a dash. */
export function formatOrderDate(iso: string, locale = 'en-US'): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return '—';
  return date.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });
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

const PAYMENT_WORDS: Record<string, string> = {
  pay_on_delivery: 'Pay on delivery',
  invoice: 'Invoice',
  card: 'Card',
};

export function paymentMethodLabel(method: string): string {
  return PAYMENT_WORDS[method] ?? method.replace(/_/g, ' ');
}
