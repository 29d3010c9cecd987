import { AsyncLocalStorage } from 'node:async_hooks';
import {
  addServerRequestHeaders,
  loadShopChecks,
  readShopConfigFrom,
  resolveShopConfig,
  type ShopConfig,
} from '@giftshop/shared';

// The shop's checks (zod), loaded before the server serves: every request's config is checked with them, at once.
await loadShopChecks();

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

/**
 * The shopper a render is for. Given the embedded backend's key for this server (`SHOP_BACKEND_KEY`,
 * which `npm start` and the e2e stack hand to both; never in a file or a page), each backend request
 * of the render names that shopper, and the backend shares its database between shoppers instead of
 * counting every page as one client's (docs/backend.md, "Fair sharing"). Without the key, nothing is sent.
 */
const shopper = new AsyncLocalStorage<string>();
const backendKey = process.env.SHOP_BACKEND_KEY;
if (backendKey) {
  // a render with no shopper (warm-up, a background refresh) is the shop's own: keyed by this server's address
  addServerRequestHeaders(() => {
    const address = shopper.getStore();
    return { 'X-Shop-Server-Key': backendKey, ...(address ? { 'X-Forwarded-For': address } : {}) };
  });
}

/** Runs `work` for the shopper at `address` (the request's peer); undefined: for the shop itself. */
export function withShopper<T>(address: string | undefined, work: () => T): T {
  return address ? shopper.run(address, work) : work();
}

/** Runs `work` with `overrides` (`remotes.json` → `config`) as the shop config in force; invalid ones throw. */
export function withShopConfig<T>(overrides: unknown, work: () => T): T {
  return requestConfig.run(resolveShopConfig(overrides), work);
}
