import styled from '@emotion/styled';
import { color, fontSize, getShopConfig, radius, space } from '@giftshop/shared';
import { freeShippingTerms } from '@giftshop/shared/domain';

const List = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: space.md,
  display: 'grid',
  gap: space.sm,
  border: `1px solid ${color.line}`,
  borderRadius: radius.md,
  fontSize: fontSize.sm,
  color: color.inkMuted,
  li: { display: 'flex', gap: space.sm, alignItems: 'baseline' },
  strong: { color: color.ink },
});

/** The shop's promises beside Add to Cart: returns, shipping, free personalization (from the shop config). */
export function ShopPromises() {
  const { returnsDays } = getShopConfig();
  return (
    <List>
      <li>
        <span aria-hidden="true">↺</span>
        <span>
          <strong>{returnsDays}-day returns.</strong> Not quite right? Send it back within {returnsDays} days.
        </span>
      </li>
      <li>
        <span aria-hidden="true">✦</span>
        <span>
          <strong>Free personalization</strong> on every order.
        </span>
      </li>
      <li>
        <span aria-hidden="true">⇢</span>
        <span>
          <strong>Free shipping</strong> {freeShippingTerms()}.
        </span>
      </li>
    </List>
  );
}
