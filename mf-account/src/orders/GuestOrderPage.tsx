import styled from '@emotion/styled';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ButtonLink, color, fontSize, media, PageContainer, radius, space } from '@giftshop/shared';
import { formatPrice } from '@giftshop/shared/domain';
import { cancelGuestOrder, fetchGuestOrder } from '../api/guestOrders';
import { PageHeading, PageIntro } from '../ui/PageHeading';
import { OrderChoicesView } from './OrderChoicesView';
import { OrderLineDetails, OrderLineItem } from './OrderLineDetails';
import { OrderLineList } from './OrderLineList';
import { OrderLoadState, OrderNotFound } from './OrderLoadState';
import { OrderProgressView } from './OrderProgress';
import { orderPlacedLine } from './orderFormat';
import { OrderSummary } from './OrderSummary';
import { useOrderTitle } from './useOrderTitle';

const Layout = styled.div({
  display: 'grid',
  // columns never wider than their share, and what a shopper typed (an address, a name, an organisation)
  // wraps anywhere rather than widening the page; prices and links keep their words whole
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: space.lg,
  alignItems: 'start',
  'address, p': { overflowWrap: 'anywhere' },
  [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  section: { padding: space.lg, background: color.surface, border: `1px solid ${color.line}`, borderRadius: radius.md },
  h2: { margin: `0 0 ${space.md}`, fontSize: fontSize.lg },
});

/** The token from the page's fragment (#<token>): browsers never send it to a server, nor in a Referer. */
function tokenFromLocation(): string {
  return typeof window === 'undefined' ? '' : decodeURIComponent(window.location.hash.replace(/^#/, '')).trim();
}

/**
 * /orders/guest#<token>: a guest's order by its private link, with its
 * progress and Cancel until production starts (as on a signed-in shopper's
 * order page). Without the right token it says "Order not found" and nothing
 * more, whatever was wrong with it.
 */
export function GuestOrderPage() {
  const token = tokenFromLocation();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['account', 'guest-order', token],
    queryFn: () => fetchGuestOrder(token),
    retry: false,
  });
  useOrderTitle(query.isSuccess ? (query.data?.order.orderNumber ?? null) : undefined);
  if (query.isPending || query.isError) return <OrderLoadState query={query} />;
  const found = query.data;
  if (!found) {
    return (
      <OrderNotFound message="This link does not lead to an order. Check that you copied the whole link from your e-mail." />
    );
  }
  const { order, choices, email, progress } = found;
  return (
    <PageContainer>
      <PageHeading>Order {order.orderNumber}</PageHeading>
      <PageIntro>{orderPlacedLine(order.createdAt, order.status)}</PageIntro>
      <OrderProgressView
        order={progress}
        onCancel={async () => {
          const cancelled = await cancelGuestOrder(token);
          if (cancelled) client.setQueryData(['account', 'guest-order', token], cancelled);
        }}
      />
      <Layout>
        <div css={{ display: 'flex', flexDirection: 'column', gap: space.lg }}>
          <section aria-labelledby="order-items">
            <h2 id="order-items">Items</h2>
            <OrderLineList lines={order.lines}>
              {(line, i) => (
                <OrderLineItem key={`${line.variantSku}-${i}`}>
                  <OrderLineDetails line={line} />
                  <span>{formatPrice(line.lineTotal)}</span>
                </OrderLineItem>
              )}
            </OrderLineList>
          </section>
          <OrderChoicesView
            choices={choices}
            texts={order.lines.flatMap((line) => (line.personalization ? [line.personalization] : []))}
          />
        </div>
        <div css={{ display: 'flex', flexDirection: 'column', gap: space.lg }}>
          <section aria-labelledby="order-totals">
            <OrderSummary order={order} />
          </section>
          <section aria-labelledby="order-address">
            <h2 id="order-address">Shipping to</h2>
            <address css={{ fontStyle: 'normal', lineHeight: 1.6 }}>
              {order.shippingAddress.map((part, i) => (
                <div key={i}>{part}</div>
              ))}
            </address>
          </section>
          <section aria-labelledby="order-account">
            <h2 id="order-account">Keep it in an account</h2>
            <p css={{ marginTop: 0 }}>
              Create an account{email ? ` with ${email}` : ''}, or sign in with it, and this order appears in My Orders.
            </p>
            <ButtonLink to="/auth?redirect=/orders&tab=signup" variant="secondary">
              Create an account
            </ButtonLink>
          </section>
        </div>
      </Layout>
    </PageContainer>
  );
}
