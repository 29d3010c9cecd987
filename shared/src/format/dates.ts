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

const days = {
  /** The shopper's own day (the browser's time zone; the server's when rendered there). */
  local: builtOnFirstUse(() => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' })),
  /** The same day on the server and in the browser (UTC), for pages rendered on the server. */
  utc: () => ({ format: (date: Date) => `${utcMonthDay(date)}, ${date.getUTCFullYear()}` }),
};
const clock = builtOnFirstUse(() => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }));

const readable = (value: Date | string): Date | null => {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
};

/** A day: "Nov 23, 2026" (the shopper's time zone unless `zone` is 'utc'). */
export function formatDay(value: Date | string, zone: keyof typeof days = 'local'): string {
  const date = readable(value);
  return date ? days[zone]().format(date) : '';
}

/** A time of day in the shopper's time zone: "3:05 PM". */
export function formatClockTime(value: Date | string): string {
  const date = readable(value);
  return date ? clock().format(date) : '';
}
