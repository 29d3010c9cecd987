import styled from '@emotion/styled';
import { color, font, fontSize, formatPrice, getShopConfig, radius, space, type CartItem } from '@giftshop/shared';
import { lineTotal, type OrderQuote } from '../cart/shipping';
import { CustomizationLines } from '../lines/CustomizationLines';
import { LineImage } from '../lines/LineImage';

const Box = styled.section({
  background: color.surface,
  border: `1px solid ${color.line}`,
  borderRadius: radius.lg,
  padding: space.lg,
  h2: { margin: `0 0 ${space.sm}`, fontFamily: font.display, fontSize: fontSize.xl, fontWeight: 600 },
});
const Lines = styled.ul({ listStyle: 'none', margin: 0, padding: 0 });
const Line = styled.li({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gap: space.md,
  alignItems: 'start',
  padding: `${space.md} 0`,
  borderBottom: `1px solid ${color.line}`,
});
const Name = styled.p({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });
const Meta = styled.p({ margin: 0, fontSize: fontSize.sm, color: color.inkMuted });
const Amount = styled.span({ fontWeight: 600, fontVariantNumeric: 'tabular-nums' });
const Totals = styled.dl({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  rowGap: space.sm,
  margin: `${space.md} 0 0`,
  dd: { margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
});
const Row = styled.div({ display: 'contents' });
const GrandTotal = styled(Row)({
  'dt, dd': {
    paddingTop: space.sm,
    borderTop: `1px solid ${color.line}`,
    fontSize: fontSize.lg,
    fontWeight: 700,
  },
});
const Rule = styled.p<{ good: boolean }>(({ good }) => ({
  margin: `${space.sm} 0 0`,
  fontSize: fontSize.sm,
  color: good ? color.success : color.inkMuted,
}));

/** The order as it stands: its lines, the subtotal, the shipping rule and the total. */
export function OrderSummary({ items, quote }: { items: readonly CartItem[]; quote: OrderQuote }) {
  const { freeShippingThreshold } = getShopConfig();
  return (
    <Box aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">Order summary</h2>
      <Lines>
        {items.map((line) => (
          <Line key={line.id}>
            <LineImage path={line.image} size={64} />
            <div>
              <Name>{line.name}</Name>
              <CustomizationLines customization={line.customization} />
              <Meta>
                {line.quantity} × {formatPrice(line.price)}
              </Meta>
            </div>
            <Amount>{formatPrice(lineTotal(line))}</Amount>
          </Line>
        ))}
      </Lines>
      <Totals>
        <Row>
          <dt>Subtotal</dt>
          <dd data-testid="checkout-subtotal">{formatPrice(quote.subtotal)}</dd>
        </Row>
        <Row>
          <dt>Shipping</dt>
          <dd data-testid="checkout-shipping">{quote.shipping === 0 ? 'Free' : formatPrice(quote.shipping)}</dd>
        </Row>
        <GrandTotal>
          <dt>Total</dt>
          <dd data-testid="checkout-total">{formatPrice(quote.total)}</dd>
        </GrandTotal>
      </Totals>
      <Rule good={quote.freeShipping}>
        {quote.freeShipping
          ? `Your order ships free (free shipping on orders of ${formatPrice(freeShippingThreshold)} and above).`
          : `Add ${formatPrice(quote.remainingForFree)} more for free shipping on orders of ${formatPrice(freeShippingThreshold)} and above.`}
      </Rule>
    </Box>
  );
}
