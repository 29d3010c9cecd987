import styled from '@emotion/styled';
import { color, fontSize, space, VisuallyHidden } from '@giftshop/shared';
import { discountBadge, formatPrice, type ProductSummary } from '@giftshop/shared/domain';

const Line = styled.p({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: space.sm,
  margin: 0,
});
// `onSale` looks like an event handler to React: keep it off the DOM.
const Price = styled('span', { shouldForwardProp: (prop) => prop !== 'onSale' })<{ onSale: boolean }>(({ onSale }) => ({
  fontSize: fontSize.lg,
  fontWeight: 700,
  color: onSale ? color.sale : color.ink,
}));
const Original = styled.s({ fontSize: fontSize.sm, color: color.inkMuted });

const From = styled.span({ fontSize: fontSize.sm, fontWeight: 600, color: color.inkMuted });

/**
 * The price, with the original price struck through when the product is
 * really on sale. The database decides which price a card shows: the
 * cheapest option's, said "From" when the options differ in price — the
 * price the product page opens on.
 */
export function PriceLine({ product }: { product: ProductSummary }) {
  const onSale = discountBadge(product) !== null;
  return (
    <Line>
      <Price onSale={onSale} data-testid="card-price">
        {product.price_from && <From>From </From>}
        {onSale && <VisuallyHidden>Sale price </VisuallyHidden>}
        {formatPrice(product.price)}
      </Price>
      {onSale && (
        <Original>
          <VisuallyHidden>Original price </VisuallyHidden>
          {formatPrice(product.original_price)}
        </Original>
      )}
    </Line>
  );
}
