/**
 * The run-time check (zod) of what `remotes.json` → `config` may override. Loaded with the shop's other
 * checks (`loadShopChecks`): by the shell's server before it serves (every request's config is checked
 * there), and in the browser only where no server checked it (a page without server HTML) or when the bus
 * carries its first event. The keys are `overridableShopConfigKeys` (`shopConfig.ts`), the compiler holds
 * the two together.
 */
import * as z from 'zod/mini';
import type { OverridableShopConfigKey } from './shopConfig';

/**
 * What may be overridden at run time. Strict: an unknown key is an error that names it, so a misspelled
 * setting is never dropped in silence. Built on first use (`z.lazy`).
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
    } satisfies Record<OverridableShopConfigKey, z.core.$ZodType>),
  ),
);
