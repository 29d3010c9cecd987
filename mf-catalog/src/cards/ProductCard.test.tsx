import type { Window as HappyWindow } from 'happy-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureShop } from '@giftshop/shared';
import { type ProductSummary } from '@giftshop/shared/domain';
import { ProductCard } from './ProductCard';

/** happy-dom's own controls: the viewport's width, which the shop's media queries read. */
const { happyDOM } = window as unknown as HappyWindow;

const product = (over: Partial<ProductSummary> = {}): ProductSummary => ({
  id: 7,
  sku: 'MUG/11 OZ',
  name: 'Name & Date Mug',
  price: 18,
  original_price: 24,
  discount_percentage: 25,
  gallery_urls: [
    { url: 'product-images/mugs/a.svg' },
    { url: 'product-images/mugs/b.svg' },
    { url: 'product-images/mugs/c.svg' },
  ],
  is_active: true,
  rating: 4.7,
  review_count: 31,
  ...over,
});

const shownImage = (container: HTMLElement) => container.querySelector('img')?.getAttribute('src');

describe('ProductCard', () => {
  beforeEach(() => configureShop({ supabase: { url: 'http://backend.test', anonKey: 'anon-key-for-tests' } }));

  it('shows the price with the original struck through and a rounded badge when really on sale', () => {
    render(<ProductCard product={product({ discount_percentage: 24.6 })} />);
    expect(screen.getByTestId('discount-badge').textContent).toBe('Save 25%');
    expect(screen.getByText('$24.00').tagName).toBe('S');
    expect(screen.getByText('$18.00')).toBeTruthy();
  });

  it('shows no badge and no struck price when the original is not higher', () => {
    render(<ProductCard product={product({ original_price: 18, discount_percentage: 10 })} />);
    expect(screen.queryByTestId('discount-badge')).toBeNull();
    expect(screen.queryByText('$18.00', { selector: 's' })).toBeNull();
  });

  it('shows no badge when the discount is zero', () => {
    render(<ProductCard product={product({ discount_percentage: 0 })} />);
    expect(screen.queryByTestId('discount-badge')).toBeNull();
  });

  it('cuts a long name at three lines on a phone and at two on a desktop; the link keeps the whole name', () => {
    const name = 'Custom Paw Print Pet Name Mug With Your Pet’s Portrait';
    const clampAt = (width: number) => {
      happyDOM.setViewport({ width, height: 800 });
      const { unmount } = render(<ProductCard product={product({ name })} />);
      const link = screen.getByRole('link', { name });
      const lines = getComputedStyle(link).getPropertyValue('--name-lines');
      unmount();
      return lines;
    };
    try {
      // QA sweep H-i, #4: "Custom Paw Print Pet Na…" at 375 px
      expect(clampAt(375)).toBe('3');
      expect(clampAt(1280)).toBe('2');
    } finally {
      happyDOM.setViewport({ width: 1024, height: 768 });
    }
  });

  it('opens the product by its encoded SKU and asks about it on the contact page', () => {
    render(<ProductCard product={product()} />);
    expect(screen.getByRole('link', { name: 'Name & Date Mug' }).getAttribute('href')).toBe('/product/MUG%2F11%20OZ');
    expect(screen.getByRole('link', { name: 'Ask about this product: Name & Date Mug' }).getAttribute('href')).toBe(
      '/contact?product=Name%20%26%20Date%20Mug',
    );
  });

  it("names each card's Ask link with its product, for a links list that tells them apart, showing the same words (QA header sweep)", () => {
    const { container } = render(
      <>
        <ProductCard product={product({ name: 'Name & Date Mug' })} />
        <ProductCard product={product({ name: 'Family Ornament', sku: 'ORN-1' })} />
      </>,
    );
    const asks = screen.getAllByRole('link', { name: /^Ask about this product/ });
    expect(asks.map((ask) => ask.getAttribute('aria-label'))).toEqual([
      'Ask about this product: Name & Date Mug',
      'Ask about this product: Family Ornament',
    ]);
    expect(screen.getByRole('link', { name: 'Ask about this product: Family Ornament' })).toBe(asks[1]);
    // what the eye sees is the same words on every card
    expect(asks.map((ask) => ask.textContent)).toEqual(['Ask about this product', 'Ask about this product']);
    expect(container.querySelectorAll('a[href^="/contact"]')).toHaveLength(2);
  });

  it("asks for a first-row card's image before the page's scripts (the page's largest paint), and only its", () => {
    const { container, rerender } = render(<ProductCard product={product()} eager first />);
    const image = () => container.querySelector('img')!;
    expect(image().getAttribute('fetchpriority')).toBe('high');
    expect(image().getAttribute('loading')).toBe('eager');
    rerender(<ProductCard product={product()} eager />);
    expect(image().getAttribute('fetchpriority')).toBeNull();
    rerender(<ProductCard product={product()} />);
    expect(image().getAttribute('fetchpriority')).toBeNull();
    expect(image().getAttribute('loading')).toBe('lazy');
  });

  it('shows hostile names as text, never as markup', () => {
    const { container } = render(<ProductCard product={product({ name: '<img src=x onerror=alert(1)>' })} />);
    expect(screen.getByRole('link', { name: '<img src=x onerror=alert(1)>' })).toBeTruthy();
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it('loads lazily unless asked to load at once', () => {
    const { container, rerender } = render(<ProductCard product={product()} />);
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    rerender(<ProductCard product={product()} eager />);
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('eager');
  });

  it('falls back to the placeholder when a gallery is empty or an image is refused', () => {
    const { container } = render(<ProductCard product={product({ gallery_urls: [{ url: 'javascript:alert(1)' }] })} />);
    expect(shownImage(container)).toMatch(/^data:image\/svg\+xml/);
  });

  describe('carousel', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('advances every 1.6 s while hovered and resets when the pointer leaves', () => {
      const { container } = render(<ProductCard product={product()} />);
      const card = screen.getByTestId('product-card');
      expect(shownImage(container)).toBe('http://backend.test/storage/v1/object/public/product-images/mugs/a.svg');
      fireEvent.mouseEnter(card);
      act(() => vi.advanceTimersByTime(1600));
      expect(shownImage(container)).toMatch(/b\.svg$/);
      act(() => vi.advanceTimersByTime(1600));
      expect(shownImage(container)).toMatch(/c\.svg$/);
      fireEvent.mouseLeave(card);
      expect(shownImage(container)).toMatch(/a\.svg$/);
    });
  });
});
