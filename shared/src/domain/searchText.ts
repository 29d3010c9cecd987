import { textLength } from './shopperText';

/** Characters of a search the shop reads (the database's search functions read 100 of the cleaned search). */
export const MAX_SEARCH_LENGTH = 100;

/**
 * What a search box (the header's, a listing's) keeps of what was typed or pasted: at most MAX_SEARCH_LENGTH
 * characters counted as the database counts them (textLength: an emoji is one character, a flag two, an unseen one
 * none), not the UTF-16 units an input's maxLength counts (which let 50 emoji in). Longer text keeps its start.
 */
export function withinSearchLimit(text: string): string {
  if (textLength(text) <= MAX_SEARCH_LENGTH) return text;
  const points = [...text];
  // the count of a start never falls as the start grows: the longest that fits, halving the range
  let fits = 0;
  let over = points.length;
  while (over - fits > 1) {
    const middle = Math.floor((fits + over) / 2);
    if (textLength(points.slice(0, middle).join('')) <= MAX_SEARCH_LENGTH) fits = middle;
    else over = middle;
  }
  return points.slice(0, fits).join('');
}
