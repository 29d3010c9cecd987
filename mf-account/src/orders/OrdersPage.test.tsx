import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NavigationProvider } from '@giftshop/shared';
import type { ListedOrder } from '../api/orders';
import { OrdersPage } from './OrdersPage';

/** My Orders with the shopper's orders where its query keeps them (as fetchOrders answers). */
function renderOrders(orders: ListedOrder[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(['account', 'u1', 'orders'], orders);
  render(
    <QueryClientProvider client={client}>
      <NavigationProvider value={{ pathname: '/orders', search: '', navigate: () => undefined }}>
        <OrdersPage userId="u1" />
      </NavigationProvider>
    </QueryClientProvider>,
  );
  return screen.getAllByRole('link').filter((a) => a.textContent?.startsWith('Order'));
}

const listed = (
  orderNumber: string,
  status: string,
  paymentState: ListedOrder['paymentState'] = null,
): ListedOrder => ({
  orderNumber,
  createdAt: '2026-11-28T09:00:00Z',
  status,
  total: 75.92,
  paymentState,
});

/** Where a card says its order is: its status element, as a screen reader reads it. */
const standing = (card: HTMLElement) => card.querySelector('[data-standing]')?.textContent;

describe('OrdersPage', () => {
  it('says where every order is, a just-placed one too, and "Placed" once (QA sweep H-h)', () => {
    const [placed, shipped] = renderOrders([listed('KL-100002', 'placed'), listed('KL-100003', 'shipped')]);
    expect(placed!.textContent).toContain('Ordered Nov 28, 2026');
    expect(standing(placed!)).toBe('Status: Placed');
    expect(placed!.textContent!.match(/Placed/g)).toHaveLength(1);
    expect(standing(shipped!)).toBe('Status: Shipped');
  });

  it("says a card order waits for its payment, from the server's payment state", () => {
    const [awaiting, failed, paid, expired] = renderOrders([
      listed('KL-100004', 'placed', 'awaiting_payment'),
      listed('KL-100005', 'placed', 'payment_failed'),
      listed('KL-100006', 'placed', 'paid'),
      listed('KL-100007', 'cancelled', 'expired'),
    ]);
    expect(standing(awaiting!)).toBe('Status: Awaiting payment');
    expect(awaiting!.querySelector('[data-standing]')!.getAttribute('data-standing')).toBe('awaits-payment');
    expect(standing(failed!)).toBe('Status: Payment failed');
    expect(standing(paid!)).toBe('Status: Placed');
    expect(standing(expired!)).toBe('Status: Cancelled');
  });

  it('says a delivered gift refunded since is delivered and refunded, never cancelled (QA sweep H-g)', () => {
    const [delivered, shipped, cancelled] = renderOrders([
      listed('KL-100008', 'delivered', 'refunded'),
      listed('KL-100009', 'shipped', 'refunded'),
      listed('KL-100010', 'cancelled', 'refunded'),
    ]);
    expect(standing(delivered!)).toBe('Status: Delivered · Refunded');
    expect(standing(shipped!)).toBe('Status: Shipped · Refunded');
    // refunded before it shipped: the order was cancelled, and the money went back
    expect(standing(cancelled!)).toBe('Status: Cancelled · Refunded');
  });
});
