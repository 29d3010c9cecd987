import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OrderLoadState, OrderNotFound, type OrderQueryState } from './OrderLoadState';

const settled: OrderQueryState = { isPending: false, isError: false, error: null, refetch: () => undefined };

describe('OrderLoadState', () => {
  it('shows a busy skeleton while the order loads', () => {
    render(<OrderLoadState query={{ ...settled, isPending: true }} />);
    expect(screen.getByLabelText('Loading your order').getAttribute('aria-busy')).toBe('true');
  });

  it('says the order could not be loaded, with the reason, and retries on Retry', async () => {
    let retries = 0;
    render(
      <OrderLoadState
        query={{
          ...settled,
          isError: true,
          error: new Error('The shop is not answering.'),
          refetch: () => (retries += 1),
        }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain("We couldn't load this order");
    expect(screen.getByRole('alert').textContent).toContain('The shop is not answering.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retries).toBe(1);
  });

  it('renders nothing once the query has its answer', () => {
    const { container } = render(<OrderLoadState query={settled} />);
    expect(container.textContent).toBe('');
  });
});

describe('OrderNotFound', () => {
  it('says the order was not found, with the page’s message and next step', () => {
    render(
      <OrderNotFound message="This link does not lead to an order.">
        <a href="/orders">Back to My Orders</a>
      </OrderNotFound>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Order not found');
    expect(screen.getByRole('alert').textContent).toContain('This link does not lead to an order.');
    expect(screen.getByRole('link', { name: 'Back to My Orders' })).toBeTruthy();
  });
});
