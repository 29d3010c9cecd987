/**
 * Stands in for `@module-federation/runtime` in the monolith baseline build
 * (`monolith/vite.config.ts` aliases the package here): the shell's remote
 * registry runs unchanged, but every remote module is an ordinary dynamic
 * import of the same source, bundled into one app with no federation.
 */
import type { RemoteModuleId, RoutesModuleId } from '@giftshop/shared';

const remoteModules: Partial<Record<RemoteModuleId | RoutesModuleId, () => Promise<unknown>>> = {
  // Each page entry a route names (routes.ts), and `./Pages` for a route that names none.
  'catalog/HomePage': () => import('../mf-catalog/src/HomePageEntry.tsx'),
  'catalog/ListingPages': () => import('../mf-catalog/src/ListingPagesEntry.tsx'),
  'account/AuthPage': () => import('../mf-account/src/AuthPageEntry.tsx'),
  'account/AccountPages': () => import('../mf-account/src/AccountPagesEntry.tsx'),
  'product/ProductPage': () => import('../mf-product/src/ProductPageEntry.tsx'),
  'product/SimpleDetailPage': () => import('../mf-product/src/SimpleDetailPageEntry.tsx'),
  'product/WriteReviewPage': () => import('../mf-product/src/WriteReviewPageEntry.tsx'),
  'catalog/Pages': () => import('../mf-catalog/src/Pages.tsx'),
  'product/Pages': () => import('../mf-product/src/Pages.tsx'),
  'cart/Pages': () => import('../mf-cart/src/Pages.tsx'),
  'cart/CartButton': () => import('../mf-cart/src/CartButton.tsx'),
  'account/Pages': () => import('../mf-account/src/Pages.tsx'),
  'account/AccountMenu': () => import('../mf-account/src/AccountMenu.tsx'),
  'catalog/Routes': () => import('../mf-catalog/src/routes.ts'),
  'product/Routes': () => import('../mf-product/src/routes.ts'),
  'cart/Routes': () => import('../mf-cart/src/routes.ts'),
  'account/Routes': () => import('../mf-account/src/routes.ts'),
};

/** Nothing to register: the remote URLs from `/remotes.json` are ignored here. */
export function registerRemotes(..._remotes: unknown[]): void {}

export async function loadRemote<T>(id: string): Promise<T | null> {
  const load = remoteModules[id as RemoteModuleId | RoutesModuleId];
  if (!load) throw new Error(`The monolith build has no module "${id}".`);
  return (await load()) as T;
}

/**
 * The shared-version check's range test. Never reached in the monolith (it reads no manifest), but the
 * shell imports it from the runtime this file stands in for.
 */
export function satisfy(_version: string, _range: string): boolean {
  return true;
}
