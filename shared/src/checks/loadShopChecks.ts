/** The shop's checks: the named exports of `shopChecks.ts`. */
export type ShopChecks = typeof import('./shopChecks');

let evaluated: ShopChecks | undefined;
let loading: Promise<ShopChecks> | undefined;

/** The shop's checks if they are loaded (then every check is synchronous), or undefined. */
export function loadedShopChecks(): ShopChecks | undefined {
  return evaluated;
}

/**
 * Loads the shop's checks (zod and the schemas: the bus contract's payloads, the config's overrides) once;
 * a failed load (a network error) is tried again by the next call. Since shared 1.7.0.
 */
export function loadShopChecks(): Promise<ShopChecks> {
  if (evaluated) return Promise.resolve(evaluated);
  loading ??= import('./shopChecks').then(
    (module) => (evaluated ??= module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The shop's checks, which must be loaded: a clear error otherwise, naming what to await. */
export function shopChecks(): ShopChecks {
  if (!evaluated) {
    throw new Error(
      "@giftshop/shared: the shop's checks (the bus contract's schemas, the config's) are not loaded yet: " +
        'await loadShopChecks() first.',
    );
  }
  return evaluated;
}
