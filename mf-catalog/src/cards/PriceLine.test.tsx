import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '@giftshop/shared/domain';
import { PriceLine } from './PriceLine';

const product = (over: Partial<ProductSummary> = {}): ProductSummary => ({
  id: 1,
  sku: 'KL-ORN-101',
  name: 'Ornament',
  price: 14.99,
  original_price: null,
  discount_percentage: null,
  gallery_urls: [],
  is_active: true,
  ...over,
});

describe('PriceLine', () => {
  it('says "From" when the options differ in price (the database says so), and only then', () => {
    const { unmount } = render(<PriceLine product={product({ price_from: true })} />);
    expect(screen.getByTestId('card-price').textContent).toBe('From $14.99');
    unmount();
    render(<PriceLine product={product({ price_from: false })} />);
    expect(screen.getByTestId('card-price').textContent).toBe('$14.99');
  });

  it('keeps "From" with a sale price and its struck original', () => {
    render(<PriceLine product={product({ price_from: true, original_price: 21.99, discount_percentage: 32 })} />);
    expect(screen.getByTestId('card-price').textContent).toBe('From Sale price $14.99');
    expect(screen.getByText('$21.99').tagName).toBe('S');
  });
});
