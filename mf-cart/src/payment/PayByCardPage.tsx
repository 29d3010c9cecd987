import styled from '@emotion/styled';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import {
  color,
  ErrorState,
  font,
  fontSize,
  PageContainer,
  radius,
  Skeleton,
  space,
  useShopNavigation,
  type ShopBus,
} from '@giftshop/shared';
import { formatClockTime, formatPrice } from '@giftshop/shared/domain';
import {
  CardPaymentError,
  fetchPaymentState,
  startCardPayment,
  waitUntilPaid,
  wasCancelled,
  type PaymentState,
} from '../api/cardPayment';
import type { CardFieldProps } from './cardField';
import { OrderCancelledNotice } from './OrderCancelledNotice';
import { SeeTheOrder } from './SeeTheOrder';
import { OrderNotFound } from '../checkout/OrderNotFound';
import { SignInForOrder } from '../checkout/SignInForOrder';
import { openedFromGuestLink, payingGuestToken } from '../checkout/placedOrders';
import { GuestOrderNotFound } from './GuestOrderNotFound';
import { useSessionState } from '../state/useSessionState';

const Card = styled.section({
  maxWidth: 560,
  margin: '0 auto',
  padding: space.xl,
  background: color.surface,
  border: `1px solid ${color.line}`,
  borderRadius: radius.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  h1: { margin: 0, fontFamily: font.display, fontSize: fontSize.display, fontWeight: 600 },
  p: { margin: 0 },
});
const Muted = styled.p({ color: color.inkMuted, fontSize: fontSize.sm });

/** Each provider's card field, loaded only here (never in a first load). A further provider adds one line. */
const cardFields: Record<string, ComponentType<CardFieldProps>> = {
  test: lazy(() => import('./testCard/TestCardField')),
  stripe: lazy(() => import('./stripe/StripeCardField')),
};

/**
 * /checkout/pay/:orderNumber — a card order, placed awaiting payment, is paid
 * here with the provider's own card field. The amount is the one the server
 * charged (the page sends none); the order and the cart are kept until the
 * provider's webhook marks the order paid, then `onPaid` empties the cart.
 * A guest's order is paid with its private token: the one checkout kept for
 * the tab, or the one in this page's fragment (#<token>, from the order's
 * private page), never with a session.
 */
export function PayByCardPage({ bus, orderNumber, onPaid }: { bus: ShopBus; orderNumber: string; onPaid: () => void }) {
  const { navigate } = useShopNavigation();
  const queryClient = useQueryClient();
  // a guest's order is paid with its private token (from checkout, or the order's private link)
  const [guestToken] = useState(() => payingGuestToken(orderNumber));
  // otherwise a card order is its shopper's: signed out (an old link, another browser), the way on is to sign in
  const session = useSessionState(bus);
  const signedOut = !guestToken && session?.status === 'signed-out';
  // a guest's pay link whose token is damaged or cut short (#…, but no token): signed out, there is no account
  // to sign in to, so it says what helps instead
  const [damagedGuestLink] = useState(() => !guestToken && openedFromGuestLink());
  const [confirming, setConfirming] = useState<'waiting' | 'late' | null>(null);
  // the card went through, but the order had been cancelled meanwhile: money was taken, whatever the order's
  // row says yet (the provider's webhook, which marks it refund_due, may come after the card field's answer)
  const [chargedAfterCancel, setChargedAfterCancel] = useState(false);
  // read alongside the start: a cancelled order (an old link) is told so, with no card form
  const order = useQuery({
    queryKey: ['card-payment-state', orderNumber],
    queryFn: () => fetchPaymentState(orderNumber, guestToken),
    retry: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const cancelled = wasCancelled(order.data);
  // no such order for this shopper (a mistyped or old link, another account's order): said so, not the card
  // service's refusal
  const missing = order.data === null;
  // already paid (Back after paying, an old link): nothing to pay, and no "payment could not start"
  const paid = !cancelled && order.data?.state === 'paid';
  // paid, then refunded after it shipped (the order stays shipped or delivered): nothing to pay either
  const refunded = !cancelled && order.data?.state === 'refunded';
  const payment = useQuery({
    queryKey: ['card-payment', orderNumber],
    queryFn: () => startCardPayment(orderNumber, guestToken),
    enabled: !cancelled && !missing && !paid && !refunded && !signedOut,
    retry: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  const succeeded = async () => {
    setConfirming('waiting');
    const outcome = await waitUntilPaid(orderNumber, guestToken);
    if (outcome === 'cancelled') {
      setConfirming(null);
      setChargedAfterCancel(true);
      return void order.refetch();
    }
    if (outcome === 'late') return setConfirming('late');
    // what this page read before paying is kept for its next opening (Back from the confirmation): it would show
    // the card form again, "waits for payment", for the paid order; it is paid, and its payment is over
    queryClient.setQueryData<PaymentState | null>(['card-payment-state', orderNumber], (read) =>
      read ? { ...read, state: 'paid', failure: null } : read,
    );
    queryClient.removeQueries({ queryKey: ['card-payment', orderNumber], exact: true });
    onPaid();
    navigate(`/checkout/confirmation/${encodeURIComponent(orderNumber)}`);
  };

  const Field = payment.data ? cardFields[payment.data.provider] : undefined;
  // the start's refusal waits for the order's state, which may say why in the shop's words
  const error = order.isPending ? null : payment.error;
  return (
    <PageContainer>
      <Card aria-labelledby="pay-title">
        <h1 id="pay-title">Pay by card</h1>
        <p>
          Order <strong>{orderNumber}</strong>
          {payment.data && !cancelled && (
            <>
              {' '}
              · <strong>{formatPrice(payment.data.amount_cents / 100)}</strong>
            </>
          )}
        </p>
        {signedOut && damagedGuestLink ? (
          <GuestOrderNotFound />
        ) : signedOut ? (
          <SignInForOrder
            title="Sign in to pay"
            message="An order placed with an account is kept there. Ordered as a guest? Pay from the link to your order."
            returnTo={`/checkout/pay/${orderNumber}`}
          />
        ) : cancelled ? (
          <OrderCancelledNotice
            orderNumber={orderNumber}
            guestToken={guestToken}
            payment={
              order.data?.state === 'refunded'
                ? 'refunded'
                : chargedAfterCancel || order.data?.state === 'refund_due'
                  ? 'refund_due'
                  : 'none'
            }
          />
        ) : missing ? (
          // "in your account" is for a signed-in shopper's own orders only; a guest's link says what helps
          !guestToken && session?.status === 'signed-in' ? (
            <OrderNotFound orderNumber={orderNumber} />
          ) : (
            <GuestOrderNotFound />
          )
        ) : paid ? (
          <>
            <p role="status">
              <strong>This order is paid.</strong> Thank you!
            </p>
            <SeeTheOrder orderNumber={orderNumber} guestToken={guestToken} />
          </>
        ) : refunded ? (
          <>
            <p role="status">
              <strong>This order was paid</strong>, and its payment was refunded to your card.
            </p>
            <SeeTheOrder orderNumber={orderNumber} guestToken={guestToken} />
          </>
        ) : (
          <>
            {payment.data && (
              <Muted>Your order is saved and waits for payment until {formatClockTime(payment.data.expires_at)}.</Muted>
            )}
            {(payment.isPending || (payment.error && order.isPending)) && <Skeleton height={180} />}
            {error && (
              <ErrorState
                title="The payment could not start"
                message={error.message}
                onRetry={error instanceof CardPaymentError && !error.retry ? undefined : () => void payment.refetch()}
                retryLabel="Try Again"
              />
            )}
            {confirming === 'waiting' && <p role="status">Payment received. Confirming your order…</p>}
            {confirming === 'late' && (
              <p role="status">
                Your payment went through; the order will show as paid {guestToken ? 'on its page' : 'in My Orders'} in
                a moment.
              </p>
            )}
            {payment.data && !confirming && Field && (
              <Suspense fallback={<Skeleton height={180} />}>
                <Field payment={payment.data} onSucceeded={() => void succeeded()} />
              </Suspense>
            )}
            {payment.data && !Field && <p role="alert">This shop's card provider is not available in this build.</p>}
            {/* under the card form, a declined card's message and a start that failed: never stuck here unpaid */}
            <SeeTheOrder orderNumber={orderNumber} guestToken={guestToken} />
          </>
        )}
      </Card>
    </PageContainer>
  );
}
