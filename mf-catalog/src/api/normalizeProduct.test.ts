import { describe, expect, it } from 'vitest';
import { normalizeProduct } from './normalizeProduct';

describe('normalizeProduct', () => {
  it('turns numeric strings into numbers', () => {
    const p = normalizeProduct({
      id: 3,
      sku: 'MUG-1',
      name: 'Mug',
      price: '18.00',
      original_price: '24.00',
      discount_percentage: '25',
      gallery_urls: [],
    });
    expect(p).toMatchObject({ price: 18, original_price: 24, discount_percentage: 25 });
  });

  it('drops malformed gallery entries and keeps good ones', () => {
    const p = normalizeProduct({
      id: 1,
      sku: 'A',
      name: 'A',
      price: 1,
      gallery_urls: [{ url: 'a.svg' }, null, { url: 42 }, 'x', { url: '' }],
    });
    expect(p.gallery_urls).toEqual([{ url: 'a.svg' }]);
    expect(normalizeProduct({ id: 1, sku: 'A', name: 'A', price: 1, gallery_urls: 'oops' }).gallery_urls).toEqual([]);
  });

  it('reads missing prices and ratings as absent, not as NaN', () => {
    const p = normalizeProduct({ id: 1, sku: 'A', name: 'A', price: null, original_price: 'abc', rating: undefined });
    expect(p.price).toBe(0);
    expect(p.original_price).toBeNull();
    expect(p.rating).toBeNull();
  });
});
