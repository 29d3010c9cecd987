import { describe, expect, it } from 'vitest';
import { badgeText, cartButtonLabel } from './cartButtonLabel';

describe('cartButtonLabel', () => {
  it('names the cart and how many items it holds', () => {
    expect(cartButtonLabel(0)).toBe('Cart, empty');
    expect(cartButtonLabel(1)).toBe('Cart, 1 item');
    expect(cartButtonLabel(3)).toBe('Cart, 3 items');
  });

  it('caps the badge at 99+', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(140)).toBe('99+');
  });
});
