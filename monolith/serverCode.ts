/**
 * Stands in for the shell's `server/remoteServerCode.ts` in the monolith's
 * server build (`monolith/vite.server.config.ts` aliases it here): the same
 * exports, but every remote's server module is bundled into the server from
 * the same source, with no federation, no manifests and no fetched chunks.
 * The build a page pins is the `remotes.json` entry itself, which the
 * monolith's browser build ignores (`federationAdapter.ts`).
 */
import type { RemoteModuleId, RemoteName, RemoteRoutes, RemoteServerModuleId } from '@giftshop/shared';
// Types only (erased): the federated server's API, which this file must match export for export.
import type * as Federated from '../shell/server/remoteServerCode';
import catalogPages from '../mf-catalog/src/Pages.tsx';
import catalogHomePage from '../mf-catalog/src/HomePageEntry.tsx';
import catalogListingPages from '../mf-catalog/src/ListingPagesEntry.tsx';
import catalogPrefetch from '../mf-catalog/src/server/prefetch.ts';
import productPages from '../mf-product/src/Pages.tsx';
import productProductPage from '../mf-product/src/ProductPageEntry.tsx';
import productSimpleDetailPage from '../mf-product/src/SimpleDetailPageEntry.tsx';
import productPrefetch from '../mf-product/src/server/prefetch.ts';
import accountPages from '../mf-account/src/Pages.tsx';
import accountAuthPage from '../mf-account/src/AuthPageEntry.tsx';
import accountPrefetch from '../mf-account/src/server/prefetch.ts';
import catalogRoutes from '../mf-catalog/src/routes.ts';
import productRoutes from '../mf-product/src/routes.ts';
import cartRoutes from '../mf-cart/src/routes.ts';
import accountRoutes from '../mf-account/src/routes.ts';

/** As in the federated server (nothing is fetched here, so neither limit is ever reached). */
export const REMOTE_FETCH_LIMITS: typeof Federated.REMOTE_FETCH_LIMITS = {
  timeoutMs: 2_000,
  maxBytes: 5 * 1024 * 1024,
};
export const REMOTE_BUILD_CHECK_MS: typeof Federated.REMOTE_BUILD_CHECK_MS = 10_000;

export type RemoteBuild = Federated.RemoteBuild;

/** The modules the shell's server renders with (the others are browser-only, as in the federated shop). */
const serverModules: Partial<Record<RemoteModuleId | RemoteServerModuleId, unknown>> = {
  'catalog/Pages': catalogPages,
  'catalog/HomePage': catalogHomePage,
  'catalog/ListingPages': catalogListingPages,
  'catalog/Prefetch': catalogPrefetch,
  'product/Pages': productPages,
  'product/ProductPage': productProductPage,
  'product/SimpleDetailPage': productSimpleDetailPage,
  'product/Prefetch': productPrefetch,
  'account/Pages': accountPages,
  'account/AuthPage': accountAuthPage,
  'account/Prefetch': accountPrefetch,
};

/** One build, always: the one bundled into this server. */
export const currentBuild: typeof Federated.currentBuild = (name: RemoteName, entryUrl: string) =>
  Promise.resolve({ name, version: 'monolith', serverEntry: entryUrl, browserEntry: entryUrl });

export const loadServerModule: typeof Federated.loadServerModule = async (build, id) => {
  const module = serverModules[id];
  if (typeof module !== 'function') throw new Error(`The monolith has no server module "${id}" (${build.name}).`);
  return module as never;
};

/** Each remote's routes, bundled from the same source as its pages. */
const routes: Record<RemoteName, RemoteRoutes> = {
  catalog: catalogRoutes,
  product: productRoutes,
  cart: cartRoutes,
  account: accountRoutes,
};

export const loadServerRoutes: typeof Federated.loadServerRoutes = (build) => Promise.resolve(routes[build.name]);
