import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';
import { Button, ButtonLink, color, fontSize, media, ShopLink, space } from '@giftshop/shared';
import { formatPrice } from '@giftshop/shared/domain';
import type { CartQuote } from '../api/quote';
import type { VolumeQuotedBefore } from '../cart/useCartQuote';
import { FreeShippingProgress } from './FreeShippingProgress';
import { VolumePrices } from './VolumePrices';

/**
 * On a phone the footer is compact, so the lines get the room (at 375 px it took about half the drawer): less
 * space around and between its parts, and the note, which checkout's shipping step says again, left out.
 */
const Footer = styled.div({
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  padding: space.lg,
  borderTop: `1px solid ${color.line}`,
  background: color.page,
  [media.mobile]: { padding: `${space.sm} ${space.md}`, gap: space.sm },
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
/** Which shipping the total is with, in the words of the row's label but lighter (the amount stays the row's figure). */
const Assumes = styled.span({ fontSize: fontSize.sm, fontWeight: 400, color: color.inkMuted });
const Note = styled.p({ margin: 0, fontSize: fontSize.xs, color: color.inkMuted, [media.mobile]: { display: 'none' } });
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

const Problem = styled.p({ margin: 0, fontSize: fontSize.sm, color: color.danger, fontWeight: 600 });

/**
 * The drawer's foot: free-shipping progress, the total, checkout and continue
 * shopping. Every amount is the server's quote (`quote`, undefined while it is
 * asked for): while there is none, the total says so, and never shows a sum
 * of its own. The total is the quote's, standard shipping included, and says
 * so ("Total with Standard shipping", the method's name as the server quoted
 * it): checkout's Place Order total is the same with Standard, and a shopper
 * who chose Express there is not shown two different "Total"s for one cart
 * (QA sweep H-f).
 */
export function CartSummaryFooter({
  quote,
  volumeBefore,
  failed,
  onRetry,
  onNavigate,
  children,
}: {
  /** Under the free-shipping progress: the delivery line (DeliveryEstimate). */
  children?: ReactNode;
  quote: CartQuote | undefined;
  /** While the quote is asked for: what earlier quotes said of these products' volume prices (their place only). */
  volumeBefore?: VolumeQuotedBefore;
  failed: boolean;
  onRetry: () => void;
  onNavigate: () => void;
}) {
  const assumesId = useId();
  return (
    <Footer>
      {/* its place is kept while the quote is asked for (the footer grows upward, over the lines) */}
      {(quote || !failed) && <FreeShippingProgress quote={quote} />}
      {children}
      {quote ? (
        <VolumePrices tiers={quote.volume} discount={quote.discount} />
      ) : (
        !failed && volumeBefore && <VolumePrices tiers={volumeBefore.tiers} discount={volumeBefore.discount} asked />
      )}
      <TotalRow>
        <span>
          Total
          {quote && <Assumes id={assumesId}> with {quote.shippingMethod.name} shipping</Assumes>}
        </span>
        {quote ? (
          <output aria-label={`Total ${formatPrice(quote.total)}`} aria-describedby={assumesId}>
            {formatPrice(quote.total)}
          </output>
        ) : (
          <output aria-label={failed ? 'Total not quoted' : 'Working out your total'} aria-busy={!failed}>
            {failed ? '—' : '…'}
          </output>
        )}
      </TotalRow>
      {!quote && failed && (
        <div
          role="alert"
          css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space.sm }}
        >
          <Problem>We couldn't work out your total just now.</Problem>
          <Button type="button" variant="secondary" size="sm" onClick={onRetry}>
            Try Again
          </Button>
        </div>
      )}
      <Note>Express shipping can be chosen at checkout. Personalization is always free.</Note>
      <ButtonLink to="/checkout" size="lg" block onClick={onNavigate}>
        Proceed to Checkout
      </ButtonLink>
      <Continue to="/products" onClick={onNavigate}>
        Continue Shopping
      </Continue>
    </Footer>
  );
}
