import { infiniteQueryOptions, queryOptions, skipToken } from '@tanstack/react-query';
import {
  fetchLineToReview,
  fetchRatingDistribution,
  fetchReviewLines,
  fetchReviewPage,
  type ReviewSort,
} from '../api/reviewsApi';
import { retryWhenUnavailable } from '../api/productRequestError';

/**
 * The Reviews tab's queries, built once: the tab and the server's prefetch
 * use these, so the first page the server renders is the one the browser
 * hydrates with.
 */

/** The product's average, count and count per star. */
export const ratingDistributionQuery = (productId: number) =>
  queryOptions({
    queryKey: ['review-figures', productId],
    queryFn: () => fetchRatingDistribution(productId),
    retry: retryWhenUnavailable,
  });

/** The published reviews in one order (and of one star count), page by page. */
export const reviewPagesQuery = (productId: number, sort: ReviewSort, stars: number | null) =>
  infiniteQueryOptions({
    queryKey: ['reviews', productId, sort, stars],
    queryFn: ({ pageParam }) => fetchReviewPage(productId, sort, stars, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.more ? pages.length : undefined),
    retry: retryWhenUnavailable,
  });

/** The signed-in shopper's lines of this product (asked only once they are known to be signed in). */
export const reviewLinesQuery = (productId: number, shopperId: string | null) =>
  queryOptions({
    queryKey: ['review-lines', productId, shopperId],
    queryFn: shopperId === null ? skipToken : () => fetchReviewLines({ productId }),
  });

/** One line to review, by its id (the write-a-review page). */
export const reviewLineQuery = (orderItemId: number, shopperId: string | null) =>
  queryOptions({
    queryKey: ['review-line', orderItemId, shopperId],
    queryFn: shopperId === null ? skipToken : () => fetchLineToReview(orderItemId),
  });
