import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NavigationProvider } from '@giftshop/shared';
import type { PaymentState } from '../api/cardPayment';
import { PayByCardPage } from './PayByCardPage';

/** The pay page with the order's payment as the data module read it (its rules: cardPaymentCases). */
function renderPayPage(payment: PaymentState) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(['card-payment-state', 'KL-100005'], payment);
  render(
    <QueryClientProvider client={client}>
      <NavigationProvider value={{ pathname: '/checkout/pay/KL-100005', search: '', navigate: () => undefined }}>
        <PayByCardPage orderNumber="KL-100005" onPaid={() => undefined} />
      </NavigationProvider>
    </QueryClientProvider>,
  );
  return client;
}

describe('PayByCardPage', () => {
  it('opened for a cancelled order, says so, offers no card form and does not start a payment', () => {
    const client = renderPayPage({ state: 'cancelled', failure: null, orderCancelled: true });
    expect(screen.getByRole('status').textContent).toBe(
      'This order was cancelled, so it can no longer be paid. Nothing was charged.',
    );
    expect(screen.getByRole('link', { name: 'See the order' }).getAttribute('href')).toBe('/orders/KL-100005');
    expect(screen.queryByText(/waits for payment/)).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(client.getQueryState(['card-payment', 'KL-100005'])?.fetchStatus).toBe('idle');
  });

  it('says a payment taken after the cancel will be refunded', () => {
    renderPayPage({ state: 'refund_due', failure: null, orderCancelled: true });
    expect(screen.getByRole('status').textContent).toBe(
      'This order was cancelled, so it can no longer be paid. A payment was taken for it: it will be refunded to your card.',
    );
  });

  it('says a refunded payment was refunded, never that nothing was charged', () => {
    renderPayPage({ state: 'refunded', failure: null, orderCancelled: true });
    expect(screen.getByRole('status').textContent).toContain('Its payment was refunded to your card.');
    expect(screen.getByRole('status').textContent).not.toContain('Nothing was charged');
  });
});
