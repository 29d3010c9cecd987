/**
 * Flattens a remote's request chain. Loading an exposed module from its
 * `remoteEntry.js` alone, the browser finds the files one import at a time
 * (entry → runtime helpers → the module's wrapper → its code → its shared
 * imports), a round trip each. The remote's `mf-manifest.json`, next to its
 * entry, lists those files: fetched alongside the entry, it lets the shell
 * modulepreload them all at once. Only a hint: any failure is ignored, and
 * the remote then loads as it would without it.
 */
interface ExposedAssets {
  path: string;
  assets?: { js?: { sync?: string[]; async?: string[] } };
}

const preloaded = new Set<string>();

/** The files the exposed module always loads: its sync files and the remote's share-loading modules. */
export function filesToPreload(exposes: ExposedAssets[], expose: string): string[] {
  const js = exposes.find((e) => e.path === `./${expose}`)?.assets?.js;
  // The other async files are the remote's own copies of shared packages, loaded only if the shell lacks them.
  return [...(js?.sync ?? []), ...(js?.async ?? []).filter((file) => file.includes('__loadShare__'))];
}

/** What the shell reads in a remote's `mf-manifest.json`: the files of its exposed modules, and its shares. */
export interface RemoteManifest {
  exposes?: ExposedAssets[];
  shared?: { name: string; version?: string; requiredVersion?: string }[];
}

const manifests = new Map<string, Promise<RemoteManifest | null>>();

/** The manifest next to a remote's entry, fetched once per page; null when it cannot be read. */
export function remoteManifest(entryUrl: string): Promise<RemoteManifest | null> {
  const manifestUrl = new URL('mf-manifest.json', entryUrl).href;
  let manifest = manifests.get(manifestUrl);
  if (!manifest) {
    manifest = fetch(manifestUrl)
      .then((response) => (response.ok ? (response.json() as Promise<RemoteManifest>) : null))
      .catch(() => null);
    manifests.set(manifestUrl, manifest);
  }
  return manifest;
}

/** Fetches a module script ahead of its import (once per URL). */
export function preloadModule(href: string): void {
  if (preloaded.has(href)) return;
  preloaded.add(href);
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
}

export async function preloadExposedModule(entryUrl: string, expose: string): Promise<void> {
  try {
    // The entry itself at once, while the manifest (which the shell reads before running any of it) comes.
    preloadModule(new URL(entryUrl, location.href).href);
    const manifestUrl = new URL('mf-manifest.json', entryUrl).href;
    for (const file of filesToPreload((await remoteManifest(entryUrl))?.exposes ?? [], expose)) {
      preloadModule(new URL(file, manifestUrl).href);
    }
  } catch {
    // A hint only: the remote still loads through its entry.
  }
}
