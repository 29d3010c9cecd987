import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadShopChecks } from '../checks/loadShopChecks';
import {
  adoptServerShopConfig,
  configureShop,
  defaultShopConfig,
  getShopConfig,
  overridableShopConfigKeys,
  ShopConfigError,
} from './shopConfig';

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

describe('the config a server checked, handed to its page', () => {
  it('is put in force without loading the checks (zod) before the page responds', async () => {
    vi.resetModules();
    const fresh = await import('./shopConfig');
    const checks = await import('../checks/loadShopChecks');
    const config = fresh.adoptServerShopConfig({
      phone: '(800) 555-0100',
      supabase: { url: 'https://abc.supabase.co', anonKey: 'anon-key-123456' },
    });
    expect(config).toBe(fresh.getShopConfig());
    expect(config).toEqual({
      ...defaultShopConfig,
      phone: '(800) 555-0100',
      supabase: { url: 'https://abc.supabase.co', anonKey: 'anon-key-123456' },
    });
    expect(checks.loadedShopChecks()).toBeUndefined();
    // the full rules need the checks: a clear message says so, and nothing changes
    expect(() => fresh.configureShop({ phone: '1' })).toThrow(/not loaded yet: await loadShopChecks\(\) first/);
    expect(fresh.getShopConfig()).toBe(config);
  });

  it('replaces rather than merges', () => {
    adoptServerShopConfig({ phone: '(800) 555-0100', tagline: 'Made to order' });
    expect(adoptServerShopConfig({ tagline: 'Made to order' }).phone).toBe(defaultShopConfig.phone);
    expect(adoptServerShopConfig(undefined)).toEqual(defaultShopConfig);
  });

  it('refuses what no server wrote, naming each key and its reason, and keeps the config in force', () => {
    const before = adoptServerShopConfig({ phone: '(800) 555-0100' });
    for (const [corrupt, message] of [
      ['config', /\(top level\): expected object/],
      [[{ phone: '1' }], /\(top level\): expected object/],
      [42, /\(top level\): expected object/],
      [{ phnoe: '1' }, /phnoe: unknown key/],
      [{ maxQuantity: 1_000_000 }, /maxQuantity: unknown key/],
      [{ freeShippingThreshold: 0 }, /freeShippingThreshold: unknown key/],
      [{ ['__proto__']: { isAdmin: true } }, /__proto__: unknown key/],
      [{ returnsDays: '30' }, /returnsDays: expected number/],
      [{ supabase: 'https://evil.example' }, /supabase: expected object/],
      [{ address: null }, /address: expected object/],
      [{ address: ['418 Maple Row'] }, /address: expected object/],
    ] as const) {
      expect(() => adoptServerShopConfig(corrupt), JSON.stringify(corrupt)).toThrow(ShopConfigError);
      expect(() => adoptServerShopConfig(corrupt), JSON.stringify(corrupt)).toThrow(message);
    }
    expect(getShopConfig()).toBe(before);
  });

  it('lets a page set exactly the keys the full check lets remotes.json set', async () => {
    const { shopConfigOverridesSchema } = await loadShopChecks();
    const full = Object.fromEntries(
      overridableShopConfigKeys.map((key) => [key, defaultShopConfig[key]] as const),
    ) as Record<string, unknown>;
    full.supabase = { url: 'https://abc.supabase.co', anonKey: 'anon-key-123456' };
    expect(shopConfigOverridesSchema.safeParse(full).success).toBe(true);
    for (const key of Object.keys(defaultShopConfig).filter(
      (k) => !(overridableShopConfigKeys as readonly string[]).includes(k),
    ))
      expect(
        shopConfigOverridesSchema.safeParse({ [key]: defaultShopConfig[key as keyof typeof defaultShopConfig] })
          .success,
        key,
      ).toBe(false);
  });
});
