import { afterEach, describe, expect, it } from 'vitest';
import { configureShop } from '../config/shopConfig';
import { PLACEHOLDER_IMAGE, storageImageUrl } from './client';

afterEach(() => configureShop({ supabase: { url: 'http://127.0.0.1:54321', anonKey: 'anon-key-for-tests' } }));

describe('storageImageUrl', () => {
  it('resolves catalogue paths against public storage', () => {
    configureShop({ supabase: { url: 'https://shop.supabase.co/', anonKey: 'anon-key-for-tests' } });
    expect(storageImageUrl('product-images/mugs/a.svg')).toBe(
      'https://shop.supabase.co/storage/v1/object/public/product-images/mugs/a.svg',
    );
  });
  it('passes absolute http(s) URLs through', () => {
    expect(storageImageUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  });
  it('refuses scripts, protocol-relative URLs and missing paths', () => {
    expect(storageImageUrl('javascript:alert(1)')).toBe(PLACEHOLDER_IMAGE);
    expect(storageImageUrl('//evil.example/x.png')).toBe(PLACEHOLDER_IMAGE);
    expect(storageImageUrl(null)).toBe(PLACEHOLDER_IMAGE);
  });
});
