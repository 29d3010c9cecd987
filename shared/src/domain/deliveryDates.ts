/**
 * How the shop writes the delivery dates the database computes
 * (20250609003000_order_delivery.sql: business days, holidays skipped): the
 * product page, the drawer, checkout, the order page and the e-mails all say
 * them this way. Dates are calendar days ("2026-12-23"), read without a time
 * zone so no shopper's clock can move them.
 */

const day = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

const parse = (value: string | null | undefined): Date | null => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "2026-12-23" → "Wed, Dec 23"; null for anything that is not a calendar day. */
export function formatDeliveryDay(value: string | null | undefined): string | null {
  const date = parse(value);
  return date ? day.format(date) : null;
}

/** "Arrives by Wed, Dec 23" (the latest day of the window), or null. */
export function arrivesByText(latest: string | null | undefined): string | null {
  const formatted = formatDeliveryDay(latest);
  return formatted ? `Arrives by ${formatted}` : null;
}

/** "Order by Dec 16 for Christmas", or null. */
export function orderByText(orderBy: string | null | undefined, occasion: string): string | null {
  const date = parse(orderBy);
  return date && occasion ? `Order by ${shortDay.format(date)} for ${occasion}` : null;
}
