import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureShop, defaultShopConfig, getShopConfig } from './shopConfig';

afterEach(() => {
  configureShop({ supabase: { url: 'http://127.0.0.1:54321', anonKey: 'x'.repeat(20) } });
  vi.restoreAllMocks();
});

describe('shop config', () => {
  it('has the business constants of the spec', () => {
    expect(defaultShopConfig.freeShippingThreshold).toBe(75);
    expect(defaultShopConfig.returnsDays).toBe(30);
    expect(defaultShopConfig.featuredCount).toBe(8);
    expect(defaultShopConfig.minPasswordLength).toBe(6);
    expect(defaultShopConfig.cartToastDurationMs).toBe(3000);
  });

  it('takes run-time overrides', () => {
    expect(
      configureShop({
        phone: '(800) 555-0100',
        supabase: { url: 'https://abc.supabase.co', anonKey: 'anon-key-123456' },
      }),
    ).toEqual({ ok: true });
    expect(getShopConfig().phone).toBe('(800) 555-0100');
    expect(getShopConfig().supabase.url).toBe('https://abc.supabase.co');
    expect(getShopConfig().returnsDays).toBe(30);
  });

  it('rejects invalid overrides with a message and keeps the config', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const before = getShopConfig();
    const result = configureShop({ freeShippingThreshold: -5, supabase: { url: 'not a url', anonKey: '' } });
    expect(result.ok).toBe(false);
    expect(getShopConfig()).toBe(before);
  });
});
