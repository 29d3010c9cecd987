import { describe, expect, it } from 'vitest';
import { discountBadge, discountPercent, formatPrice } from './money';

describe('formatPrice', () => {
  it('shows a dollar sign and two decimals', () => {
    expect(formatPrice(12)).toBe('$12.00');
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(formatPrice('19.9')).toBe('$19.90');
  });
  it('never shows NaN', () => {
    expect(formatPrice(Number.NaN)).toBe('$0.00');
    expect(formatPrice(null)).toBe('$0.00');
  });
});

describe('discount rules', () => {
  it('rounds the saving to a whole percent', () => {
    expect(discountPercent(19.99, 29.99)).toBe(33);
    expect(discountPercent(30, 30)).toBe(0);
    expect(discountPercent(30, null)).toBe(0);
  });
  it('shows a badge only when the percentage is positive and the original is higher', () => {
    expect(discountBadge({ price: 20, original_price: 25, discount_percentage: 20.4 })).toBe(20);
    expect(discountBadge({ price: 20, original_price: 25, discount_percentage: 0 })).toBeNull();
    expect(discountBadge({ price: 25, original_price: 25, discount_percentage: 10 })).toBeNull();
    expect(discountBadge({ price: 20, original_price: null, discount_percentage: 10 })).toBeNull();
  });
});
