/**
 * How a listing (search, sort, page) becomes a database query. Pure, so the
 * rules are tested without a network; `products.ts` applies them to the client.
 */
import type { SortKey } from '../listing/listingParams';

export interface OrderTerm {
  column: 'featured' | 'price' | 'rating' | 'review_count' | 'created_at' | 'id';
  ascending: boolean;
  nullsFirst?: boolean;
}

/** Every sort ends on `id`, so pages never overlap or skip a product that ties. */
export function sortOrder(sort: SortKey): OrderTerm[] {
  switch (sort) {
    case 'price-low':
      return [
        { column: 'price', ascending: true },
        { column: 'id', ascending: true },
      ];
    case 'price-high':
      return [
        { column: 'price', ascending: false },
        { column: 'id', ascending: true },
      ];
    case 'rating':
      return [
        { column: 'rating', ascending: false, nullsFirst: false },
        { column: 'review_count', ascending: false, nullsFirst: false },
        { column: 'id', ascending: true },
      ];
    case 'newest':
      return [
        { column: 'created_at', ascending: false },
        { column: 'id', ascending: false },
      ];
    case 'featured':
    default:
      return [
        { column: 'featured', ascending: false },
        { column: 'rating', ascending: false, nullsFirst: false },
        { column: 'id', ascending: true },
      ];
  }
}

/** The inclusive row range of a zero-based page, as `.range(from, to)` wants it. */
export function pageRange(page: number, pageSize: number): { from: number; to: number } {
  const size = Math.max(1, Math.floor(pageSize));
  const index = Math.max(0, Math.floor(Number.isFinite(page) ? page : 0));
  return { from: index * size, to: index * size + size - 1 };
}

/**
 * The `ilike` pattern for "name contains": `%` and `_` and `\` in the
 * shopper's text match themselves, not as wildcards. Empty text: no filter.
 */
export function nameContainsPattern(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return `%${trimmed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The next page to ask for, or undefined when every product has been shown. */
export function nextPageIndex(loadedCount: number, total: number, pagesLoaded: number): number | undefined {
  return loadedCount < total ? pagesLoaded : undefined;
}
