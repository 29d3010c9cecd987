import * as z from 'zod/mini';

/** Everything the shop says about itself, in one place. Overridable at run time. */
export interface ShopConfig {
  brandName: string;
  tagline: string;
  phone: string;
  email: string;
  address: { street: string; city: string; region: string; postalCode: string; country: string };
  freeShippingThreshold: number;
  flatShippingRate: number;
  returnsDays: number;
  featuredCount: number;
  pageSize: number;
  maxPersonalizationLength: number;
  minPasswordLength: number;
  maxQuantity: number;
  currency: string;
  cartStorageKey: string;
  authStorageKey: string;
  toastDurationMs: number;
  cartToastDurationMs: number;
  maxVisibleToasts: number;
  /** The backend: a hosted Supabase project or the embedded one. Only the public anon key belongs here. */
  supabase: { url: string; anonKey: string };
}

export const defaultShopConfig: ShopConfig = {
  brandName: 'Keepsake Lane',
  tagline: 'Personalized gifts, made to be kept',
  phone: '(503) 555-0142',
  email: 'hello@keepsakelane.example',
  address: { street: '418 Maple Row, Suite 2', city: 'Portland', region: 'OR', postalCode: '97205', country: 'USA' },
  freeShippingThreshold: 75,
  flatShippingRate: 6.95,
  returnsDays: 30,
  featuredCount: 8,
  pageSize: 24,
  maxPersonalizationLength: 100,
  minPasswordLength: 6,
  maxQuantity: 99,
  currency: 'USD',
  cartStorageKey: 'keepsake-lane:cart:v1',
  authStorageKey: 'keepsake-lane:auth',
  toastDurationMs: 4500,
  cartToastDurationMs: 3000,
  maxVisibleToasts: 3,
  supabase: { url: '', anonKey: '' },
};

/** What may be overridden at run time (`remotes.json` → `config`), checked before use. */
const overrideSchema = z.partial(
  z.object({
    brandName: z.string(),
    tagline: z.string(),
    phone: z.string(),
    email: z.string(),
    address: z.object({
      street: z.string(),
      city: z.string(),
      region: z.string(),
      postalCode: z.string(),
      country: z.string(),
    }),
    freeShippingThreshold: z.number().check(z.minimum(0)),
    flatShippingRate: z.number().check(z.minimum(0)),
    returnsDays: z.int().check(z.minimum(0)),
    featuredCount: z.int().check(z.minimum(1), z.maximum(48)),
    pageSize: z.int().check(z.minimum(1), z.maximum(100)),
    supabase: z.object({ url: z.url(), anonKey: z.string().check(z.minLength(10)) }),
  }),
);

export type ShopConfigOverrides = z.infer<typeof overrideSchema>;

let current: ShopConfig = defaultShopConfig;

/**
 * Apply run-time overrides. Invalid overrides are rejected with a message
 * and the previous config stays in force.
 */
export function configureShop(overrides: unknown): { ok: true } | { ok: false; message: string } {
  const parsed = overrideSchema.safeParse(overrides ?? {});
  if (!parsed.success) {
    const message = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    console.error(`[config] ignored invalid shop config: ${message}`);
    return { ok: false, message };
  }
  current = { ...current, ...parsed.data };
  return { ok: true };
}

export function getShopConfig(): ShopConfig {
  return current;
}
