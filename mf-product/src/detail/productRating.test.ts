import { describe, expect, it } from 'vitest';
import { productRating } from './productRating';

describe('productRating', () => {
  it('uses the product’s own rating and count', () => {
    expect(productRating({ rating: 4.2, review_count: 7 })).toEqual({ value: 4.2, count: 7 });
    expect(productRating({ rating: 0, review_count: 0 })).toEqual({ value: 0, count: 0 });
  });

  it('falls back to 4.8 and 100 when absent', () => {
    expect(productRating({ rating: null, review_count: null })).toEqual({ value: 4.8, count: 100 });
  });
});
