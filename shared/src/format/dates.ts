/**
 * Dates and times as the shop writes them, each with one formatter built once: `toLocaleDateString` and
 * `toLocaleTimeString` with options build a new ICU formatter on every call (about 1 ms each on the server).
 * Each is built on first use, not when `shared` loads. An unreadable date gives ''.
 *
 * A day read in UTC is written in plain code, not with an `Intl` formatter: the first one with a time zone costs
 * ICU's set-up (65 ms on the throttled phone, in a product page's first task after it responds, when its reviews
 * write their dates). The tests hold it to Intl's en-US words for every day of several years.
 */
import { builtOnFirstUse } from '../builtOnFirstUse';

/** The short month names of Intl's en-US formatters. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Dec 23": a calendar day, read in UTC. */
export const utcMonthDay = (date: Date) => `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;

/** The shopper's own day (the browser's time zone; the server's when rendered there). */
const localDay = builtOnFirstUse(
  () => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' }),
);
const clock = builtOnFirstUse(() => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }));

const readable = (value: Date | string): Date | null => {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * A day: "Nov 23, 2026", in the shopper's time zone, or in UTC (`zone` 'utc': the same day on the server and in
 * the browser, for pages rendered on the server).
 */
export function formatDay(value: Date | string, zone: 'local' | 'utc' = 'local'): string {
  const date = readable(value);
  if (!date) return '';
  return zone === 'utc' ? `${utcMonthDay(date)}, ${date.getUTCFullYear()}` : localDay().format(date);
}

/**
 * A time of day: "3:05 PM", in the shopper's time zone, or in UTC (`zone` 'utc': where the shopper's zone is not
 * known, an e-mail written on the server; written in plain code, as a UTC day is).
 */
export function formatClockTime(value: Date | string, zone: 'local' | 'utc' = 'local'): string {
  const date = readable(value);
  if (!date) return '';
  if (zone === 'local') return clock().format(date);
  const hour = date.getUTCHours();
  return `${hour % 12 || 12}:${String(date.getUTCMinutes()).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}
