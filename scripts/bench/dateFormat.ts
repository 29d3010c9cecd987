/**
 * What one shared date formatter saves (shared/src/format/dates.ts): toLocaleDateString/toLocaleTimeString with
 * options build an ICU formatter per call. Prints µs per call for each, over 2,000 dates:
 *   npx tsx scripts/bench/dateFormat.ts
 */
import { formatClockTime, formatDay } from '../../shared/src/format/dates';

const dates = Array.from({ length: 2000 }, (_, i) => new Date(Date.UTC(2026, 0, 1 + (i % 365), i % 24, i % 60)));
const time = (label: string, write: (date: Date) => string) => {
  for (const date of dates.slice(0, 200)) write(date); // warm up
  const start = performance.now();
  for (const date of dates) write(date);
  console.log(`${label.padEnd(34)} ${(((performance.now() - start) / dates.length) * 1000).toFixed(1)} µs per call`);
};

time('toLocaleDateString with options', (d) =>
  d.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }),
);
time('formatDay', (d) => formatDay(d));
time('toLocaleTimeString with options', (d) => d.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' }));
time('formatClockTime', (d) => formatClockTime(d));
