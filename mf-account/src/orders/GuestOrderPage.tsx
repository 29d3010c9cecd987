import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ButtonLink, PageContainer } from '@giftshop/shared';
import { formatPrice } from '@giftshop/shared/domain';
import { cancelGuestOrder, fetchGuestOrder } from '../api/guestOrders';
import { PageHeading, PageIntro } from '../ui/PageHeading';
import { OrderChoicesView } from './OrderChoicesView';
import { OrderLayout, orderBox } from './OrderLayout';
import { OrderLoadState, OrderNotFound } from './OrderLoadState';
import { cardPaymentOwed, OrderPaymentView } from './OrderPaymentState';
import { OrderProgressView } from './OrderProgress';
import { orderPlacedLine } from './orderFormat';
import { useOrderTitle } from './useOrderTitle';

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
    // read again each time the link is opened: the order moves on in other remotes (paid on the pay page, then the
    // confirmation's private link: the page showed the declined payment it had read before)
    refetchOnMount: 'always',
  });
  useOrderTitle(query.isSuccess ? (query.data?.order.orderNumber ?? null) : undefined);
  if (query.isPending || query.isError) return <OrderLoadState query={query} />;
  const found = query.data;
  if (!found) {
    return (
      <OrderNotFound message="This link does not lead to an order. Check that you copied the whole link from your e-mail." />
    );
  }
  const { order, choices, email, progress, payment } = found;
  return (
    <PageContainer>
      <PageHeading>Order {order.orderNumber}</PageHeading>
      <PageIntro>{orderPlacedLine(order.createdAt, order.status, payment.state)}</PageIntro>
      <OrderProgressView
        order={progress}
        paymentOwed={cardPaymentOwed(payment)}
        onCancel={async () => {
          const cancelled = await cancelGuestOrder(token);
          if (cancelled) client.setQueryData(['account', 'guest-order', token], cancelled);
        }}
      />
      {/* a guest pays with the token of this link: the pay page reads it from its own fragment */}
      <OrderPaymentView
        payment={payment}
        payPath={`/checkout/pay/${encodeURIComponent(order.orderNumber)}#${encodeURIComponent(token)}`}
      />
      <OrderLayout
        order={order}
        lineEnd={(line) => <span>{formatPrice(line.lineTotal)}</span>}
        choices={<OrderChoicesView choices={choices} lines={order.lines} />}
        after={
          <section aria-labelledby="order-account" css={orderBox}>
            <h2 id="order-account">Keep it in an account</h2>
            <p css={{ marginTop: 0 }}>
              Create an account{email ? ` with ${email}` : ''}, or sign in with it, and this order appears in My Orders.
            </p>
            <ButtonLink to="/auth?redirect=/orders&tab=signup" variant="secondary">
              Create an Account
            </ButtonLink>
          </section>
        }
      />
    </PageContainer>
  );
}
