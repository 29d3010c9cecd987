import { describe, expect, it } from 'vitest';
import { productRating } from './productRating';

describe('productRating', () => {
  it('uses the product’s own rating and count', () => {
    expect(productRating({ rating: 4.2, review_count: 7 })).toEqual({ value: 4.2, count: 7 });
  });

  it('makes up nothing for a product without reviews', () => {
    expect(productRating({ rating: null, review_count: null })).toEqual({ value: 0, count: 0 });
    expect(productRating({ rating: null, review_count: 0 })).toEqual({ value: 0, count: 0 });
  });
});
