import { useState } from 'react';
import styled from '@emotion/styled';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  Button,
  ButtonLink,
  ShopLink,
  color,
  fontSize,
  space,
  useShopNavigation,
  writeReviewPath,
  type ProductDetail,
} from '@giftshop/shared';
import type { ReviewSort } from '../api/reviewsApi';
import { RatingBars } from './RatingBars';
import { ReviewItem } from './ReviewItem';
import { ratingDistributionQuery, reviewLinesQuery, reviewPagesQuery } from './reviewQueries';
import { reviewCount, starGlyphs } from './reviewText';
import { useShopper } from './useShopper';

const Summary = styled.div({
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'minmax(10rem, 14rem) 1fr',
  alignItems: 'start',
  '@media (max-width: 767px)': { gridTemplateColumns: '1fr' },
});
const Average = styled.p({ margin: 0, fontSize: fontSize.sm, color: color.inkMuted });
const Big = styled.strong({ display: 'block', fontSize: '2.25rem', lineHeight: 1.1, color: color.ink });
const Notice = styled.p({ fontSize: fontSize.sm, color: color.inkMuted, margin: `${space.md} 0` });
const Toolbar = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
  margin: `${space.lg} 0 ${space.sm}`,
});

const SORTS: { value: ReviewSort; label: string }[] = [
  { value: 'helpful', label: 'Most helpful' },
  { value: 'newest', label: 'Newest' },
  { value: 'highest', label: 'Highest rated' },
  { value: 'lowest', label: 'Lowest rated' },
];

/** What the shopper can do: write (or edit) a review of a line they bought, sign in, or why they cannot. */
function WriteInvitation({ product }: { product: ProductDetail }) {
  const shopper = useShopper();
  const { pathname } = useShopNavigation();
  const lines = useQuery(reviewLinesQuery(product.id, shopper ?? null));
  if (shopper === undefined) return null;
  if (shopper === null) {
    return (
      <p>
        Bought this gift?{' '}
        <ShopLink to={`/auth?redirect=${encodeURIComponent(`${pathname}#reviews`)}`}>Sign in to review it</ShopLink>.
      </p>
    );
  }
  if (!lines.data) return null;
  const open = lines.data.find((line) => !line.review);
  const written = lines.data.find((line) => line.review);
  if (open) {
    return (
      <ButtonLink to={writeReviewPath(open.orderItemId)} variant="secondary">
        Write a review
      </ButtonLink>
    );
  }
  if (written) return <ShopLink to={writeReviewPath(written.orderItemId)}>Edit your review</ShopLink>;
  return <p>Only shoppers who bought this gift can review it. You can write one once you have ordered it.</p>;
}

/**
 * The Reviews tab: the average, the count and the 5-to-1 bars (which filter
 * the list), the reviews in the chosen order with "Load more", and how
 * reviews are verified. The first page is rendered on the server.
 */
export function ReviewsTab({ product }: { product: ProductDetail }) {
  const { search } = useShopNavigation();
  const [sort, setSort] = useState<ReviewSort>(new URLSearchParams(search).has('review') ? 'newest' : 'helpful');
  const [stars, setStars] = useState<number | null>(null);
  const figures = useQuery(ratingDistributionQuery(product.id));
  const pages = useInfiniteQuery(reviewPagesQuery(product.id, sort, stars));
  const shopper = useShopper();
  const reviews = pages.data?.pages.flatMap((page) => page.reviews) ?? [];
  const notice = (
    <Notice>
      Every review comes from a shopper who bought the gift from us: the shop checks each one against a placed order
      before it is shown, and one order line gives one review. We show every rating, high and low.
    </Notice>
  );
  if (figures.data && figures.data.count === 0) {
    return (
      <div id="reviews">
        <p>
          <strong>No reviews yet.</strong>
        </p>
        <WriteInvitation product={product} />
        {notice}
      </div>
    );
  }
  return (
    <div id="reviews">
      {figures.data && (
        <Summary>
          <Average>
            <Big>{figures.data.value.toFixed(1)}</Big>
            <span css={{ color: color.star }} aria-hidden="true">
              {starGlyphs(figures.data.value)}
            </span>
            <br />
            {`${figures.data.value.toFixed(1)} out of 5 · ${reviewCount(figures.data.count)}`}
          </Average>
          <RatingBars figures={figures.data} selected={stars} onSelect={setStars} />
        </Summary>
      )}
      {notice}
      <WriteInvitation product={product} />
      <Toolbar>
        <label>
          Sort by{' '}
          <select value={sort} onChange={(event) => setSort(event.target.value as ReviewSort)}>
            {SORTS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        {stars !== null && (
          <span role="status">
            Showing {stars}-star reviews.{' '}
            <Button type="button" variant="ghost" size="sm" onClick={() => setStars(null)}>
              Show all
            </Button>
          </span>
        )}
      </Toolbar>
      {pages.isError && <p role="alert">The reviews could not be loaded just now.</p>}
      <div aria-live="polite" aria-busy={pages.isFetching}>
        {reviews.map((review) => (
          <ReviewItem key={review.id} review={review} signedIn={Boolean(shopper)} />
        ))}
      </div>
      {pages.hasNextPage && (
        <Button
          type="button"
          variant="secondary"
          onClick={() => void pages.fetchNextPage()}
          disabled={pages.isFetchingNextPage}
        >
          {pages.isFetchingNextPage ? 'Loading…' : 'Load more reviews'}
        </Button>
      )}
    </div>
  );
}
