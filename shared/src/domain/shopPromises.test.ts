import { describe, expect, it } from 'vitest';
import { advertisedFreeShippingThreshold, freeShippingTerms } from './shopPromises';

describe('freeShippingTerms', () => {
  it('words the rule one way: whole dollars without cents, "and above" (the threshold itself ships free)', () => {
    expect(advertisedFreeShippingThreshold).toBe(75);
    expect(freeShippingTerms()).toBe('on orders of $75 and above');
    expect(freeShippingTerms(49.5)).toBe('on orders of $49.50 and above');
    expect(freeShippingTerms(1000)).toBe('on orders of $1,000 and above');
  });
});
