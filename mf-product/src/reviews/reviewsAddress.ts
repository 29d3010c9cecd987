import type { ReviewSort } from '../api/reviewsApi';

/**
 * What the Reviews tab shows, as the page's address says it: the order
 * (`sort`), one star count only (`stars`) and how many more pages than the
 * first (`more`). The bars, "Show all", "Show more" and the sort form are
 * real links and a GET form to these addresses, so they work from first
 * paint and with JavaScript off (the server renders what the address asks);
 * once the page has hydrated they change the list in place instead.
 */
export interface ReviewsView {
  sort: ReviewSort;
  stars: number | null;
  more: number;
}

/** The most pages past the first that an address may ask the server for (with JavaScript, "Show more" goes on). */
export const MORE_PAGES_MAX = 10;

const SORTS: readonly ReviewSort[] = ['helpful', 'newest', 'highest', 'lowest'];

/** The view an address asks for; anything unknown or out of range reads as the default. */
export function reviewsView(search: string): ReviewsView {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  const stars = Number(params.get('stars'));
  const more = Number(params.get('more'));
  return {
    // a shopper back from writing a review (?review=…) sees the newest first, with theirs on top
    sort: SORTS.includes(sort as ReviewSort) ? (sort as ReviewSort) : params.has('review') ? 'newest' : 'helpful',
    stars: Number.isInteger(stars) && stars >= 1 && stars <= 5 ? stars : null,
    more: Number.isInteger(more) && more > 0 ? Math.min(more, MORE_PAGES_MAX) : 0,
  };
}

/**
 * Whether the shopper is back from sending a review (`?review=…`, WriteReviewPage), a new one or a change to theirs
 * (`&edited`): the tab thanks them for what they did and comes into view.
 */
export function reviewJustSent(search: string): 'posted' | 'updated' | null {
  const params = new URLSearchParams(search);
  if (!params.has('review')) return null;
  return params.has('edited') ? 'updated' : 'posted';
}

/** Where WriteReviewPage sends a shopper with their review sent: the product's reviews, theirs first, thanked. */
export function reviewSentHref(productPath: string, reviewId: number, edited: boolean): string {
  return `${productPath}?review=${reviewId}${edited ? '&edited' : ''}#reviews`;
}

/** Whether the address asks for a view of the reviews (the page then opens on its Reviews tab). */
export function reviewsAsked(search: string): boolean {
  const params = new URLSearchParams(search);
  return ['sort', 'stars', 'more', 'review'].some((name) => params.has(name));
}

/** The address of a view, relative to the product page (`?stars=4#reviews`); defaults are left out. */
export function reviewsHref({ sort, stars, more }: ReviewsView): string {
  const params = new URLSearchParams();
  if (sort !== 'helpful') params.set('sort', sort);
  if (stars !== null) params.set('stars', String(stars));
  if (more > 0) params.set('more', String(Math.min(more, MORE_PAGES_MAX)));
  const query = params.toString();
  return `${query ? `?${query}` : '?'}#reviews`;
}

/** A plain click (no modifier key, main button): done in place; any other click opens the address as a link does. */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
