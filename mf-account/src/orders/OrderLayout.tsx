import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { color, fontSize, media, radius, space } from '@giftshop/shared';
import { type OrderDetail, type OrderLine } from '@giftshop/shared/domain';
import { OrderLineDetails, OrderLineItem } from './OrderLineDetails';
import { OrderLineList } from './OrderLineList';
import { OrderSummary } from './OrderSummary';

const Layout = styled.div({
  display: 'grid',
  // columns never wider than their share, and what a shopper typed (an address, a name, an organisation)
  // wraps anywhere rather than widening the page; prices and links keep their words whole
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: space.lg,
  alignItems: 'start',
  'address, p': { overflowWrap: 'anywhere' },
  [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
});
const Column = styled.div({ display: 'flex', flexDirection: 'column', gap: space.lg });

/** One box of an order page (Items, Summary, Shipping to, the gift options and the proof): the same on both pages. */
export const orderBox = {
  padding: space.lg,
  background: color.surface,
  border: `1px solid ${color.line}`,
  borderRadius: radius.md,
  h2: { margin: `0 0 ${space.md}`, fontSize: fontSize.lg },
} as const;

/**
 * One order, one layout, on the signed-in order page and the guest's private link alike: the Items at the left
 * and, beside them (under them on a phone, in this order), the Summary, what the shopper chose (`choices`: gift
 * options, PO number, the proof), the address, then what the page adds (`after`). `lineEnd` draws the end of a
 * line: its price (and, signed in, its review link).
 */
export function OrderLayout<Line extends OrderLine>({
  order,
  lineEnd,
  choices,
  after,
}: {
  order: OrderDetail & { lines: readonly Line[] };
  lineEnd: (line: Line) => ReactNode;
  choices: ReactNode;
  after?: ReactNode;
}) {
  return (
    <Layout>
      <section aria-labelledby="order-items" css={orderBox}>
        <h2 id="order-items">Items</h2>
        <OrderLineList lines={order.lines}>
          {(line, i) => (
            <OrderLineItem key={`${line.variantSku}-${i}`}>
              <OrderLineDetails line={line} />
              {lineEnd(line)}
            </OrderLineItem>
          )}
        </OrderLineList>
      </section>
      <Column>
        <section aria-labelledby="order-totals" css={orderBox}>
          <OrderSummary order={order} />
        </section>
        {choices}
        {order.shippingAddress.length > 0 && (
          <section aria-labelledby="order-address" css={orderBox}>
            <h2 id="order-address">Shipping to</h2>
            <address css={{ fontStyle: 'normal', lineHeight: 1.6 }}>
              {order.shippingAddress.map((part, i) => (
                <div key={i}>{part}</div>
              ))}
            </address>
          </section>
        )}
        {after}
      </Column>
    </Layout>
  );
}
