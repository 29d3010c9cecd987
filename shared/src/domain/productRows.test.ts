import { describe, expect, it } from 'vitest';
import {
  toDesign,
  toGallery,
  toProductDetail,
  toProductSummary,
  toProductVariant,
  type ProductSummaryRow,
} from './productRows';
import type { DesignRow, ProductRow, ProductVariantRow } from './rows';

describe('toGallery', () => {
  it('keeps the colour a photo shows and where it leaves room for text', () => {
    expect(
      toGallery([{ url: ' a.svg ', colour: ' Blush Pink ', textArea: [200, 356, 190, 84] }, { url: 'b.svg' }, 'c.svg']),
    ).toEqual([
      { url: 'a.svg', colour: 'Blush Pink', textArea: [200, 356, 190, 84] },
      { url: 'b.svg' },
      { url: 'c.svg' },
    ]);
  });

  it('drops what is not a usable box or colour, and entries without a url', () => {
    for (const textArea of [
      [1, 2, 3],
      [0, 0, 700, 10],
      [590, 0, 20, 20],
      [0, 0, 5, 5],
      ['1', '2', '30', '40'],
      [NaN, 0, 20, 20],
      '<img src=x onerror=alert(1)>',
      { x: 1 },
    ])
      expect(toGallery([{ url: 'a.svg', colour: 42, textArea }])).toEqual([{ url: 'a.svg' }]);
    expect(toGallery([{ colour: 'Navy' }, null, { url: '  ' }])).toEqual([]);
  });

  it('keeps the style a photo shows, and drops one that is not a short plain name', () => {
    expect(toGallery([{ url: 'a.svg', style: ' Flat Disc ', colour: 'White' }])).toEqual([
      { url: 'a.svg', style: 'Flat Disc', colour: 'White' },
    ]);
    expect(toGallery([{ url: 'a.svg', style: "Women's Relaxed" }])).toEqual([
      { url: 'a.svg', style: "Women's Relaxed" },
    ]);
    for (const style of [
      42,
      true,
      null,
      ['Flat Disc'],
      { name: 'Flat Disc' },
      '',
      '   ',
      'x'.repeat(101),
      'Flat Disc'.repeat(100_000),
      '<img src=x onerror=alert(1)>',
      'Flat Disc</script><script>alert(1)</script>',
      'Flat\u0000Disc',
      'Flat\nDisc',
    ])
      expect(toGallery([{ url: 'a.svg', style, colour: 'White' }]), String(style).slice(0, 40)).toEqual([
        { url: 'a.svg', colour: 'White' },
      ]);
  });
});

const productRow: ProductRow = {
  id: 42,
  sku: 'KL-MUG-110',
  name: 'Classic Mug',
  price: 18,
  original_price: 24,
  discount_percentage: 25,
  price_from: true,
  default_variant_sku: 'KL-MUG-110-W',
  is_active: true,
  featured: false,
  gallery_urls: [{ url: 'product-images/mugs/mug.svg', colour: 'White' }],
  product_options_config: { optionGroups: [{ title: 'Style', type: 'variant', attribute: 'Style' }] },
  rating: 4.5,
  review_count: 12,
  default_description: 'A mug.',
  volume_pricing: false,
  created_at: '2026-01-01T00:00:00+00:00',
  updated_at: '2026-01-01T00:00:00+00:00',
};

/** Values the types rule out, as a broken or hostile answer could still carry them. */
const hostile = <T>(row: T, values: Record<string, unknown>): T => ({ ...row, ...values }) as T;

describe('toProductSummary (products_view, category_products)', () => {
  it('reads a card row as cards show it', () => {
    const { id, sku, name, price, original_price, discount_percentage, gallery_urls, is_active, featured } = productRow;
    const { rating, review_count, created_at, price_from } = productRow;
    const row: ProductSummaryRow = {
      ...{ id, sku, name, price, original_price, discount_percentage, gallery_urls, is_active, featured },
      ...{ rating, review_count, created_at, price_from },
    };
    expect(toProductSummary(row)).toEqual({
      id: 42,
      sku: 'KL-MUG-110',
      name: 'Classic Mug',
      price: 18,
      original_price: 24,
      discount_percentage: 25,
      gallery_urls: [{ url: 'product-images/mugs/mug.svg', colour: 'White' }],
      is_active: true,
      featured: false,
      rating: 4.5,
      review_count: 12,
      created_at: '2026-01-01T00:00:00+00:00',
      price_from: true,
    });
  });

  it('reads a view row whose columns are all null without NaN or a crash', () => {
    const empty = Object.fromEntries(Object.keys(productRow).map((key) => [key, null])) as ProductSummaryRow;
    expect(toProductSummary(empty)).toEqual({
      id: 0,
      sku: '',
      name: '',
      price: 0,
      original_price: null,
      discount_percentage: null,
      gallery_urls: [],
      is_active: true,
      featured: false,
      rating: null,
      review_count: null,
      price_from: false,
    });
  });
});

describe('toProductDetail, toProductVariant, toDesign', () => {
  it('reads a products row for the product page', () => {
    expect(toProductDetail(productRow)).toMatchObject({
      id: 42,
      price: 18,
      price_from: true,
      default_variant_sku: 'KL-MUG-110-W',
      product_options_config: { optionGroups: [{ title: 'Style', type: 'variant', attribute: 'Style' }] },
    });
  });

  it('reads text and broken numbers as absent, and an options config that is not an object as none', () => {
    const detail = toProductDetail(
      hostile(productRow, { price: '18.00', rating: NaN, product_options_config: ['x'], default_description: 5 }),
    );
    expect(detail).toMatchObject({
      price: null,
      rating: null,
      product_options_config: null,
      default_description: null,
    });
  });

  it('reads a variant and a design row', () => {
    const variant: ProductVariantRow = {
      id: 3,
      product_id: 42,
      variant_sku: 'KL-MUG-110-W',
      variant_name: '11 oz, White',
      option1: '11 oz',
      option2: null,
      option3: 'White',
      price: 18,
      original_price: null,
      material: 'Ceramic',
      size: null,
      size_run: null,
      is_active: true,
      position: 1,
      created_at: '2026-01-01T00:00:00+00:00',
    };
    expect(toProductVariant(variant)).toEqual({
      id: 3,
      product_id: 42,
      variant_sku: 'KL-MUG-110-W',
      variant_name: '11 oz, White',
      option1: '11 oz',
      option2: null,
      option3: 'White',
      price: 18,
      original_price: null,
      material: 'Ceramic',
      size: null,
      is_active: true,
    });
    expect(toProductVariant(hostile(variant, { price: null, option1: 12 }))).toMatchObject({ price: 0, option1: null });
    const design: DesignRow = {
      id: 1,
      design_code: 'SCRIPT',
      design_name: 'Custom Name Script',
      image_url: null,
      personalization_options: { maxLength: 30 },
      is_active: true,
      position: 1,
      created_at: '2026-01-01T00:00:00+00:00',
    };
    expect(toDesign(design)).toEqual({
      id: 1,
      design_code: 'SCRIPT',
      design_name: 'Custom Name Script',
      image_url: null,
      personalization_options: { maxLength: 30 },
    });
  });
});
