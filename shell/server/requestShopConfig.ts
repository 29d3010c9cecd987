import { AsyncLocalStorage } from 'node:async_hooks';
import { readShopConfigFrom, resolveShopConfig, type ShopConfig } from '@giftshop/shared';

/**
 * Each request's shop config, carried by the request's async context rather
 * than a process-wide global: two requests rendered at once each read their
 * own, and a config is the defaults plus what `remotes.json` says now (an
 * override removed from the file gives its default back on the next request).
 * `getShopConfig()` — in the shell and in every remote's server code, which
 * share this server's `@giftshop/shared` — reads it.
 */
const requestConfig = new AsyncLocalStorage<ShopConfig>();
readShopConfigFrom(() => requestConfig.getStore());

/** Runs `work` with `overrides` (`remotes.json` → `config`) as the shop config in force; invalid ones throw. */
export function withShopConfig<T>(overrides: unknown, work: () => T): T {
  return requestConfig.run(resolveShopConfig(overrides), work);
}
