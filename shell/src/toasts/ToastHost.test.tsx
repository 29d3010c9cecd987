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

  it('wraps a long unbroken name inside the toast, not past its edge (a 100-letter group name at 375 px)', () => {
    render(<ToastHost />);
    const name = 'W'.repeat(100);
    act(() =>
      sender.send('toast:show', { title: 'Group added to cart', description: `${name} added to your cart: 1 item.` }),
    );
    const toast = screen.getByRole('status');
    expect(toast.textContent).toContain(name);
    expect(getComputedStyle(toast).overflowWrap).toBe('anywhere');
  });

  it('uses the default duration of 4–5 s when none is given', () => {
    render(<ToastHost />);
    act(() => sender.send('toast:show', { title: 'Saved' }));
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1001));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('over the cart drawer on a phone: off its controls by the rule for every dialog, the drawer left in its place', () => {
    // happy-dom lays nothing out: the boxes a browser would give (a full-width drawer, its checkout button in the
    // stack's usual band, a 94 px stack)
    const drawer = document.createElement('div');
    drawer.setAttribute('aria-modal', 'true');
    const checkout = document.createElement('button');
    drawer.append(checkout);
    document.body.append(drawer);
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, get: () => 375 });
    const height = window.innerHeight;
    const full = new DOMRect(0, 0, 375, height);
    const checkoutBox = new DOMRect(16, height - 16 - 52, 343, 52);
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      if (this === drawer) return full;
      if (this === checkout) return checkoutBox;
      return this.localName === 'ol' ? new DOMRect(16, height - 16 - 94, 343, 94) : new DOMRect();
    });
    vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
      return (this === drawer ? [full] : []) as unknown as DOMRectList;
    });
    try {
      render(<ToastHost />);
      act(() => sender.send('toast:show', { title: 'Group added', durationMs: 3000 }));
      act(() => vi.advanceTimersByTime(50));
      const region = screen.getByRole('list', { name: 'Notifications' });
      // right above the checkout button (8 px apart), not at the top of the screen
      expect([region.style.top, region.style.bottom]).toEqual(['', `${16 + 52 + 8}px`]);
      // the live region as it was
      expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
      act(() => vi.advanceTimersByTime(3000));
      expect(screen.queryByRole('status')).toBeNull();
      expect(region.style.bottom).toBe('');
    } finally {
      drawer.remove();
      Reflect.deleteProperty(document.documentElement, 'clientWidth');
      vi.restoreAllMocks();
    }
  });
});

describe('addToast', () => {
  it('drops the oldest past the limit', () => {
    const t = (key: number) => ({ key, title: String(key), durationMs: 1000 });
    expect(addToast([t(1), t(2), t(3)], t(4), 3).map((x) => x.key)).toEqual([2, 3, 4]);
  });
});
