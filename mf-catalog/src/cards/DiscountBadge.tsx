import styled from '@emotion/styled';
import { color, fontSize, radius, space } from '@giftshop/shared';
import { discountBadge, type ProductSummary } from '@giftshop/shared/domain';

const Badge = styled.span({
  position: 'absolute',
  top: space.sm,
  left: space.sm,
  padding: `2px ${space.sm}`,
  borderRadius: radius.pill,
  background: color.sale,
  color: color.onAccent,
  fontSize: fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.02em',
});

/** "Save 25%" — only when discount_percentage > 0 and original_price > price (spec section 5). */
export function DiscountBadge({ product }: { product: ProductSummary }) {
  const percent = discountBadge(product);
  if (percent === null) return null;
  return <Badge data-testid="discount-badge">Save {percent}%</Badge>;
}
