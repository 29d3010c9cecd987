import { describe, expect, it } from 'vitest';
import { reviewCount } from './reviewText';

describe('reviewCount', () => {
  it('writes a whole count as toLocaleString("en-US") does, without building an Intl formatter', () => {
    const counts = [0, 1, 2, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10000, 12345, 100000, 999999, 1000000, 1234567890];
    for (let n = 0; n < 20000; n += 7) counts.push(n);
    for (const count of counts)
      expect(reviewCount(count)).toBe(`${count.toLocaleString('en-US')} ${count === 1 ? 'review' : 'reviews'}`);
  });

  it('says "1 review" and "1,204 reviews"', () => {
    expect(reviewCount(1)).toBe('1 review');
    expect(reviewCount(1204)).toBe('1,204 reviews');
  });

  it('leaves a count that is not a whole number to Intl, as before', () => {
    expect(reviewCount(1234.5)).toBe(`${(1234.5).toLocaleString('en-US')} reviews`);
    expect(reviewCount(-1200)).toBe(`${(-1200).toLocaleString('en-US')} reviews`);
  });
});
