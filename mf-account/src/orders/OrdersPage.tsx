import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import {
  ButtonLink,
  color,
  ErrorState,
  fontSize,
  media,
  PageContainer,
  radius,
  ShopLink,
  Skeleton,
  space,
  VisuallyHidden,
} from '@giftshop/shared';
import { formatPrice } from '@giftshop/shared/domain';
import { claimGuestOrders } from '../api/guestOrders';
import { fetchOrders, type ListedOrder } from '../api/orders';
import { PageHeading, PageIntro } from '../ui/PageHeading';
import { formatOrderDate, orderStanding } from './orderFormat';

const List = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
});
const OrderLink = styled(ShopLink)({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${space.xs} ${space.md}`,
  padding: space.lg,
  background: color.surface,
  border: `1px solid ${color.line}`,
  borderRadius: radius.md,
  textDecoration: 'none',
  color: color.ink,
  '&:hover': { borderColor: color.inkMuted },
  '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 2 },
  strong: { fontSize: fontSize.lg },
  span: { color: color.inkMuted, fontSize: fontSize.sm },
  // where the order is, on every order: a pill under its total (on a phone, a row of its own under the date, so
  // the order's number keeps its line), the payment it waits for in the accent's colours
  'span[data-standing]': {
    justifySelf: 'end',
    alignSelf: 'center',
    [media.mobile]: { gridColumn: '1 / -1', justifySelf: 'start' },
    padding: `2px ${space.sm}`,
    borderRadius: radius.pill,
    background: color.surfaceMuted,
    color: color.ink,
    fontWeight: 600,
  },
  'span[data-standing="awaits-payment"]': { background: color.accentSoft, color: color.accent },
});
const Empty = styled.div({
  padding: `${space.xxl} ${space.lg}`,
  textAlign: 'center',
  background: color.surface,
  border: `1px solid ${color.line}`,
  borderRadius: radius.lg,
  h2: { margin: `0 0 ${space.sm}`, fontSize: fontSize.xl },
  p: { margin: `0 0 ${space.lg}`, color: color.inkMuted },
});

/**
 * Where an order is, from the server's row: its status, or the card payment a placed order waits for. Always
 * shown, a just-placed order's too ("Placed"): the date beside it says "Ordered", so "Placed" is said once.
 */
function Standing({ order }: { order: ListedOrder }) {
  const { label, awaitsPayment } = orderStanding(order.status, order.paymentState);
  return (
    <span data-standing={awaitsPayment ? 'awaits-payment' : 'status'}>
      <VisuallyHidden>Status: </VisuallyHidden>
      {label}
    </span>
  );
}

/** /orders: the signed-in user's orders, newest first, or an honest empty state. */
export function OrdersPage({ userId }: { userId: string }) {
  const query = useQuery({
    queryKey: ['account', userId, 'orders'],
    // orders placed as a guest with this (confirmed) e-mail address become the shopper's first
    queryFn: async () => {
      await claimGuestOrders();
      return fetchOrders();
    },
  });
  return (
    <PageContainer css={{ maxWidth: 820 }}>
      <PageHeading>My Orders</PageHeading>
      <PageIntro>Every order you have placed with us.</PageIntro>
      {query.isPending ? (
        <div aria-busy="true" aria-label="Loading your orders">
          <Skeleton height={88} />
          <div css={{ height: space.md }} />
          <Skeleton height={88} />
        </div>
      ) : query.isError ? (
        <ErrorState
          title="We couldn't load your orders"
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <Empty>
          <h2>You haven't placed any orders yet</h2>
          <p>When you do, you'll find them here with their personalization and delivery details.</p>
          <ButtonLink to="/products">Start Shopping</ButtonLink>
        </Empty>
      ) : (
        <List>
          {query.data.map((order) => (
            <li key={order.orderNumber}>
              <OrderLink to={`/orders/${encodeURIComponent(order.orderNumber)}`}>
                <strong>Order {order.orderNumber}</strong>
                <strong>{formatPrice(order.total)}</strong>
                <span>Ordered {formatOrderDate(order.createdAt)}</span>
                <Standing order={order} />
              </OrderLink>
            </li>
          ))}
        </List>
      )}
    </PageContainer>
  );
}
