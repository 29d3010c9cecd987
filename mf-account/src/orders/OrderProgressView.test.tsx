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
  it('cancels only after "Yes, Cancel Order", once', async () => {
    let cancels = 0;
    wrap(<OrderProgressView order={placed()} onCancel={async () => void (cancels += 1)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    expect(cancels).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Cancel Order' }));
    await waitFor(() => expect(cancels).toBe(1));
  });

  it('"Keep It" cancels nothing', async () => {
    let cancels = 0;
    wrap(<OrderProgressView order={placed()} onCancel={async () => void (cancels += 1)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep It' }));
    expect(screen.getByRole('button', { name: 'Cancel Order' })).toBeTruthy();
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
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Cancel Order' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Order KL-100001 is already being made, so it can no longer be cancelled.',
    );
  });

  it('keeps focus with the shopper at each step: Keep It when asked, Cancel Order after it, then what happened', async () => {
    const user = userEvent.setup();
    const { rerender } = wrap(
      <OrderProgressView order={placed()} onCancel={() => Promise.reject(new Error('<b>Already</b> being made.'))} />,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel Order' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep It' })));
    await user.click(screen.getByRole('button', { name: 'Keep It' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel Order' })));
    // refused: the database's words, as text, focused
    await user.click(screen.getByRole('button', { name: 'Cancel Order' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Cancel Order' }));
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
    await user.click(screen.getByRole('button', { name: 'Cancel Order' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Cancel Order' }));
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
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
    unmount();
    wrap(
      <OrderProgressView
        order={placed({ status: 'cancelled', cancelledAt: new Date().toISOString() })}
        onCancel={async () => undefined}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
    expect(screen.getByTestId('order-progress').textContent).toContain('Cancelled');
  });

  it('a cancelled order says nothing will be made or sent; a delivered one refunded since stays delivered (QA sweep H-g)', () => {
    const cancelledAt = '2026-11-29T12:00:00Z';
    const { unmount } = wrap(
      <OrderProgressView order={placed({ status: 'cancelled', cancelledAt })} onCancel={async () => undefined} />,
    );
    expect(screen.getByTestId('order-progress').textContent).toContain(
      'Cancelled on Sun, Nov 29. Nothing will be made or sent.',
    );
    unmount();
    // record_card_refund leaves a shipped or delivered order where it is (20250609059000): its steps say Delivered
    wrap(
      <OrderProgressView
        order={placed({
          status: 'delivered',
          trackingNumber: '1ZCARD00012345',
          shippedAt: '2026-11-27T12:00:00Z',
          deliveredAt: '2026-11-28T12:00:00Z',
        })}
        onCancel={async () => undefined}
      />,
    );
    const box = screen.getByTestId('order-progress');
    expect(box.textContent).not.toMatch(/Cancelled|Nothing will be made or sent/);
    expect(box.querySelector('[aria-current="step"]')?.textContent).toBe('Delivered');
    expect(box.textContent).toContain('1ZCARD00012345');
  });

  it('a card order waiting for its payment promises no arrival: not started until paid (QA sweep H-d)', () => {
    // a declined card's order said "Arrives by Thu, Dec 10" and "when we start making it" beside "Payment failed"
    const order = placed({ arrivesEarliest: '2026-12-08', arrivesLatest: '2026-12-10' });
    const { unmount } = wrap(<OrderProgressView order={order} onCancel={async () => undefined} paymentOwed />);
    const box = screen.getByTestId('order-progress');
    expect(box.textContent).toContain('Not started yet: we start making it once it is paid.');
    expect(box.textContent).not.toMatch(/Arrives|when we start making it/);
    // no time to cancel by: the production's could fall after the payment's deadline, when the order expires by
    // itself (H-d: "You can cancel until 10:07 AM" beside "waits for payment until 9:37 AM")
    expect(box.textContent).toContain('You can cancel it while it waits for payment.');
    expect(box.textContent).not.toMatch(/cancel until/);
    expect(screen.getByRole('button', { name: 'Cancel Order' })).toBeTruthy();
    unmount();
    // paid (or paid on delivery, invoice): the arrival date and the production start, as before
    wrap(<OrderProgressView order={order} onCancel={async () => undefined} />);
    expect(screen.getByTestId('order-progress').textContent).toContain('Arrives by');
    expect(screen.getByTestId('order-progress').textContent).toContain(', when we start making it.');
  });
});
