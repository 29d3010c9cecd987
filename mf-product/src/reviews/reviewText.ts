// One formatter for every review: toLocaleDateString with options builds a new one per call (about 1 ms each on
// the server, 10 ms for a page of reviews).
const reviewDay = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** How a review's date reads: "Mar 4, 2025", the same on the server and in the browser (UTC). */
export function reviewDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : reviewDay.format(date);
}

/** "1 review", "1,204 reviews". */
export function reviewCount(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'review' : 'reviews'}`;
}

/** Stars as the eye reads them (★★★★☆); the words are given beside them for everyone else. */
export function starGlyphs(stars: number): string {
  const whole = Math.min(5, Math.max(0, Math.round(stars)));
  return '★'.repeat(whole) + '☆'.repeat(5 - whole);
}
