import { ratingFigures, type ProductDetail } from '@giftshop/shared/domain';

/**
 * The product's rating line: the average and count of its published reviews
 * (the database's figures, shared `ratingFigures`); 0 and 0 when it has none,
 * which the page shows as "No reviews yet" (never a made-up figure).
 */
export function productRating(product: Pick<ProductDetail, 'rating' | 'review_count'>): {
  value: number;
  count: number;
} {
  return ratingFigures(product) ?? { value: 0, count: 0 };
}
