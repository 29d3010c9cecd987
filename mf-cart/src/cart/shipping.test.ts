import { describe, expect, it } from 'vitest';
import { lineTotal, quoteOrder } from './shipping';

const rule = { freeShippingThreshold: 75, flatShippingRate: 6.95 };

describe('quoteOrder', () => {
  it('charges the flat rate below the threshold and says how far free shipping is', () => {
    expect(quoteOrder(56.97, rule)).toEqual({
      subtotal: 56.97,
      shipping: 6.95,
      total: 63.92,
      remainingForFree: 18.03,
      freeShipping: false,
      progress: 56.97 / 75,
    });
  });

  it('ships free at exactly the threshold and above', () => {
    expect(quoteOrder(75, rule)).toMatchObject({
      shipping: 0,
      total: 75,
      remainingForFree: 0,
      freeShipping: true,
      progress: 1,
    });
    expect(quoteOrder(120.5, rule)).toMatchObject({ shipping: 0, total: 120.5, progress: 1 });
  });

  it('charges nothing for an empty order', () => {
    expect(quoteOrder(0, rule)).toMatchObject({ shipping: 0, total: 0, remainingForFree: 75, freeShipping: false });
  });

  it('just below the threshold is not free', () => {
    expect(quoteOrder(74.99, rule)).toMatchObject({ shipping: 6.95, remainingForFree: 0.01 });
  });
});

describe('lineTotal', () => {
  it('is price × quantity to the cent', () => {
    expect(lineTotal({ price: 18.99, quantity: 3 })).toBe(56.97);
    expect(lineTotal({ price: 0.1, quantity: 3 })).toBe(0.3);
  });
});
