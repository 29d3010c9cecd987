import styled from '@emotion/styled';
import { ButtonLink, color, fontSize, formatPrice, media, ShopLink, space } from '@giftshop/shared';
import type { OrderQuote } from '../cart/shipping';
import { FreeShippingProgress } from './FreeShippingProgress';

const Footer = styled.div({
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  padding: space.lg,
  borderTop: `1px solid ${color.line}`,
  background: color.page,
  [media.mobile]: { padding: space.md },
});
const TotalRow = styled.p({
  margin: 0,
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  fontSize: fontSize.lg,
  fontWeight: 700,
  output: { fontVariantNumeric: 'tabular-nums' },
});
const Note = styled.p({ margin: 0, fontSize: fontSize.xs, color: color.inkMuted });
const Continue = styled(ShopLink)({
  alignSelf: 'center',
  padding: `${space.sm} ${space.md}`,
  minHeight: 44,
  display: 'inline-flex',
  alignItems: 'center',
  color: color.ink,
  fontWeight: 600,
  '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 2 },
});

/** The drawer's foot: free-shipping progress, the total, checkout and continue shopping. */
export function CartSummaryFooter({ quote, onNavigate }: { quote: OrderQuote; onNavigate: () => void }) {
  return (
    <Footer>
      <FreeShippingProgress quote={quote} />
      <TotalRow>
        <span>Total</span>
        <output aria-label={`Total ${formatPrice(quote.subtotal)}`}>{formatPrice(quote.subtotal)}</output>
      </TotalRow>
      <Note>Shipping is worked out at checkout. Personalization is always free.</Note>
      <ButtonLink to="/checkout" size="lg" block onClick={onNavigate}>
        Proceed to Checkout
      </ButtonLink>
      <Continue to="/products" onClick={onNavigate}>
        Continue Shopping
      </Continue>
    </Footer>
  );
}
