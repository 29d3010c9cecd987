import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BUS_CONTRACT_VERSION, createBus, NavigationProvider } from '@giftshop/shared';
import type { CardPaymentStart, PaymentState } from '../api/cardPayment';
import { PayByCardPage } from './PayByCardPage';
import { startedPayment } from './startedPayment.fixture';

/** The pay page with the order's payment as the data module read it (its rules: cardPaymentCases). */
function renderPayPage(
  payment: PaymentState | null,
  orderNumber = 'KL-100005',
  session: 'signed-in' | 'signed-out' = 'signed-in',
  /** The payment startCardPayment answered (unset: still asked for). */
  started?: CardPaymentStart,
) {
  const hub = createBus();
  hub
    .connect('test-owners', BUS_CONTRACT_VERSION)
    .publish(
      'session:state',
      session === 'signed-in'
        ? { status: 'signed-in', user: { id: 'u1', email: 'ada@example.com', displayName: 'Ada' } }
        : { status: 'signed-out', user: null },
    );
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(['card-payment-state', orderNumber], payment);
  if (started) client.setQueryData(['card-payment', orderNumber], started);
  render(
    <QueryClientProvider client={client}>
      <NavigationProvider value={{ pathname: `/checkout/pay/${orderNumber}`, search: '', navigate: () => undefined }}>
        <PayByCardPage
          bus={hub.connect('cart', BUS_CONTRACT_VERSION)}
          orderNumber={orderNumber}
          onPaid={() => undefined}
        />
      </NavigationProvider>
    </QueryClientProvider>,
  );
  return client;
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  sessionStorage.clear();
});

/** What a guest whose link finds no order is offered: no account words, no My Orders, no payment started. */
function expectGuestNotFound(client: QueryClient, orderNumber: string) {
  expect(screen.getByRole('heading', { name: "We can't find this order" })).toBeTruthy();
  expect(screen.getByText(orderNumber)).toBeTruthy();
  expect(
    screen.getByText(
      "The link you followed is incomplete, or the order cannot be found with it. Open the link to your order again, or contact us with the order number above and we'll help.",
    ),
  ).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');
  expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/products');
  expect(screen.queryByText(/in your account/)).toBeNull();
  expect(screen.queryByRole('link', { name: 'My Orders' })).toBeNull();
  expect(client.getQueryState(['card-payment', orderNumber])?.fetchStatus).toBe('idle');
}

describe('PayByCardPage', () => {
  it('opened for a cancelled order, says so, offers no card form and does not start a payment', () => {
    const client = renderPayPage({ state: 'cancelled', failure: null, orderCancelled: true, expiresAt: null });
    expect(screen.getByRole('status').textContent).toBe(
      'This order was cancelled, so it can no longer be paid. Nothing was charged.',
    );
    expect(screen.getByRole('link', { name: 'See the order' }).getAttribute('href')).toBe('/orders/KL-100005');
    expect(screen.queryByText(/waits for payment/)).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(client.getQueryState(['card-payment', 'KL-100005'])?.fetchStatus).toBe('idle');
  });

  it('says a payment taken after the cancel will be refunded', () => {
    renderPayPage({ state: 'refund_due', failure: null, orderCancelled: true, expiresAt: null });
    expect(screen.getByRole('status').textContent).toBe(
      'This order was cancelled, so it can no longer be paid. A payment was taken for it: it will be refunded to your card.',
    );
  });

  it('says a refunded payment was refunded, never that nothing was charged', () => {
    renderPayPage({ state: 'refunded', failure: null, orderCancelled: true, expiresAt: null });
    expect(screen.getByRole('status').textContent).toContain('Its payment was refunded to your card.');
    expect(screen.getByRole('status').textContent).not.toContain('Nothing was charged');
  });

  it('opened for an order the shopper has none of (a mistyped link, another account), says so and offers My Orders', () => {
    // before, the card service's refusal showed as is: 'Which order? Send its order_number.' (pay-bad-375.png)
    for (const orderNumber of ['KL-999999', '<script>', `KL-${'9'.repeat(300)}`]) {
      const client = renderPayPage(null, orderNumber);
      expect(screen.getByRole('heading', { name: 'Order not found' })).toBeTruthy();
      // in My Orders' words (mf-account OrderPage), the number quoted and cut at 60 characters (QA sweep H-d)
      expect(
        screen.getByText(`We couldn't find an order numbered “${orderNumber.slice(0, 60)}” in your account.`),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: 'My Orders' }).getAttribute('href')).toBe('/orders');
      expect(screen.queryByText(/order_number|waits for payment|could not start/)).toBeNull();
      expect(client.getQueryState(['card-payment', orderNumber])?.fetchStatus).toBe('idle');
      cleanup();
    }
  });

  it('opened signed out, offers to sign in and come back to pay, and starts no payment', () => {
    // before, the card service's refusal: 'Please sign in to pay.', with no way to
    const client = renderPayPage(null, 'KL-100005', 'signed-out');
    expect(screen.getByRole('heading', { name: 'Sign in to pay' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/auth?redirect=%2Fcheckout%2Fpay%2FKL-100005',
    );
    expect(screen.queryByRole('heading', { name: 'Order not found' })).toBeNull();
    expect(client.getQueryState(['card-payment', 'KL-100005'])?.fetchStatus).toBe('idle');
  });

  it('opened for an order already paid (Back, an old link), says it is paid and offers the order, and starts no payment', () => {
    // before: 'The payment could not start / This order is already paid.' (pay-paid-again-375.png)
    const client = renderPayPage({ state: 'paid', failure: null, orderCancelled: false, expiresAt: null });
    expect(screen.getByRole('status').textContent).toBe('This order is paid. Thank you!');
    expect(screen.getByRole('link', { name: 'See the order' }).getAttribute('href')).toBe('/orders/KL-100005');
    expect(screen.queryByText(/could not start|waits for payment/)).toBeNull();
    expect(client.getQueryState(['card-payment', 'KL-100005'])?.fetchStatus).toBe('idle');
  });

  it('opened for an order refunded after it shipped, says it was paid and refunded, and starts no payment (QA sweep H-g)', () => {
    const client = renderPayPage({ state: 'refunded', failure: null, orderCancelled: false, expiresAt: null });
    expect(screen.getByRole('status').textContent).toBe(
      'This order was paid, and its payment was refunded to your card.',
    );
    expect(screen.getByRole('link', { name: 'See the order' }).getAttribute('href')).toBe('/orders/KL-100005');
    expect(screen.queryByText(/could not start|waits for payment|cancelled/)).toBeNull();
    expect(client.getQueryState(['card-payment', 'KL-100005'])?.fetchStatus).toBe('idle');
  });

  it.each(['awaiting_payment', 'payment_failed'])(
    'unpaid (%s), offers the order under the card form, so the shopper is never stuck here',
    async (state) => {
      // before, the card form (and a declined card's message in it) had nothing under it: no way back but Back
      renderPayPage(
        { state, failure: null, orderCancelled: false, expiresAt: null },
        'KL-100005',
        'signed-in',
        startedPayment,
      );
      // the card form's code is a chunk of its own: its first import can take over a second on a loaded machine
      const form = await screen.findByRole('form', { name: 'Card details' }, { timeout: 5000 });
      const seeTheOrder = screen.getByRole('link', { name: 'See the order' });
      expect(seeTheOrder.getAttribute('href')).toBe('/orders/KL-100005');
      expect(form.compareDocumentPosition(seeTheOrder) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    },
  );

  it('keeps a hostile order number inside the order link (encoded: no other path, query or fragment)', () => {
    renderPayPage({ state: 'paid', failure: null, orderCancelled: false, expiresAt: null }, 'KL-1/../admin?x=1#y');
    expect(screen.getByRole('link', { name: 'See the order' }).getAttribute('href')).toBe(
      '/orders/KL-1%2F..%2Fadmin%3Fx%3D1%23y',
    );
  });

  it.each(['#0a1b', '#' + 'f'.repeat(63), '#%3Cscript%3E', '#%E0%A4%A'])(
    'a guest whose pay link is damaged (%s) is told plainly, without "your account", and offered help',
    (fragment) => {
      window.history.replaceState(null, '', `/checkout/pay/KL-100005${fragment}`);
      const client = renderPayPage(null, 'KL-100005', 'signed-out');
      expectGuestNotFound(client, 'KL-100005');
      expect(screen.queryByRole('heading', { name: 'Sign in to pay' })).toBeNull();
    },
  );

  it('a guest whose token finds no order (another order’s, or one no order has) is told the same', () => {
    window.history.replaceState(null, '', `/checkout/pay/KL-100005#${'a'.repeat(64)}`);
    const client = renderPayPage(null, 'KL-100005', 'signed-out');
    expectGuestNotFound(client, 'KL-100005');
  });

  it('a guest’s cancelled order leads back to its private link, not to My Orders', () => {
    window.history.replaceState(null, '', `/checkout/pay/KL-100005#${'b'.repeat(64)}`);
    renderPayPage(
      { state: 'cancelled', failure: null, orderCancelled: true, expiresAt: null },
      'KL-100005',
      'signed-out',
    );
    expect(screen.getByRole('link', { name: 'See the order' }).getAttribute('href')).toBe(
      `/orders/guest#${'b'.repeat(64)}`,
    );
  });
});
