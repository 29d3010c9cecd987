import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FocusOnNavigation } from './FocusOnNavigation';

let go: (to: string) => void = () => undefined;
function Navigator() {
  const navigate = useNavigate();
  go = (to) => void navigate(to);
  return null;
}

let late: () => void = () => undefined;
/** A page whose heading arrives later, as a remote's page does while its code or data loads. */
function LatePage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    late = () => setReady(true);
  }, []);
  return ready ? <h1>Thank you for your order!</h1> : <p>Loading…</p>;
}

function Shop({ at }: { at: string }) {
  return (
    <MemoryRouter initialEntries={[at]}>
      <Navigator />
      <button type="button">Cart, 1 item</button>
      <main id="main" tabIndex={-1}>
        <Routes>
          <Route path="/products" element={<h1>All Products</h1>} />
          <Route path="/checkout" element={<h1>Checkout</h1>} />
          <Route path="/checkout/confirmation" element={<LatePage />} />
        </Routes>
      </main>
      <FocusOnNavigation mainId="main" />
    </MemoryRouter>
  );
}

const focused = () => document.activeElement;

describe('focus after navigation', () => {
  it("leaves the first page's focus alone, then takes each new page's focus to its heading", () => {
    render(<Shop at="/products" />);
    const cart = screen.getByRole('button', { name: 'Cart, 1 item' });
    cart.focus();
    expect(focused()).toBe(cart);

    act(() => go('/checkout'));
    const heading = screen.getByRole('heading', { name: 'Checkout' });
    expect(focused()).toBe(heading);
    // Focusable by script, not a Tab stop.
    expect(heading.getAttribute('tabindex')).toBe('-1');

    // A new query on the same page is no new page.
    cart.focus();
    act(() => go('/checkout?step=details'));
    expect(focused()).toBe(cart);

    act(() => go('/products'));
    expect(focused()).toBe(screen.getByRole('heading', { name: 'All Products' }));
  });

  it('focuses a heading that arrives after the page, when it arrives', async () => {
    render(<Shop at="/checkout" />);
    act(() => go('/checkout/confirmation'));
    expect(focused()).toBe(document.body);
    await act(async () => late());
    expect(focused()).toBe(screen.getByRole('heading', { name: 'Thank you for your order!' }));
  });

  it('moves nothing once the shopper has pressed a key or tapped while the page loads', async () => {
    render(<Shop at="/checkout" />);
    const cart = screen.getByRole('button', { name: 'Cart, 1 item' });
    act(() => go('/checkout/confirmation'));
    cart.focus();
    fireEvent.keyDown(cart, { key: 'Tab' });
    await act(async () => late());
    expect(focused()).toBe(cart);
  });
});
