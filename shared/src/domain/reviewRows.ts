/**
 * Reviews and a product's rating figures, one mapper each (issue 30). The
 * figures are the database's (products.rating / review_count and
 * product_ratings, kept by one trigger): cards, the product page, search
 * results and the JSON-LD all read them through `ratingFigures`, so they
 * show the same numbers, and a product without reviews shows none.
 */
import { numberOrNull } from './numbers';
import type { ProductRatingsRow, ReviewRow } from './rows';

/**
 * The limits a review's fields have. Their home is the database's
 * `public.review_limits()` (supabase/migrations/20250609005000_reviews.sql),
 * which `write_review` enforces; backend/test/reviewsCases.ts proves these equal it.
 */
export const reviewLimits = { titleMax: 100, bodyMin: 10, bodyMax: 2000, starsMin: 1, starsMax: 5 } as const;

/** A product's average (one decimal) and review count; null when it has no published reviews. */
export interface RatingFigures {
  value: number;
  count: number;
}

/** The figures from a product, card or search row (rating, review_count); null without reviews. */
export function ratingFigures(row: { rating?: unknown; review_count?: unknown }): RatingFigures | null {
  const value = numberOrNull(row.rating);
  const count = numberOrNull(row.review_count);
  return value !== null && count !== null && count > 0 ? { value, count } : null;
}

/** The figures with a count per star (5 → 1), for the Reviews tab. */
export interface RatingDistribution extends RatingFigures {
  /** stars[5] … stars[1]: how many published reviews gave that many stars. */
  stars: Record<1 | 2 | 3 | 4 | 5, number>;
}

/** A `product_ratings` row as the Reviews tab shows it; a product with no row has no reviews. */
export function toRatingDistribution(row: ProductRatingsRow | null | undefined): RatingDistribution {
  const count = row?.review_count ?? 0;
  const total = row?.star_total ?? 0;
  return {
    // the same rounding as the database's products.rating: one decimal, half away from zero
    value: count > 0 ? Math.round((total * 10) / count) / 10 : 0,
    count,
    stars: {
      1: row?.stars_1 ?? 0,
      2: row?.stars_2 ?? 0,
      3: row?.stars_3 ?? 0,
      4: row?.stars_4 ?? 0,
      5: row?.stars_5 ?? 0,
    },
  };
}

/** One published review as the tab shows it. */
export interface Review {
  id: number;
  productId: number;
  author: string;
  stars: number;
  title: string;
  body: string;
  boughtAsGift: boolean;
  helpful: number;
  createdAt: string;
  editedAt: string | null;
}

/** The `reviews` columns a shown review is read from (the Reviews tab's select, write_review's answer). */
export type ReviewFields = Pick<
  ReviewRow,
  | 'id'
  | 'product_id'
  | 'author_name'
  | 'stars'
  | 'title'
  | 'body'
  | 'bought_as_gift'
  | 'helpful_count'
  | 'created_at'
  | 'edited_at'
>;

export function toReview(row: ReviewFields): Review {
  return {
    id: row.id,
    productId: row.product_id,
    author: row.author_name || 'A shopper',
    stars: row.stars,
    title: row.title,
    body: row.body,
    boughtAsGift: row.bought_as_gift === true,
    helpful: row.helpful_count,
    createdAt: row.created_at,
    editedAt: row.edited_at,
  };
}

/** The address of the write-a-review form for one order line (the product remote's page). */
export function writeReviewPath(orderItemId: number): string {
  return `/write-review/${orderItemId}`;
}
