import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { RemoteModuleId, RemoteModules, RemoteName } from '@giftshop/shared';

/**
 * Loads remotes at run time from the URLs in `/remotes.json`. A remote is
 * registered only when a slot first needs it, so no remote's entry is
 * fetched before a route (or the header) asks for it.
 */
let remoteUrls: Partial<Record<RemoteName, string>> = {};
const attempts = new Map<RemoteName, number>();
const registered = new Set<RemoteName>();
const loaded = new Map<RemoteModuleId, unknown>();

export function setRemoteUrls(urls: Partial<Record<RemoteName, string>>): void {
  remoteUrls = urls;
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

export async function loadRemoteModule<Id extends RemoteModuleId>(id: Id): Promise<RemoteModules[Id]> {
  const cached = loadedModule(id);
  if (cached) return cached;
  const name = remoteOf(id);
  if (!registered.has(name)) register(name, false);
  const module = await loadRemote<{ default: RemoteModules[Id] }>(id);
  if (!module || typeof module.default !== 'function') {
    throw new Error(`The "${name}" remote did not provide ${id}.`);
  }
  loaded.set(id, module.default);
  return module.default;
}

/** Forget a failed remote and register it again under a fresh URL. */
export function prepareRetry(id: RemoteModuleId): void {
  const name = remoteOf(id);
  attempts.set(name, (attempts.get(name) ?? 0) + 1);
  for (const key of loaded.keys()) if (remoteOf(key) === name) loaded.delete(key);
  register(name, true);
}
