import * as z from 'zod/mini';
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
  address: { street: '418 Maple Row, Suite 2', city: 'Portland', region: 'OR', postalCode: '97205', country: 'USA' },
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
 * What may be overridden at run time (`remotes.json` → `config`). Strict: an
 * unknown key is an error that names it, so a misspelled setting is never
 * dropped in silence. Built on first use (`z.lazy`), not when `shared` loads.
 */
export const shopConfigOverridesSchema = z.lazy(() =>
  z.partial(
    z.strictObject({
      brandName: z.string(),
      tagline: z.string(),
      phone: z.string(),
      email: z.string(),
      address: z.strictObject({
        street: z.string(),
        city: z.string(),
        region: z.string(),
        postalCode: z.string(),
        country: z.string(),
      }),
      returnsDays: z.int().check(z.minimum(0)),
      featuredCount: z.int().check(z.minimum(1), z.maximum(48)),
      pageSize: z.int().check(z.minimum(1), z.maximum(100)),
      supabase: z.strictObject({ url: z.url({ protocol: /^https?$/ }), anonKey: z.string().check(z.minLength(10)) }),
    }),
  ),
);

export type ShopConfigOverrides = z.infer<typeof shopConfigOverridesSchema>;

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
 * throws a `ShopConfigError` naming it. Pure: nothing is kept.
 */
export function resolveShopConfig(overrides: unknown): ShopConfig {
  const parsed = shopConfigOverridesSchema.safeParse(overrides ?? {});
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
