import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { matchPath } from 'react-router-dom';
import {
  getSupabase,
  loadShopChecks,
  type RemoteModuleId,
  type RemoteModules,
  type RemoteName,
  type RemoteRoutes,
  type RemoteRoutesModule,
} from '@giftshop/shared';
import { declaredRoutes, parseRemoteRoutes, type ShopRoute } from '../routes/composeRoutes';
import { preloadExposedModule, remoteManifest } from './exposedModulePreload';
import { needsChecksFirst, sharedVersionMismatch } from './sharedVersion';
import { headerTurn } from './headerTurn';

/**
 * Loads remotes at run time from the URLs in `/remotes.json`. A remote is
 * registered only when a slot first needs it, so no remote's entry is
 * fetched before a route (or the header) asks for it.
 */
let remoteUrls: Partial<Record<RemoteName, string>> = {};
const attempts = new Map<RemoteName, number>();
const registered = new Set<RemoteName>();
const loaded = new Map<RemoteModuleId, unknown>();
const loading = new Map<RemoteModuleId, Promise<unknown>>();

/** What the header shows on every page: it loads in its turn, after the page responds (`headerTurn.ts`). */
const headerModules: RemoteModuleId[] = ['account/AccountMenu', 'cart/CartButton'];

/**
 * Takes the remote URLs from `/remotes.json`, and at once starts loading the
 * current route's remote page, so its download runs while React renders the
 * frame instead of after it. The header's remotes and the backend client
 * (whose library loads on demand, and which the account menu reads at once)
 * start in the header's turn. A failure here is left to the slot, which shows
 * it with its Retry.
 */
export function setRemoteUrls(urls: Partial<Record<RemoteName, string>>, routes: readonly ShopRoute[]): void {
  remoteUrls = urls;
  const route = routes.find((r) => matchPath(r.path, location.pathname));
  if (route && remoteUrls[route.remote]) loadRemoteModule(route.module).catch(() => undefined);
  for (const id of headerModules) {
    if (remoteUrls[remoteOf(id)]) loadRemoteModule(id).catch(() => undefined);
  }
  void headerTurn.then(() => getSupabase().catch(() => undefined));
}

export function remoteOf(id: RemoteModuleId): RemoteName {
  return id.split('/')[0] as RemoteName;
}

/** The entry URL for an attempt: retries add a query so the browser cannot serve back a cached failure. */
export function entryUrl(base: string, attempt: number): string {
  if (attempt === 0) return base;
  const url = new URL(base, location.href);
  url.searchParams.set('retry', String(attempt));
  return url.toString();
}

function register(name: RemoteName, force: boolean): void {
  const base = remoteUrls[name];
  if (!base) throw new Error(`No URL is configured for the "${name}" remote.`);
  const entry = entryUrl(base, attempts.get(name) ?? 0);
  registerRemotes([{ name, entry, type: 'module' }], { force });
  registered.add(name);
}

/** A module loaded before, if any: lets a slot render at once without a flash of its skeleton. */
export function loadedModule<Id extends RemoteModuleId>(id: Id): RemoteModules[Id] | undefined {
  return loaded.get(id) as RemoteModules[Id] | undefined;
}

/** Loads a remote module once: callers while it loads share the same attempt. */
export function loadRemoteModule<Id extends RemoteModuleId>(id: Id): Promise<RemoteModules[Id]> {
  const cached = loadedModule(id);
  if (cached) return Promise.resolve(cached);
  let attempt = loading.get(id) as Promise<RemoteModules[Id]> | undefined;
  if (!attempt) {
    attempt = load(id).finally(() => loading.delete(id));
    loading.set(id, attempt);
  }
  return attempt;
}

async function load<Id extends RemoteModuleId>(id: Id): Promise<RemoteModules[Id]> {
  if (headerModules.includes(id)) await headerTurn;
  const name = remoteOf(id);
  if (!registered.has(name)) register(name, false);
  if (!attempts.get(name)) void preloadExposedModule(remoteUrls[name]!, id.split('/')[1]!);
  // Before any of its code runs: a remote built for a newer shared package than this shell's is refused, and
  // one built for a shared older than its checks on demand gets them loaded first.
  const shares = (await remoteManifest(remoteUrls[name]!))?.shared;
  const mismatch = sharedVersionMismatch(name, shares);
  if (mismatch) {
    console.error(`[shell] ${mismatch}`);
    throw new Error(mismatch);
  }
  if (needsChecksFirst(shares)) await loadShopChecks();
  const module = await loadRemote<{ default: RemoteModules[Id] }>(id);
  if (!module || typeof module.default !== 'function') {
    throw new Error(`The "${name}" remote did not provide ${id}.`);
  }
  loaded.set(id, module.default);
  return module.default;
}

/** The routes a remote declares (its `./Routes`), read from its current build and checked. */
export async function loadRemoteRoutes(name: RemoteName): Promise<RemoteRoutes> {
  if (!registered.has(name)) register(name, false);
  const shares = (await remoteManifest(remoteUrls[name]!))?.shared;
  const mismatch = sharedVersionMismatch(name, shares);
  if (mismatch) throw new Error(mismatch);
  if (needsChecksFirst(shares)) await loadShopChecks();
  const module = await loadRemote<RemoteRoutesModule>(`${name}/Routes`);
  return parseRemoteRoutes(name, declaredRoutes(module));
}

/** Forget a failed remote module and register its remote again under a fresh URL. */
export function prepareRetry(id: RemoteModuleId): void {
  retryRemote(remoteOf(id));
}

/** Forget a failed remote and register it again under a fresh URL. */
export function retryRemote(name: RemoteName): void {
  attempts.set(name, (attempts.get(name) ?? 0) + 1);
  for (const key of loaded.keys()) if (remoteOf(key) === name) loaded.delete(key);
  for (const key of loading.keys()) if (remoteOf(key) === name) loading.delete(key);
  register(name, true);
}
