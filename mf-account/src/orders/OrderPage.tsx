import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink, color, fontSize, PageContainer, ShopLink, space } from '@giftshop/shared';
import { formatPrice, orderNotFoundWords, writeReviewPath } from '@giftshop/shared/domain';
import { fetchOrder } from '../api/orders';
import { PageHeading, PageIntro } from '../ui/PageHeading';
import { OrderChoicesFor, orderChoicesQuery } from './OrderChoicesView';
import { OrderLayout } from './OrderLayout';
import { OrderLoadState, OrderNotFound } from './OrderLoadState';
import { orderPaymentQuery, OrderPaymentState } from './OrderPaymentState';
import { orderPlacedLine } from './orderFormat';
import { OrderProgress, orderProgressQuery } from './OrderProgress';
import { useOrderTitle } from './useOrderTitle';

const ReviewedNote = styled.span({ color: color.inkMuted, fontSize: fontSize.sm });

/** A line's price with its review link (or note) under it, at the line's right edge: prices stay in one column. */
const LineEnd = styled.div({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: space.xs,
  flexShrink: 0,
  textAlign: 'right',
  '& > span:first-of-type': { whiteSpace: 'nowrap' },
});

/** Whether a query has not answered yet, the first time (a failed first try counts as an answer: the box is left out). */
const firstAnswerDue = (query: { isPending: boolean; failureCount: number }) =>
  query.isPending && query.failureCount === 0;

/**
 * /orders/:orderNumber: one of the user's orders with its lines, address and totals.
 * The progress box (steps, arrival, Cancel Order) and the payment box sit above
 * the items, the choices box above the address: their queries start with the
 * order's, and the page shows when all have answered, so the items, "Review
 * this gift" and the address do not move under a tap as those boxes arrive.
 */
export function OrderPage({ userId, orderNumber }: { userId: string; orderNumber: string }) {
  const query = useQuery({
    queryKey: ['account', userId, 'order', orderNumber],
    queryFn: () => fetchOrder(orderNumber),
  });
  const progress = useQuery(orderProgressQuery(orderNumber));
  const payment = useQuery(orderPaymentQuery(orderNumber));
  const choices = useQuery(orderChoicesQuery(orderNumber));
  useOrderTitle(query.isSuccess ? (query.data?.orderNumber ?? null) : undefined);
  if (query.isPending || query.isError) return <OrderLoadState query={query} />;
  if (query.data && [progress, payment, choices].some(firstAnswerDue)) {
    return <OrderLoadState query={{ isPending: true, isError: false, error: null, refetch: query.refetch }} />;
  }
  const order = query.data;
  if (!order) {
    return (
      <OrderNotFound message={orderNotFoundWords(orderNumber)}>
        <div css={{ textAlign: 'center' }}>
          <ButtonLink to="/orders" variant="secondary">
            Back to My Orders
          </ButtonLink>
        </div>
      </OrderNotFound>
    );
  }
  return (
    <PageContainer>
      {/* a 44 px tap target, as every tap target on a phone (it was 19 px: QA sweep H-f) */}
      <ShopLink to="/orders" css={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
        ← My Orders
      </ShopLink>
      <PageHeading>Order {order.orderNumber}</PageHeading>
      <PageIntro>{orderPlacedLine(order.createdAt, order.status, payment.data?.state ?? null)}</PageIntro>
      <OrderProgress orderNumber={orderNumber} />
      <OrderPaymentState orderNumber={orderNumber} />
      <OrderLayout
        order={order}
        lineEnd={(line) => (
          <LineEnd>
            <span>{formatPrice(line.lineTotal)}</span>
            {/* offered where the database takes a review (a delivered, paid order, once a product:
                fetchOrder asks it); a product the shopper reviewed from another line says so */}
            {line.id !== undefined && line.reviewable ? (
              <ShopLink to={writeReviewPath(line.id)}>
                {line.reviewed ? 'Edit your review' : 'Review this gift'}
              </ShopLink>
            ) : (
              line.reviewed && <ReviewedNote>You reviewed this</ReviewedNote>
            )}
          </LineEnd>
        )}
        choices={<OrderChoicesFor orderNumber={orderNumber} lines={order.lines} />}
      />
    </PageContainer>
  );
}
