import styled from '@emotion/styled';
import { color, fontSize, radius, space, VisuallyHidden } from '@giftshop/shared';
import { discountPercent, formatPrice } from '@giftshop/shared/domain';

const Row = styled.div({ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: space.md });
const Now = styled.span({ fontSize: fontSize.xxl, fontWeight: 700, color: color.ink });
const Was = styled.s({ fontSize: fontSize.lg, color: color.inkMuted });
const Save = styled.span({
  alignSelf: 'center',
  padding: `2px ${space.sm}`,
  borderRadius: radius.pill,
  background: color.dangerSoft,
  color: color.sale,
  fontSize: fontSize.sm,
  fontWeight: 700,
});

/**
 * The price of what is selected, with the original price and the saving when
 * there is one. `from`: the price is the cheapest of several (no option chosen yet).
 * A polite live region: a choice that changes it is said (QA sweep H-e).
 */
export function PriceBlock({
  price,
  originalPrice,
  from = false,
}: {
  price: number;
  originalPrice: number | null;
  from?: boolean;
}) {
  const saving = discountPercent(price, originalPrice);
  return (
    // a choice that changes the price has it said, whole ("Price: $25.99"), to a screen reader as to the eye
    <Row data-testid="product-price" aria-live="polite" aria-atomic="true">
      <Now>
        <VisuallyHidden>Price: </VisuallyHidden>
        {from && 'From '}
        {formatPrice(price)}
      </Now>
      {saving > 0 && originalPrice !== null && (
        <>
          <Was>
            <VisuallyHidden>Was </VisuallyHidden>
            {formatPrice(originalPrice)}
          </Was>
          <Save>Save {saving}%</Save>
        </>
      )}
    </Row>
  );
}
