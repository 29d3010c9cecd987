import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NavigationProvider } from '@giftshop/shared';
import type { OrderPayment } from '../api/orderPayment';
import { orderPaymentQuery, OrderPaymentState } from './OrderPaymentState';

const awaiting: OrderPayment = {
  method: 'card',
  state: 'awaiting_payment',
  orderCancelled: false,
  failure: null,
  expiresAt: '2026-11-28T09:26:00Z',
  reference: 'pi_1',
  refundReference: null,
  total: 24,
  refundedAt: null,
};

/** The box with the payment the data module answered (its rules: cardPaymentCases). */
function renderPayment(payment: OrderPayment) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(orderPaymentQuery('KL-100005').queryKey, payment);
  render(
    <QueryClientProvider client={client}>
      <NavigationProvider value={{ pathname: '/orders/KL-100005', search: '', navigate: () => undefined }}>
        <OrderPaymentState orderNumber="KL-100005" />
      </NavigationProvider>
    </QueryClientProvider>,
  );
  return screen.getByTestId('order-payment');
}

describe('OrderPaymentState', () => {
  it('offers Pay now while a placed order awaits payment', () => {
    renderPayment(awaiting);
    expect(screen.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe('/checkout/pay/KL-100005');
  });

  it('offers no Pay now on a cancelled order, and says nothing was charged', () => {
    const box = renderPayment({ ...awaiting, state: 'cancelled', orderCancelled: true });
    expect(screen.queryByRole('link', { name: /Pay now|Try another card/ })).toBeNull();
    expect(box.textContent).toContain('Not charged: the order was cancelled');
  });

  it('offers no Pay now on a cancelled order whose payment still reads awaiting', () => {
    const box = renderPayment({ ...awaiting, orderCancelled: true });
    expect(screen.queryByRole('link', { name: /Pay now/ })).toBeNull();
    expect(box.textContent).not.toContain('Awaiting payment');
  });

  it('says a payment taken after the cancel will be refunded', () => {
    const box = renderPayment({ ...awaiting, state: 'refund_due', orderCancelled: true });
    expect(box.textContent).toContain('Paid, and the order was cancelled: the payment will be refunded to your card');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says how much was refunded and when, for a delivered gift refunded since or a cancelled order (QA sweep H-g)', () => {
    const given = { ...awaiting, refundReference: 're_1', refundedAt: '2026-11-29T15:04:00Z', expiresAt: null };
    const delivered = renderPayment({ ...given, state: 'refunded' });
    expect(delivered.textContent).toContain('Refunded $24.00 on Sun, Nov 29');
    expect(delivered.textContent).not.toMatch(/cancelled|Pay now/i);
    expect(delivered.textContent).toContain('Refund reference: re_1');
  });

  it('a paid order cancelled with the provider says it was refunded, not merely "Payment cancelled"', () => {
    const box = renderPayment({
      ...awaiting,
      state: 'cancelled',
      orderCancelled: true,
      refundReference: 're_2',
      refundedAt: '2026-11-29T15:04:00Z',
    });
    expect(box.textContent).toContain('Refunded $24.00 on Sun, Nov 29');
    expect(box.textContent).not.toContain('Payment cancelled');
  });
});
