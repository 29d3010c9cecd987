import styled from '@emotion/styled';
import { color, fontSize, radius, space } from '@giftshop/shared';
import { formatPrice } from '@giftshop/shared/domain';
import type { CartQuote } from '../api/quote';
import { freeShippingLine } from '../cart/freeShippingLine';

const Box = styled.div({ display: 'flex', flexDirection: 'column', gap: space.sm });
const Message = styled.p<{ reached: boolean }>(({ reached }) => ({
  margin: 0,
  fontSize: fontSize.sm,
  color: reached ? color.success : color.ink,
  fontWeight: reached ? 600 : 400,
}));
const Track = styled.div({ height: 6, borderRadius: radius.pill, background: color.surfaceMuted, overflow: 'hidden' });
const Fill = styled.div<{ reached: boolean }>(({ reached }) => ({
  height: '100%',
  borderRadius: radius.pill,
  background: reached ? color.success : color.accent,
  transition: 'width 200ms ease',
}));

/**
 * How far the cart is from free shipping, or that it has it, as the server
 * quoted it. Without a quote yet (`undefined`), the same line and an empty
 * track hold its place, so nothing below or above moves when the quote comes.
 */
export function FreeShippingProgress({ quote }: { quote: CartQuote | undefined }) {
  if (!quote) {
    return (
      <Box aria-busy="true">
        <Message reached={false} css={{ color: color.inkMuted }}>
          Checking free shipping…
        </Message>
        <Track aria-hidden="true" />
      </Box>
    );
  }
  const line = freeShippingLine(
    quote.freeShipping,
    quote.remainingForFree === null ? null : formatPrice(quote.remainingForFree),
  );
  // a method that never ships free: nothing to say, nothing to fill
  if (line === null) return null;
  return (
    <Box>
      <Message reached={quote.freeShipping} aria-live="polite">
        {line}
      </Message>
      <Track aria-hidden="true">
        <Fill reached={quote.freeShipping} style={{ width: `${Math.round(quote.progress * 100)}%` }} />
      </Track>
    </Box>
  );
}
