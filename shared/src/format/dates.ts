/**
 * Dates and times as the shop writes them, each with one formatter built once: `toLocaleDateString` and
 * `toLocaleTimeString` with options build a new ICU formatter on every call (about 1 ms each on the server).
 * Each is built on first use, not when `shared` loads. An unreadable date gives ''.
 */
import { builtOnFirstUse } from '../builtOnFirstUse';

const dayOptions: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const days = {
  /** The shopper's own day (the browser's time zone; the server's when rendered there). */
  local: builtOnFirstUse(() => new Intl.DateTimeFormat('en-US', dayOptions)),
  /** The same day on the server and in the browser (UTC), for pages rendered on the server. */
  utc: builtOnFirstUse(() => new Intl.DateTimeFormat('en-US', { ...dayOptions, timeZone: 'UTC' })),
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
