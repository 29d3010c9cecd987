/**
 * The shop's run-time checks, in one module with zod: the bus contract's payloads and the shop config's
 * overrides. Not part of `shared`'s start (issue 31: zod is 8.4 KB gzip and its compile): the bus loads it
 * with its first event (`loadShopChecks`), the browser's config path when it checks a config no server
 * checked, and the shell's server before it serves. Once loaded, every check is synchronous again
 * (`loadedShopChecks`). The shell's `remotes.json` reader takes the config's schema from here directly
 * (`@giftshop/shared/checks`).
 */
export {
  cartCustomizationSchema,
  cartItemSchema,
  cartStateSchema,
  commandSchemas,
  sessionStateSchema,
  stateSchemas,
  toastSchema,
} from '../bus/contractSchemas';
export { shopConfigOverridesSchema } from '../config/shopConfigSchema';
