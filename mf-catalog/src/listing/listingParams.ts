import { MAX_SEARCH_LENGTH, searchIsUnreadable } from '@giftshop/shared/domain';

/**
 * The listing's state that lives in the URL (`q`, `sort`, `view`), so
 * back/forward and shared links show the same page. Unknown or hostile
 * values fall back to the defaults; they never break the page.
 */
export type SortKey = 'featured' | 'price-low' | 'price-high' | 'rating' | 'newest';
export type ViewMode = 'grid' | 'list';

export const sortOptions: ReadonlyArray<{ value: SortKey; label: string }> = [
  { value: 'featured', label: 'Featured' },
  { value: 'price-low', label: 'Price: Low to High' },
  { value: 'price-high', label: 'Price: High to Low' },
  { value: 'rating', label: 'Highest Rated' },
  { value: 'newest', label: 'Newest' },
];

export interface ListingParams {
  q: string;
  sort: SortKey;
  view: ViewMode;
}

export const defaultListingParams: ListingParams = { q: '', sort: 'featured', view: 'grid' };

const isSortKey = (value: string | null): value is SortKey => sortOptions.some((o) => o.value === value);

/**
 * A search text as the shop uses it and says it back: inner whitespace collapsed, trimmed, at most 100 characters
 * (code points, as the database reads it: an emoji is never cut in half), and trimmed again where the cut ends on a
 * space.
 */
export function cleanSearchText(text: string | null | undefined): string {
  return [...(text ?? '').replace(/\s+/g, ' ').trim()].slice(0, MAX_SEARCH_LENGTH).join('').trim();
}

/** The listing's params in an address (`?q=…&sort=…`); a search that cannot be read is no search (`searchIsUnreadable`). */
export function readListingParams(search: string | URLSearchParams): ListingParams {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sort = params.get('sort');
  return {
    q: typeof search === 'string' && searchIsUnreadable(search) ? '' : cleanSearchText(params.get('q')),
    sort: isSortKey(sort) ? sort : defaultListingParams.sort,
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

/**
 * The search string (`?…`, or `''`) after applying `changes`: defaults are
 * left out so URLs stay short, and parameters the listing does not own are kept.
 */
export function writeListingParams(search: string, changes: Partial<ListingParams>): string {
  const params = new URLSearchParams(search);
  const next = { ...readListingParams(search), ...changes };
  const q = cleanSearchText(next.q);
  const entries: Array<[keyof ListingParams, string]> = [
    ['q', q],
    ['sort', next.sort === defaultListingParams.sort ? '' : next.sort],
    ['view', next.view === defaultListingParams.view ? '' : next.view],
  ];
  for (const [key, value] of entries) {
    if (value) params.set(key, value);
    else params.delete(key);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * What a choice made without JavaScript sends besides itself (the sort box's and the grid/list buttons' plain
 * `<form method="get">`s): the address's other parameters as the listing writes them, so the search, the sort or
 * view and parameters the listing does not own are kept.
 */
export function fieldsKeptBesides(search: string, chosen: 'sort' | 'view'): Array<[string, string]> {
  return [...new URLSearchParams(writeListingParams(search, {})).entries()].filter(([name]) => name !== chosen);
}
