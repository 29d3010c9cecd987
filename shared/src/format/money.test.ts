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
  it('writes every amount exactly as Intl does: its rounding, grouping and signs', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
    const amounts = [
      ...[1.005, 0.125, 2.675, 0.045, 1.045, 10.235, 8.345, 1.0049999999999999, 0.005, 0.004999, 0.995, 9.995],
      ...[-0, -0.001, -0.005, -1.005, -1234.5, 999.995, 999999.995, 1e15 + 0.25, 2 ** 53, 1e20, 1e21, 5e-7, 1e-6],
      ...[Number.MAX_SAFE_INTEGER, Number.MAX_VALUE, Number.MIN_VALUE, 123456789.125, 0.1 + 0.2, 100_000],
    ];
    for (let k = 0; k <= 200_000; k += 7) amounts.push(k / 1000, -k / 1000, k / 100, k * 13.37);
    // a fixed sequence of awkward doubles (no randomness: the same amounts every run)
    for (let i = 0, x = 0.5; i < 5000; i += 1, x = (x * 9301 + 49297) % 233280) amounts.push(x / 233.28, x * 0.0137);
    const differ = amounts.filter((amount) => formatPrice(amount) !== intl.format(amount));
    expect(differ.map((amount) => [amount, formatPrice(amount), intl.format(amount)])).toEqual([]);
    expect(amounts.length).toBeGreaterThan(100_000);
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
