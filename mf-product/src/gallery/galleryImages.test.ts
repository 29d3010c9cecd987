import { beforeAll, describe, expect, it } from 'vitest';
import { configureShop, PLACEHOLDER_IMAGE } from '@giftshop/shared';
import { design } from '../options/testData';
import { galleryImages } from './galleryImages';

const storage = 'http://backend.test/storage/v1/object/public';

beforeAll(() => {
  configureShop({ supabase: { url: 'http://backend.test', anonKey: 'anon-key-for-tests' } });
});

describe('galleryImages', () => {
  const gallery = [{ url: 'product-images/mugs/a.svg' }, { url: 'https://cdn.example/b.jpg' }];

  it('resolves storage paths and keeps absolute URLs', () => {
    expect(galleryImages(gallery, null)).toEqual([`${storage}/product-images/mugs/a.svg`, 'https://cdn.example/b.jpg']);
  });

  it("adds the chosen design's artwork after the product's photos, without duplicates", () => {
    const floral = design({ design_code: 'F', image_url: 'product-images/mugs/a.svg' });
    const mono = design({ design_code: 'M', image_url: 'designs/mono.svg' });
    expect(galleryImages(gallery, floral)).toEqual([
      `${storage}/product-images/mugs/a.svg`,
      'https://cdn.example/b.jpg',
    ]);
    expect(galleryImages(gallery, mono)).toEqual([
      `${storage}/product-images/mugs/a.svg`,
      'https://cdn.example/b.jpg',
      `${storage}/designs/mono.svg`,
    ]);
    expect(galleryImages([], mono)).toEqual([`${storage}/designs/mono.svg`]);
  });

  it('puts the photo of the chosen colour first (the preview and the cart line use it), keeping the rest', () => {
    const photos = [
      { url: 'product-images/mugs/navy-heart/kl-mug-110-1.svg', colour: 'Navy' },
      { url: 'product-images/mugs/blush-heart/kl-mug-110-2.svg', colour: 'Blush Pink' },
      { url: 'product-images/mugs/navy-heart/kl-mug-110-3.svg' },
      { url: 'product-images/mugs/black-heart/kl-mug-110-1.svg', colour: 'Black' },
    ];
    expect(galleryImages(photos, null, 'Blush Pink')).toEqual([
      `${storage}/product-images/mugs/blush-heart/kl-mug-110-2.svg`,
      `${storage}/product-images/mugs/navy-heart/kl-mug-110-1.svg`,
      `${storage}/product-images/mugs/navy-heart/kl-mug-110-3.svg`,
      `${storage}/product-images/mugs/black-heart/kl-mug-110-1.svg`,
    ]);
    expect(galleryImages(photos, null, 'Black')[0]).toBe(`${storage}/product-images/mugs/black-heart/kl-mug-110-1.svg`);
    // a colour without a photo, or none chosen, keeps the catalogue order
    for (const colour of [null, 'Chartreuse', '<img src=x onerror=alert(1)>'])
      expect(galleryImages(photos, null, colour)[0]).toBe(`${storage}/product-images/mugs/navy-heart/kl-mug-110-1.svg`);
  });

  it('puts the photo of the chosen style in the chosen colour first; styles without photos of their own share the others', () => {
    const photos = [
      { url: 'product-images/flat-disc-ornaments/red-star/o-1.svg', style: 'Flat Disc', colour: 'Cranberry Red' },
      { url: 'product-images/flat-disc-ornaments/white-star/o-2.svg', style: 'Flat Disc', colour: 'White' },
      { url: 'product-images/flat-disc-ornaments/red-star/o-3.svg', style: 'Flat Disc' },
      { url: 'product-images/ornaments/red-star/o-1.svg', style: 'Round Bauble', colour: 'Cranberry Red' },
      { url: 'product-images/ornaments/white-star/o-1.svg', style: 'Round Bauble', colour: 'White' },
    ];
    const first = (colour: string | null, style: string | null) =>
      galleryImages(photos, null, colour, style)[0]!.replace(`${storage}/product-images/`, '');
    expect(first('Cranberry Red', 'Flat Disc')).toBe('flat-disc-ornaments/red-star/o-1.svg');
    expect(first('White', 'Flat Disc')).toBe('flat-disc-ornaments/white-star/o-2.svg');
    expect(first('Cranberry Red', 'Round Bauble')).toBe('ornaments/red-star/o-1.svg');
    expect(first('White', 'Round Bauble')).toBe('ornaments/white-star/o-1.svg');
    // a colour the style has no photo of: the style's first photo, never another style's
    expect(first('Gold', 'Round Bauble')).toBe('ornaments/red-star/o-1.svg');
    // a style no photo names (it looks like the others: a size), or none, or a hostile one: the colour decides
    for (const style of [null, 'Heart', '<img src=x onerror=alert(1)>'])
      expect(first('White', style)).toBe('flat-disc-ornaments/white-star/o-2.svg');
    // every photo is still in the gallery, once
    expect(galleryImages(photos, null, 'White', 'Round Bauble')).toHaveLength(5);
  });

  it('refuses script URLs and falls back to the placeholder when nothing is left', () => {
    expect(galleryImages([{ url: 'javascript:alert(1)' }], null)).toEqual([PLACEHOLDER_IMAGE]);
    expect(galleryImages(null, null)).toEqual([PLACEHOLDER_IMAGE]);
  });
});
