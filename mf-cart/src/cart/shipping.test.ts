import { describe, expect, it } from 'vitest';
import { lineTotal } from './shipping';

describe('lineTotal', () => {
  it('is price × quantity to the cent', () => {
    expect(lineTotal({ price: 18.99, quantity: 3 })).toBe(56.97);
    expect(lineTotal({ price: 0.1, quantity: 3 })).toBe(0.3);
  });
});
