import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureShop, defaultShopConfig, getShopConfig, ShopConfigError } from './shopConfig';

afterEach(() => {
  configureShop({ supabase: { url: 'http://127.0.0.1:54321', anonKey: 'x'.repeat(20) } });
  vi.restoreAllMocks();
});

describe('shop config', () => {
  it('has the business constants of the spec', () => {
    expect(defaultShopConfig.returnsDays).toBe(30);
    expect(defaultShopConfig.featuredCount).toBe(8);
    expect(defaultShopConfig.minPasswordLength).toBe(6);
    expect(defaultShopConfig.cartToastDurationMs).toBe(3000);
  });

  it('takes run-time overrides', () => {
    const config = configureShop({
      phone: '(800) 555-0100',
      supabase: { url: 'https://abc.supabase.co', anonKey: 'anon-key-123456' },
    });
    expect(config).toBe(getShopConfig());
    expect(getShopConfig().phone).toBe('(800) 555-0100');
    expect(getShopConfig().supabase.url).toBe('https://abc.supabase.co');
    expect(getShopConfig().returnsDays).toBe(30);
  });

  it('replaces rather than merges: an override left out gives its default back', () => {
    configureShop({ phone: '(800) 555-0100', tagline: 'Made to order' });
    const config = configureShop({ tagline: 'Made to order' });
    expect(config.phone).toBe(defaultShopConfig.phone);
    expect(config.tagline).toBe('Made to order');
    expect(configureShop({})).toEqual(defaultShopConfig);
  });

  it('refuses invalid values, naming each key and its reason, and keeps the config in force', () => {
    const before = getShopConfig();
    const attempt = () => configureShop({ returnsDays: -5, supabase: { url: 'not a url', anonKey: '' } });
    expect(attempt).toThrow(ShopConfigError);
    expect(attempt).toThrow(/returnsDays: must be at least 0/);
    expect(attempt).toThrow(/supabase\.url: must be a valid url/);
    expect(attempt).toThrow(/supabase\.anonKey: must be at least 10 characters/);
    expect(getShopConfig()).toBe(before);
  });

  it('carries no money rules: shipping is quoted by the database (price_cart), so remotes.json cannot set it', () => {
    expect(() => configureShop({ freeShippingThreshold: 0 })).toThrow(/freeShippingThreshold: unknown key/);
    expect(() => configureShop({ flatShippingRate: 0 })).toThrow(/flatShippingRate: unknown key/);
    expect(getShopConfig()).not.toHaveProperty('freeShippingThreshold');
  });

  it('refuses an unknown key by name, at the top and nested, rather than dropping it', () => {
    expect(() => configureShop({ phnoe: '1' })).toThrow(/phnoe: unknown key/);
    expect(() =>
      configureShop({ supabase: { url: 'https://a.supabase.co', anonKey: 'x'.repeat(20), key: 'service' } }),
    ).toThrow(/supabase\.key: unknown key/);
    expect(() => configureShop({ supabase: { url: 'javascript:alert(1)', anonKey: 'x'.repeat(20) } })).toThrow(
      /supabase\.url/,
    );
  });
});
