// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { configureShop } from '@giftshop/shared';
import { type ProductSummary } from '@giftshop/shared/domain';
import { previewImage } from './previewImage';

const product = (...urls: string[]): ProductSummary => ({
  id: 1,
  sku: 'KL-TEST-1',
  name: 'Test',
  price: 10,
  original_price: null,
  discount_percentage: null,
  gallery_urls: urls.map((url) => ({ url })),
  is_active: true,
});

beforeAll(() => {
  configureShop({ supabase: { url: 'https://backend.example', anonKey: 'anon-key-for-tests' } });
});

describe('previewImage', () => {
  it("takes the first product's first picture a preview can show, as an absolute URL", () => {
    expect(previewImage([product('product-images/mugs/a.svg'), product('product-images/mugs/b.jpg', 'x.png')])).toEqual(
      {
        'og:image': 'https://backend.example/storage/v1/object/public/product-images/mugs/b.jpg',
      },
    );
    expect(previewImage([product('https://cdn.example/p/photo.WEBP')])).toEqual({
      'og:image': 'https://cdn.example/p/photo.WEBP',
    });
  });

  it('offers none for SVG pictures, products without pictures, or no products', () => {
    expect(previewImage([product('product-images/mugs/a.svg'), product()])).toBeUndefined();
    expect(previewImage([])).toBeUndefined();
  });

  it('never offers a hostile or foreign-scheme address', () => {
    for (const url of ['javascript:alert(1)//x.png', '//evil.example/x.png', 'data:image/png;base64,AAAA']) {
      expect(previewImage([product(url)]), url).toBeUndefined();
    }
    // Markup in a path stays a path (percent-encoded by the URL; the shell escapes the attribute anyway).
    const odd = previewImage([product('"><script>alert(1)</script>.png')])?.['og:image'];
    expect(odd).toMatch(/^https:\/\/backend\.example\/storage\/v1\/object\/public\//);
  });
});
