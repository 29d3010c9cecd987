import type * as z from 'zod/mini';
import { shopChecks, type ShopChecks } from '../checks/loadShopChecks';
import { shopLimits } from '../domain/shopLimits';

/** Everything the shop says about itself, in one place. Overridable at run time. */
export interface ShopConfig {
  brandName: string;
  tagline: string;
  phone: string;
  email: string;
  address: { street: string; city: string; region: string; postalCode: string; country: string };
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
  address: {
    street: '418 Maple Row, Suite 2',
    city: 'Portland',
    region: 'OR',
    postalCode: '97205',
    country: 'United States',
  },
  returnsDays: 30,
  featuredCount: 8,
  pageSize: 24,
  maxPersonalizationLength: shopLimits.personalizationText,
  minPasswordLength: 6,
  maxQuantity: shopLimits.quantityMax,
  currency: 'USD',
  cartStorageKey: 'keepsake-lane:cart:v1',
  authStorageKey: 'keepsake-lane:auth',
  toastDurationMs: 4500,
  cartToastDurationMs: 3000,
  maxVisibleToasts: 3,
  supabase: { url: '', anonKey: '' },
};

/**
 * What `remotes.json` → `config` may override: the public settings a deployer sets (the rest are the
 * shop's rules). Its check is `shopConfigOverridesSchema` (`shopConfigSchema.ts`, with the shop's other
 * checks, loaded on first use: `loadShopChecks`), which the compiler holds to exactly these keys.
 */
export const overridableShopConfigKeys = [
  'brandName',
  'tagline',
  'phone',
  'email',
  'address',
  'returnsDays',
  'featuredCount',
  'pageSize',
  'supabase',
] as const satisfies readonly (keyof ShopConfig)[];

export type OverridableShopConfigKey = (typeof overridableShopConfigKeys)[number];

export type ShopConfigOverrides = z.infer<ShopChecks['shopConfigOverridesSchema']>;

/**
 * The overrides' schema under its old name (kept for code built before shared 1.7.0): usable once
 * `loadShopChecks()` has resolved, a clear error before. New code takes it from `loadShopChecks()`.
 */
export const shopConfigOverridesSchema = new Proxy({} as ShopChecks['shopConfigOverridesSchema'], {
  get: (_target, key) => Reflect.get(shopChecks().shopConfigOverridesSchema, key) as unknown,
  has: (_target, key) => Reflect.has(shopChecks().shopConfigOverridesSchema, key),
});

/** Why a value was refused, in words (zod/mini carries no message text of its own). */
function reason(issue: z.core.$ZodIssue): string {
  const unit =
    issue.code === 'too_small' || issue.code === 'too_big' ? (issue.origin === 'string' ? ' characters' : '') : '';
  switch (issue.code) {
    case 'unrecognized_keys':
      return 'unknown key';
    case 'invalid_type':
      return `expected ${issue.expected}`;
    case 'too_small':
      return `must be at least ${String(issue.minimum)}${unit}`;
    case 'too_big':
      return `must be at most ${String(issue.maximum)}${unit}`;
    case 'invalid_format':
      return `must be a valid ${issue.format}${issue.format === 'url' ? ' (http or https)' : ''}`;
    default:
      return issue.message;
  }
}

/** Each problem of a config as `key: reason` (`phnoe: unknown key`), for the configuration failure page. */
export function configProblems(error: z.core.$ZodError): string {
  return error.issues
    .flatMap((issue) =>
      (issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path]).map(
        (path) => `${path.join('.') || '(top level)'}: ${reason(issue)}`,
      ),
    )
    .join('; ');
}

export class ShopConfigError extends Error {}

let current: ShopConfig = defaultShopConfig;
let requestConfig: (() => ShopConfig | undefined) | null = null;

/**
 * The defaults plus these overrides, checked first: an invalid or unknown key
 * throws a `ShopConfigError` naming it. Pure: nothing is kept. Needs the
 * shop's checks loaded (`loadShopChecks()`; the shell's server loads them
 * before it serves).
 */
export function resolveShopConfig(overrides: unknown): ShopConfig {
  const parsed = shopChecks().shopConfigOverridesSchema.safeParse(overrides ?? {});
  if (!parsed.success) throw new ShopConfigError(`The shop's config is invalid: ${configProblems(parsed.error)}`);
  return { ...defaultShopConfig, ...parsed.data };
}

/**
 * Puts the defaults plus the current overrides in force (it replaces, never
 * merges: an override removed from `remotes.json` gives its default back).
 * An invalid or unknown key throws a `ShopConfigError` naming it, and the
 * config in force is left as it was. The shell shows that message on its
 * configuration failure page. The browser's one config; the server gives each
 * request its own instead (`readShopConfigFrom`).
 */
export function configureShop(overrides: unknown): ShopConfig {
  current = resolveShopConfig(overrides);
  return current;
}

/**
 * Puts in force the overrides the shell's server checked (with `resolveShopConfig`, the full rules) and
 * handed to its page (`PageHandover.config`), without loading the checks before the page responds (issue
 * 31). What a server cannot have written is still refused with a `ShopConfigError` naming it, and the
 * config in force is left as it was: overrides that are not an object, a key the config does not let
 * `remotes.json` set, a value of another type than its default's.
 */
export function adoptServerShopConfig(overrides: unknown): ShopConfig {
  const given = overrides ?? {};
  if (typeof given !== 'object' || Array.isArray(given)) {
    throw new ShopConfigError(`The shop's config is invalid: (top level): expected object`);
  }
  const problems = Object.entries(given).flatMap(([key, value]) => {
    if (!(overridableShopConfigKeys as readonly string[]).includes(key)) return [`${key}: unknown key`];
    const expected = typeof defaultShopConfig[key as OverridableShopConfigKey];
    const actual = value === null || Array.isArray(value) ? 'other' : typeof value;
    return actual === expected ? [] : [`${key}: expected ${expected}`];
  });
  if (problems.length > 0) throw new ShopConfigError(`The shop's config is invalid: ${problems.join('; ')}`);
  current = { ...defaultShopConfig, ...(given as ShopConfigOverrides) };
  return current;
}

/**
 * On the server, where the config in force is the request's (the shell's
 * server keeps it in the request's async context): `source` answers it, or
 * nothing outside a request, where the config set by `configureShop` is read.
 */
export function readShopConfigFrom(source: (() => ShopConfig | undefined) | null): void {
  requestConfig = source;
}

export function getShopConfig(): ShopConfig {
  return requestConfig?.() ?? current;
}
