import { describe, expect, it } from 'vitest';
import { toVolumeTiers, volumeTierNext, volumeTierReached, volumeTierSaving } from './volumeTiers';

const tiers = [
  { min_quantity: 12, percent_off: 10 },
  { min_quantity: 24, percent_off: 15 },
  { min_quantity: 48, percent_off: 20 },
];
const row = (over: Record<string, unknown>) => ({
  product_sku: 'TEE',
  product_name: 'Team Tee',
  quantity: 24,
  percent_off: 15,
  discount: 72,
  unit_price_at_tier: 17,
  next_min_quantity: 48,
  next_percent_off: 20,
  items_to_next: 24,
  tiers,
  ...over,
});

describe('volume tiers as the server quoted them', () => {
  it('says the tier reached, one item there, and what reaches the next', () => {
    const [tier] = toVolumeTiers([row({})]);
    expect(volumeTierReached(tier!)).toBe('24 items: 15% off, $17.00 each');
    expect(volumeTierNext(tier!)).toBe('24 more for 20% off');
  });

  it('says "each" of the items chosen only, when the tier counts others too (the cart\'s, perhaps at other prices)', () => {
    const [tier] = toVolumeTiers([row({})]);
    expect(volumeTierReached(tier!, 24)).toBe('24 items: 15% off, $17.00 each');
    expect(volumeTierReached(tier!, 19)).toBe('24 items: 15% off, $17.00 each for these 19');
    expect(volumeTierReached(tier!, 1)).toBe('24 items: 15% off, $17.00 each for this one');
  });

  it("in a cart, says what the server took off the product, not one item's price, which is the cheapest line's only", () => {
    // 13 shirts, 11 at $22.99 and 2 at 2XL $24.99, 10% off: each item at the tier is $20.69 or $22.49, so the
    // server takes $30.30 off $302.87; "$20.69 each" would be true of 11 of them only
    const [tier] = toVolumeTiers([
      row({ quantity: 13, percent_off: 10, discount: 30.3, unit_price: 22.99, unit_price_at_tier: 20.69 }),
    ]);
    expect(volumeTierSaving(tier!)).toBe('13 items: 10% off, saving $30.30');
    expect(volumeTierSaving(tier!)).not.toContain('each');
  });

  it('below the first tier, says where volume prices start; at the top, there is no next', () => {
    const [below, top] = toVolumeTiers([
      row({ quantity: 1, percent_off: 0, next_min_quantity: 12, next_percent_off: 10, items_to_next: 11 }),
      row({ quantity: 60, percent_off: 20, next_min_quantity: null, next_percent_off: null, items_to_next: null }),
    ]);
    expect(volumeTierReached(below!)).toBe('1 item: volume prices start at 12');
    expect(volumeTierNext(below!)).toBe('11 more for 10% off');
    expect(volumeTierNext(top!)).toBeNull();
  });

  it('skips what is not a tier (a broken or hostile answer)', () => {
    expect(toVolumeTiers([null, 'x', { quantity: 'many' }, row({ tiers: [{ min_quantity: 'x' }] })])).toHaveLength(1);
    expect(toVolumeTiers({ not: 'a list' })).toEqual([]);
  });
});
