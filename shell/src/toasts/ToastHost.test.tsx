import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectBus } from '@giftshop/shared';
import { ToastHost } from './ToastHost';
import { addToast } from './toastQueue';

const sender = connectBus('cart', __BUS_CONTRACT_VERSION__);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('ToastHost', () => {
  it('shows a toast sent on the bus and removes it after its duration', () => {
    render(<ToastHost />);
    act(() =>
      sender.send('toast:show', {
        title: 'Added to cart',
        description: 'Mug has been added to your cart.',
        durationMs: 3000,
      }),
    );
    expect(screen.getByRole('status').textContent).toContain('Added to cart');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(2));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps at most 3 visible, the newest ones', () => {
    render(<ToastHost />);
    act(() => {
      for (const title of ['one', 'two', 'three', 'four']) sender.send('toast:show', { title });
    });
    const items = screen.getAllByRole('status');
    expect(items.map((i) => i.querySelector('strong')?.textContent)).toEqual(['two', 'three', 'four']);
  });

  it('shows destructive toasts as alerts and renders hostile text as text', () => {
    render(<ToastHost />);
    act(() =>
      sender.send('toast:show', {
        title: 'Sign in failed',
        description: '<img src=x onerror=alert(1)>',
        variant: 'destructive',
      }),
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(alert.querySelector('img')).toBeNull();
  });

  it('uses the default duration of 4–5 s when none is given', () => {
    render(<ToastHost />);
    act(() => sender.send('toast:show', { title: 'Saved' }));
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1001));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('addToast', () => {
  it('drops the oldest past the limit', () => {
    const t = (key: number) => ({ key, title: String(key), durationMs: 1000 });
    expect(addToast([t(1), t(2), t(3)], t(4), 3).map((x) => x.key)).toEqual([2, 3, 4]);
  });
});
