import styled from '@emotion/styled';
import { color, fontSize, space } from '@giftshop/shared';
import { reviewCount as reviewCountWords } from '../reviews/reviewText';

const Line = styled.p({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  margin: 0,
  fontSize: fontSize.sm,
  color: color.inkMuted,
});
const Stars = styled.span({
  position: 'relative',
  display: 'inline-block',
  fontSize: fontSize.lg,
  lineHeight: 1,
  letterSpacing: 2,
});
const Filled = styled.span({
  position: 'absolute',
  inset: 0,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  color: color.star,
});

/** Stars filled to the rating (0–5), with the number and the review count in words for everyone; "No reviews yet" without reviews. */
export function StarRating({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  if (reviewCount <= 0) {
    return (
      <Line>
        <a href="#reviews" css={{ color: 'inherit' }}>
          No reviews yet
        </a>
      </Line>
    );
  }
  const value = Math.min(Math.max(rating, 0), 5);
  return (
    <Line>
      <Stars aria-hidden="true">
        <span css={{ color: color.line }}>★★★★★</span>
        <Filled style={{ width: `${(value / 5) * 100}%` }}>★★★★★</Filled>
      </Stars>
      <span>
        <strong css={{ color: color.ink }}>{value.toFixed(1)}</strong> out of 5 · {reviewCountWords(reviewCount)}
      </span>
    </Line>
  );
}
