import { describe, expect, it } from 'vitest';
import { freeShippingLine } from './freeShippingLine';

describe('freeShippingLine (the drawer and checkout say it alike)', () => {
  it('says what to do while the order is below the threshold', () => {
    expect(freeShippingLine(false, '$7.03')).toBe('Add $7.03 more for free shipping');
    expect(freeShippingLine(false, '$37.02', 75)).toBe('Add $37.02 more for free shipping on orders of $75 and above.');
  });

  it('says the order ships free once it does', () => {
    expect(freeShippingLine(true, '$0.00')).toBe('Your order ships free');
    expect(freeShippingLine(true, '$0.00', 75)).toBe(
      'Your order ships free (free shipping on orders of $75 and above).',
    );
  });

  it('says nothing for a method that never ships free (Express: no amount to add), only what the server said', () => {
    expect(freeShippingLine(false, null)).toBeNull();
    expect(freeShippingLine(false, null, 75)).toBeNull();
  });

  it('never says "away from" (the drawer did, where checkout said "Add … more")', () => {
    expect(freeShippingLine(false, '$7.03')).not.toMatch(/away from/);
  });
});
