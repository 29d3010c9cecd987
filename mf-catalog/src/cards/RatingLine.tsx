import styled from '@emotion/styled';
import { color, fontSize, space, VisuallyHidden } from '@giftshop/shared';
import { ratingFigures } from '@giftshop/shared/domain';

const Line = styled.p({
  margin: 0,
  display: 'flex',
  gap: space.xs,
  alignItems: 'center',
  fontSize: fontSize.sm,
  color: color.inkMuted,
});
const Star = styled.span({ color: color.star });

/** "★ 4.8 (120)" from the product's published reviews (the figures the product page shows), or "No reviews yet". */
export function RatingLine({
  rating,
  reviews,
}: {
  rating: number | null | undefined;
  reviews: number | null | undefined;
}) {
  const figures = ratingFigures({ rating, review_count: reviews });
  if (!figures) return <Line>No reviews yet</Line>;
  const { value, count } = figures;
  return (
    <Line>
      <Star aria-hidden="true">★</Star>
      <span aria-hidden="true">
        {value.toFixed(1)} ({count})
      </span>
      {/* A paragraph cannot be named with aria-label (screen readers skip it): the words are in the text. */}
      <VisuallyHidden>{`Rated ${value.toFixed(1)} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`}</VisuallyHidden>
    </Line>
  );
}
