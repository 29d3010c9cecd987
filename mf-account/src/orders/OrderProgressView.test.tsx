import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { OrderProgress } from '../api/orderDelivery';
import { OrderProgressView } from './OrderProgress';

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const placed = (over: Partial<OrderProgress> = {}): OrderProgress => ({
  orderNumber: 'KL-100001',
  status: 'placed',
  shippingMethod: 'standard',
  arrivesEarliest: null,
  arrivesLatest: null,
  trackingNumber: null,
  cancellableUntil: inAnHour(),
  shippedAt: null,
  deliveredAt: null,
  cancelledAt: null,
  ...over,
});
const wrap = (ui: ReactNode) => render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

describe('OrderProgressView (the signed-in order page and the guest link)', () => {
  it('cancels only after "Yes, cancel order", once', async () => {
    let cancels = 0;
    wrap(<OrderProgressView order={placed()} onCancel={async () => void (cancels += 1)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(cancels).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
    await waitFor(() => expect(cancels).toBe(1));
  });

  it('"Keep it" cancels nothing', async () => {
    let cancels = 0;
    wrap(<OrderProgressView order={placed()} onCancel={async () => void (cancels += 1)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    expect(cancels).toBe(0);
  });

  it('shows the database’s refusal as it said it', async () => {
    wrap(
      <OrderProgressView
        order={placed()}
        onCancel={() =>
          Promise.reject(new Error('Order KL-100001 is already being made, so it can no longer be cancelled.'))
        }
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Order KL-100001 is already being made, so it can no longer be cancelled.',
    );
  });

  it('keeps focus with the shopper at each step: Keep it when asked, Cancel order after it, then what happened', async () => {
    const user = userEvent.setup();
    const { rerender } = wrap(
      <OrderProgressView order={placed()} onCancel={() => Promise.reject(new Error('<b>Already</b> being made.'))} />,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep it' })));
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel order' })));
    // refused: the database's words, as text, focused
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toBe('<b>Already</b> being made.');
    await waitFor(() => expect(document.activeElement).toBe(refusal));
    // done: the order says it is cancelled, and focus is there
    let cancelled = placed();
    const client = new QueryClient();
    const cancelling = () =>
      new Promise<void>((resolve) => {
        cancelled = placed({ status: 'cancelled', cancelledAt: new Date().toISOString() });
        resolve();
      });
    rerender(
      <QueryClientProvider client={client}>
        <OrderProgressView key="again" order={cancelled} onCancel={cancelling} />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
    await waitFor(() => expect(cancelled.status).toBe('cancelled'));
    rerender(
      <QueryClientProvider client={client}>
        <OrderProgressView key="again" order={cancelled} onCancel={cancelling} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^Cancelled on /));
  });

  it('offers no Cancel once production has started, or once cancelled', () => {
    const { unmount } = wrap(
      <OrderProgressView
        order={placed({ cancellableUntil: new Date(Date.now() - 1000).toISOString() })}
        onCancel={async () => undefined}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    unmount();
    wrap(
      <OrderProgressView
        order={placed({ status: 'cancelled', cancelledAt: new Date().toISOString() })}
        onCancel={async () => undefined}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.getByTestId('order-progress').textContent).toContain('Cancelled');
  });
});
