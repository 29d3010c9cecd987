import { describe, expect, it } from 'vitest';
import { toProductCard } from './productCardRows';
import type { ProductCardRow } from './rows';

const card: ProductCardRow = {
  sku: 'KL-MUG-110',
  name: 'Classic Mug',
  price: 18,
  original_price: 24,
  image: 'product-images/mugs/mug.svg',
  price_from: true,
};

describe('toProductCard (get_all_product_cards)', () => {
  it('reads a card row with its SKU', () => {
    expect(toProductCard(card)).toEqual({ ...card });
  });

  it('reads nulls (no original price, no image, no SKU) without NaN', () => {
    const row = { ...card, sku: null, original_price: null, image: null, price: null, price_from: null };
    expect(toProductCard(row as unknown as ProductCardRow)).toEqual({
      name: 'Classic Mug',
      price: 0,
      original_price: null,
      image: null,
      price_from: false,
    });
  });

  it('reads text where a number belongs as no number, and hostile names as plain text', () => {
    const row = { ...card, name: '<script>alert(1)</script>', original_price: '24.00', price: NaN };
    expect(toProductCard(row as unknown as ProductCardRow)).toMatchObject({
      name: '<script>alert(1)</script>',
      price: 0,
      original_price: null,
    });
  });
});
