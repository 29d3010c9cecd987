import styled from '@emotion/styled';
import { arrivesByText, color, fontSize, formatPrice, type CartItem } from '@giftshop/shared';
import { useShippingOptions } from '../cart/useShippingOptions';

const Line = styled.p({
  margin: 0,
  display: 'flex',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: 4,
  fontSize: fontSize.sm,
  color: color.ink,
  strong: { color: color.success },
});

/**
 * The drawer's delivery line: what standard shipping costs for this cart
 * (or that it is free) and when it would arrive, as the server works it out.
 */
export function DeliveryEstimate({ items }: { items: readonly CartItem[] }) {
  const { data } = useShippingOptions(items);
  const standard = data?.[0];
  if (!standard || standard.price === null) return null;
  const arrives = arrivesByText(standard.arrivesLatest);
  return (
    <Line data-testid="drawer-delivery">
      <span>
        {standard.name} shipping: {standard.price === 0 ? <strong>Free</strong> : formatPrice(standard.price)}
      </span>
      {arrives && <span>{arrives}</span>}
    </Line>
  );
}
