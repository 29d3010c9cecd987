import { formatDay, groupThousands } from '@giftshop/shared/domain';

/** How a review's date reads: "Mar 4, 2025", the same on the server and in the browser (UTC). */
export function reviewDate(iso: string): string {
  return formatDay(iso, 'utc');
}

/** The day of a review for `<time dateTime>` ("2025-03-04", UTC as shown), shorter than the stored instant. */
export function reviewDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

/**
 * "1 review", "1,204 reviews". A whole count is grouped by shared's `groupThousands`, as `toLocaleString('en-US')`
 * writes it: the first Intl number format in a page builds ICU's set-up (~100 ms on a phone before it responds).
 */
export function reviewCount(count: number): string {
  const whole = Number.isSafeInteger(count) && count >= 0;
  return `${whole ? groupThousands(String(count)) : count.toLocaleString('en-US')} ${count === 1 ? 'review' : 'reviews'}`;
}

/** Stars as the eye reads them (★★★★☆); the words are given beside them for everyone else. */
export function starGlyphs(stars: number): string {
  const whole = Math.min(5, Math.max(0, Math.round(stars)));
  return '★'.repeat(whole) + '☆'.repeat(5 - whole);
}
