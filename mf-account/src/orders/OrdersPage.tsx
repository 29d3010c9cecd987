import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import {
  ButtonLink,
  color,
  ErrorState,
  fontSize,
  PageContainer,
  radius,
  ShopLink,
  Skeleton,
  space,
} from '@giftshop/shared';
import { formatPrice } from '@giftshop/shared/domain';
import { claimGuestOrders } from '../api/guestOrders';
import { fetchOrders } from '../api/orders';
import { PageHeading, PageIntro } from '../ui/PageHeading';
import { formatOrderDate, orderMovedOnLabel } from './orderFormat';

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
                <span>Placed {formatOrderDate(order.createdAt)}</span>
                {/* the status once it has moved on, as the order page says it: never "Placed …" and "Placed" */}
                {orderMovedOnLabel(order.status) && <span>{orderMovedOnLabel(order.status)}</span>}
              </OrderLink>
            </li>
          ))}
        </List>
      )}
    </PageContainer>
  );
}
