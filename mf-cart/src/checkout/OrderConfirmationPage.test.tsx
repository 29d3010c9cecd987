import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BUS_CONTRACT_VERSION, createBus, createShopQueryClient, NavigationProvider } from '@giftshop/shared';
import { toPlacedOrder } from '../api/orders';
import { OrderConfirmationPage } from './OrderConfirmationPage';
import { rememberPlacedOrder } from './placedOrders';

/** The confirmation of an order just placed (as place_order answered it), for a signed-in shopper. */
function renderConfirmation(orderNumber: string) {
  const hub = createBus();
  hub.connect('test-owners', BUS_CONTRACT_VERSION).publish('session:state', {
    status: 'signed-in',
    user: { id: 'u1', email: 'ada@example.com', displayName: 'Ada' },
  });
  render(
    <QueryClientProvider client={createShopQueryClient()}>
      <NavigationProvider value={{ pathname: `/checkout/confirmation/${orderNumber}`, search: '', navigate: () => {} }}>
        <OrderConfirmationPage bus={hub.connect('cart', BUS_CONTRACT_VERSION)} orderNumber={orderNumber} />
      </NavigationProvider>
    </QueryClientProvider>,
  );
}

const placed = (orderNumber: string, gift_message: string | null) =>
  toPlacedOrder({
    order_number: orderNumber,
    created_at: '2026-11-28T10:00:00Z',
    status: 'placed',
    total: 26.95,
    subtotal: 20,
    shipping: 6.95,
    gift_message,
  });

describe('the order confirmation', () => {
  it('shows the gift message with its line breaks, as text (QA sweep defect #8)', () => {
    const message = 'Dear Anna,\n\nHappy <b>birthday</b>!\nAda';
    rememberPlacedOrder(placed('KL-9001', message));
    renderConfirmation('KL-9001');
    const shown = screen.getByTestId('gift-message');
    // the text node holds the breaks; pre-line shows them (jsdom has no layout to measure)
    expect(shown.textContent).toBe(message);
    expect(getComputedStyle(shown).whiteSpace).toBe('pre-line');
    expect(shown.querySelector('b')).toBeNull();
    expect(screen.getByText('Your gift message')).toBeTruthy();
  });

  it('says nothing of a gift message when there is none', () => {
    rememberPlacedOrder(placed('KL-9002', null));
    renderConfirmation('KL-9002');
    expect(screen.getByTestId('order-number').textContent).toBe('KL-9002');
    expect(screen.queryByTestId('gift-message')).toBeNull();
  });
});
