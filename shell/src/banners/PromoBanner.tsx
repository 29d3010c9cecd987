import styled from '@emotion/styled';
import { color, media } from '@giftshop/shared';
import { freeShippingTerms } from '@giftshop/shared/domain';

const Strip = styled.div({
  background: color.ink,
  color: '#fff',
  fontSize: 13,
  textAlign: 'center',
  padding: '8px 12px',
  display: 'flex',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: '4px 28px',
  strong: { color: '#ffd9cc' },
  [media.mobile]: { fontSize: 12, gap: '2px 16px' },
});

/** The shop's two promises, above the header on every page. */
export function PromoBanner() {
  return (
    <Strip role="region" aria-label="Offers">
      <span>
        <strong>Free personalization</strong> on all orders
      </span>
      <span>
        <strong>Free shipping</strong> {freeShippingTerms()}
      </span>
    </Strip>
  );
}
