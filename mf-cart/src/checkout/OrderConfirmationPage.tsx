import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import {
  ButtonLink,
  color,
  ErrorState,
  font,
  fontSize,
  PageContainer,
  radius,
  type ShopBus,
  Skeleton,
  space,
} from '@giftshop/shared';
import { invoiceLines, orderTotalLines } from '@giftshop/shared/domain';
import { fetchPlacedOrderLines } from '../api/placedOrderLines';
import { fetchPaymentState } from '../api/cardPayment';
import { fetchPlacedOrder } from '../api/orders';
import { useSessionState } from '../state/useSessionState';
import { shopperTextWraps } from '../ui/shopperText';
import { Actions } from './checkoutLayout';
import { CONFIRMATION_TITLES, ConfirmationStatus } from './ConfirmationStatus';
import { confirmationEmailed, confirmationOutcome } from './confirmationOutcome';
import { OrderNotFound } from './OrderNotFound';
import { SignInForOrder } from './SignInForOrder';
import { GuestOrderLink } from './GuestOrderLink';
import { PlacedOrderLines } from './PlacedOrderLines';
import { guestOrderToken, recentlyPlacedOrder } from './placedOrders';

const Card = styled.section({
  maxWidth: 640,
  margin: '0 auto',
  padding: space.xl,
  background: color.surface,
  border: `1px solid ${color.line}`,
  borderRadius: radius.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  textAlign: 'center',
  alignItems: 'center',
  h1: { margin: 0, fontFamily: font.display, fontSize: fontSize.display, fontWeight: 600 },
  p: { margin: 0, color: color.inkMuted },
});
const OrderNumberLine = styled.strong({ display: 'block', fontSize: fontSize.xl, fontWeight: 700, color: color.ink });
/** KL-100002 stays whole: at 375 px the line broke at its hyphen. */
const OrderNumber = styled.span({ whiteSpace: 'nowrap' });
const Totals = styled.dl({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  gap: `${space.xs} ${space.lg}`,
  margin: 0,
  dt: { textAlign: 'left', color: color.inkMuted },
  dd: { margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  div: { display: 'contents' },
});
/** The gift message as it will be printed: its line breaks shown (pre-line), as text, never markup. */
const GiftMessage = styled.figure({
  alignSelf: 'stretch',
  margin: 0,
  padding: space.md,
  background: color.surfaceMuted,
  borderRadius: radius.md,
  textAlign: 'left',
  figcaption: { fontWeight: 600, marginBottom: space.xs },
  blockquote: { margin: 0, whiteSpace: 'pre-line', color: color.ink, ...shopperTextWraps },
});

/** How an order paid by invoice is paid, who it is made out to and its PO number, as the order page and the e-mail say it. */
const Invoice = styled.section({
  alignSelf: 'stretch',
  padding: space.md,
  background: color.surfaceMuted,
  borderRadius: radius.md,
  textAlign: 'left',
  // as the heading of the lines below it
  h2: { margin: `0 0 ${space.xs}`, fontFamily: font.body, fontSize: fontSize.md, fontWeight: 600 },
  p: { color: color.ink, ...shopperTextWraps },
});

/**
 * /checkout/confirmation/:orderNumber — the order is placed; here is its number. Reached again later (its address
 * typed, Back or Forward), it says what the order is now: a card order not paid yet offers Pay now, a cancelled or
 * expired one says so (its state read afresh each time the page opens: ConfirmationStatus).
 */
export function OrderConfirmationPage({ bus, orderNumber }: { bus: ShopBus; orderNumber: string }) {
  const session = useSessionState(bus);
  const known = recentlyPlacedOrder(orderNumber);
  const signedIn = session?.status === 'signed-in';
  // a guest's order: its private link (this tab was given its token), through which it is read again after a reload
  const guestToken = guestOrderToken(orderNumber);
  const query = useQuery({
    queryKey: ['placed-order', session?.user?.id, orderNumber, guestToken],
    queryFn: () => fetchPlacedOrder(orderNumber, guestToken),
    enabled: !known && (signedIn || !!guestToken) && orderNumber.length > 0,
    initialData: known,
  });
  const order = query.data;
  // its lines, a group order's under the name the order keeps (QA sweep #14); the confirmation stands without them
  const lines = useQuery({
    queryKey: ['placed-order-lines', session?.user?.id, orderNumber],
    queryFn: () => fetchPlacedOrderLines(orderNumber, guestToken),
    enabled: !!order && (signedIn || !!guestToken),
    retry: false,
  });
  // what the order is now (paid, still to pay, cancelled): the order read at Place Order may be long past
  const payment = useQuery({
    queryKey: ['placed-order-payment', session?.user?.id, orderNumber, guestToken],
    queryFn: () => fetchPaymentState(orderNumber, guestToken),
    enabled: !!order && (signedIn || !!guestToken),
    refetchOnMount: 'always',
    retry: false,
  });
  // a read that failed says nothing of the order's progress (never "started" for what may be unpaid)
  const outcome = payment.isError && !payment.data ? 'unknown' : confirmationOutcome(payment.data);

  if (!order && guestToken) {
    return (
      <PageContainer>
        <Card aria-labelledby="confirmation-title">
          <h1 id="confirmation-title">Thank you for your order!</h1>
          <OrderNumberLine>
            Order number <OrderNumber data-testid="order-number">{orderNumber}</OrderNumber>
          </OrderNumberLine>
          <GuestOrderLink token={guestToken} />
        </Card>
      </PageContainer>
    );
  }
  if (!order) {
    if (session?.status === 'signed-out') {
      return (
        <PageContainer>
          <SignInForOrder
            title="Sign in to see your order"
            message="An order placed with an account is kept there. Ordered as a guest? See it from the link to your order in your confirmation e-mail."
            returnTo={`/checkout/confirmation/${orderNumber}`}
          />
        </PageContainer>
      );
    }
    if (query.isError) {
      return (
        <PageContainer>
          <ErrorState
            title="We couldn't load your order"
            message={query.error.message}
            onRetry={() => void query.refetch()}
          />
        </PageContainer>
      );
    }
    if (!signedIn || query.isPending) {
      return (
        <PageContainer aria-busy="true">
          <Skeleton css={{ maxWidth: 640, height: 280, margin: '0 auto', borderRadius: radius.lg }} />
        </PageContainer>
      );
    }
    return (
      <PageContainer>
        <OrderNotFound orderNumber={orderNumber} />
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <Card aria-labelledby="confirmation-title">
        <h1 id="confirmation-title">{CONFIRMATION_TITLES[outcome]}</h1>
        <ConfirmationStatus
          outcome={outcome}
          payment={payment.data}
          orderNumber={order.orderNumber}
          cancellableUntil={order.cancellableUntil}
        />
        <OrderNumberLine>
          Order number <OrderNumber data-testid="order-number">{order.orderNumber}</OrderNumber>
        </OrderNumberLine>
        {/* with the volume price it was charged, as checkout and the order page list them: the amounts add up */}
        <Totals>
          {orderTotalLines(order).map((line) => (
            <div key={line.kind}>
              <dt>{line.kind === 'total' ? <strong>{line.label}</strong> : line.label}</dt>
              <dd>{line.kind === 'total' ? <strong>{line.amount}</strong> : line.amount}</dd>
            </div>
          ))}
        </Totals>
        {order.invoice && (
          <Invoice aria-labelledby="confirmation-invoice" data-testid="invoice">
            <h2 id="confirmation-invoice">Payment</h2>
            {invoiceLines(order.invoice).map((line) => (
              <p key={line}>{line}</p>
            ))}
          </Invoice>
        )}
        <PlacedOrderLines entries={lines.data ?? []} />
        {order.giftMessage && (
          <GiftMessage>
            <figcaption>Your gift message</figcaption>
            <blockquote data-testid="gift-message">{order.giftMessage}</blockquote>
          </GiftMessage>
        )}
        {guestToken ? (
          <GuestOrderLink token={guestToken} emailed={confirmationEmailed(payment.data)} />
        ) : (
          <Actions css={{ justifyContent: 'center' }}>
            <ButtonLink to={`/orders/${encodeURIComponent(order.orderNumber)}`}>View Order</ButtonLink>
            <ButtonLink to="/products" variant="secondary">
              Continue Shopping
            </ButtonLink>
          </Actions>
        )}
      </Card>
    </PageContainer>
  );
}
