import styled from '@emotion/styled';
import { color, fontSize, space, VisuallyHidden } from '@giftshop/shared';

const Line = styled.p({
  margin: 0,
  display: 'flex',
  gap: space.xs,
  alignItems: 'center',
  fontSize: fontSize.sm,
  color: color.inkMuted,
});
const Star = styled.span({ color: color.star });

/** "★ 4.8 (120 reviews)", or nothing when the product has no rating yet. */
export function RatingLine({
  rating,
  reviews,
}: {
  rating: number | null | undefined;
  reviews: number | null | undefined;
}) {
  if (rating === null || rating === undefined || !(rating > 0)) return null;
  const count = reviews ?? 0;
  return (
    <Line>
      <Star aria-hidden="true">★</Star>
      <span aria-hidden="true">
        {rating.toFixed(1)} ({count})
      </span>
      {/* A paragraph cannot be named with aria-label (screen readers skip it): the words are in the text. */}
      <VisuallyHidden>{`Rated ${rating.toFixed(1)} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`}</VisuallyHidden>
    </Line>
  );
}
