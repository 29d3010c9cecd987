import type { ProductDetail } from '@giftshop/shared';

/** Shown when a product has no rating yet (spec defaults). */
export const DEFAULT_RATING = 4.8;
export const DEFAULT_REVIEW_COUNT = 100;

/** The product's rating and review count, with the spec's defaults when absent. */
export function productRating(product: Pick<ProductDetail, 'rating' | 'review_count'>): {
  value: number;
  count: number;
} {
  return {
    value: product.rating ?? DEFAULT_RATING,
    count: product.review_count ?? DEFAULT_REVIEW_COUNT,
  };
}
