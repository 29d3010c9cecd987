import styled from '@emotion/styled';
import { color, fontSize } from '@giftshop/shared';
import { arrivesByText, type CartItem } from '@giftshop/shared/domain';
import { useShippingOptions } from '../cart/useShippingOptions';
import { orderTotalLine } from '../ui/orderTotalLine';

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
 * While that is asked for (the drawer opened, a quantity changed), the line
 * keeps its place and says so: the footer never grows over the cart's lines
 * as the answer comes (a tap meant for a line's Remove landed on the footer).
 */
export function DeliveryEstimate({ items }: { items: readonly CartItem[] }) {
  const { data, isPending, isError } = useShippingOptions(items);
  if (isPending && !isError && items.length > 0) {
    return (
      <Line aria-busy="true" css={{ color: color.inkMuted }}>
        <span>Standard shipping: working it out…</span>
      </Line>
    );
  }
  const standard = data?.[0];
  if (!standard || standard.price === null) return null;
  const arrives = arrivesByText(standard.arrivesLatest);
  // in the totals' words (shared orderTotalLines): "Free", as checkout's Shipping line says it
  const amount = orderTotalLine('shipping', standard.price)?.amount;
  return (
    <Line data-testid="drawer-delivery">
      <span>
        {standard.name} shipping: {standard.price === 0 ? <strong>{amount}</strong> : amount}
      </span>
      {arrives && <span>{arrives}</span>}
    </Line>
  );
}
