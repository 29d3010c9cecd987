/**
 * How the shop writes the delivery dates the database computes
 * (20250609003000_order_delivery.sql: business days, holidays skipped): the
 * product page, the drawer, checkout, the order page and the e-mails all say
 * them this way. Dates are calendar days ("2026-12-23"), read without a time
 * zone so no shopper's clock can move them. Written in plain code, not with an `Intl` formatter:
 * a page's first one costs about 100 ms (ICU's set-up; several times that on a throttled phone), and the
 * category and product pages write these before they respond (issue 31). The test holds them to Intl's
 * en-US words for every day of several years.
 */
import { utcMonthDay } from '../format/dates';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** "Wed, Dec 23" (the calendar day, UTC). */
const day = (date: Date) => `${WEEKDAYS[date.getUTCDay()]}, ${utcMonthDay(date)}`;

const parse = (value: string | null | undefined): Date | null => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "2026-12-23" → "Wed, Dec 23"; null for anything that is not a calendar day. */
export function formatDeliveryDay(value: string | null | undefined): string | null {
  const date = parse(value);
  return date ? day(date) : null;
}

/** "Arrives by Wed, Dec 23" (the latest day of the window), or null. */
export function arrivesByText(latest: string | null | undefined): string | null {
  const formatted = formatDeliveryDay(latest);
  return formatted ? `Arrives by ${formatted}` : null;
}

/** "Order by Dec 16 for Christmas", or null. */
export function orderByText(orderBy: string | null | undefined, occasion: string): string | null {
  const date = parse(orderBy);
  return date && occasion ? `Order by ${utcMonthDay(date)} for ${occasion}` : null;
}

/** One shipping method with when an order would arrive by it (product_delivery, shipping_options). */
export interface DeliveryOption {
  code: string;
  name: string;
  minDays: number | null;
  maxDays: number | null;
  /** What the method costs for the cart (shipping_options only; null elsewhere). */
  price: number | null;
  arrivesEarliest: string | null;
  arrivesLatest: string | null;
}

const calendarDay = (value: unknown) => (typeof value === 'string' && parse(value) ? value : null);
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The methods of product_delivery's or shipping_options's json, in the database's order. */
export function toDeliveryOptions(data: unknown): DeliveryOption[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((raw): DeliveryOption[] => {
    if (!raw || typeof raw !== 'object') return [];
    const row = raw as Record<string, unknown>;
    if (typeof row.code !== 'string' || typeof row.name !== 'string') return [];
    const price = typeof row.price === 'string' ? Number(row.price) : row.price;
    return [
      {
        code: row.code,
        name: row.name,
        minDays: count(row.min_days),
        maxDays: count(row.max_days),
        price: count(price),
        arrivesEarliest: calendarDay(row.arrives_earliest),
        arrivesLatest: calendarDay(row.arrives_latest),
      },
    ];
  });
}
