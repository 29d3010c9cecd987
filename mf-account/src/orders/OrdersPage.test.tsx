import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NavigationProvider } from '@giftshop/shared';
import { type OrderSummary } from '@giftshop/shared/domain';
import { OrdersPage } from './OrdersPage';

/** My Orders with the shopper's orders where its query keeps them (as fetchOrders answers). */
function renderOrders(orders: OrderSummary[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(['account', 'u1', 'orders'], orders);
  render(
    <QueryClientProvider client={client}>
      <NavigationProvider value={{ pathname: '/orders', search: '', navigate: () => undefined }}>
        <OrdersPage userId="u1" />
      </NavigationProvider>
    </QueryClientProvider>,
  );
}

const summary = (orderNumber: string, status: string): OrderSummary => ({
  orderNumber,
  createdAt: '2026-11-28T09:00:00Z',
  status,
  total: 75.92,
});

describe('OrdersPage', () => {
  it('says "Placed" once: the status only once the order has moved on (QA sweep H-h)', () => {
    renderOrders([summary('KL-100002', 'placed'), summary('KL-100003', 'shipped')]);
    const [placed, shipped] = screen.getAllByRole('link').filter((a) => a.textContent?.startsWith('Order'));
    expect([...placed!.querySelectorAll('span')].map((s) => s.textContent)).toEqual(['Placed Nov 28, 2026']);
    expect(placed!.textContent!.match(/Placed/g)).toHaveLength(1);
    expect([...shipped!.querySelectorAll('span')].map((s) => s.textContent)).toEqual([
      'Placed Nov 28, 2026',
      'Shipped',
    ]);
  });
});
