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

const manifests = new Map<string, Promise<ExposedAssets[]>>();

function exposesOf(manifestUrl: string): Promise<ExposedAssets[]> {
  let exposes = manifests.get(manifestUrl);
  if (!exposes) {
    exposes = fetch(manifestUrl)
      .then((response) => (response.ok ? (response.json() as Promise<{ exposes?: ExposedAssets[] }>) : null))
      .then((manifest) => manifest?.exposes ?? []);
    manifests.set(manifestUrl, exposes);
  }
  return exposes;
}

export async function preloadExposedModule(entryUrl: string, expose: string): Promise<void> {
  try {
    const manifestUrl = new URL('mf-manifest.json', entryUrl).href;
    for (const file of filesToPreload(await exposesOf(manifestUrl), expose)) {
      const href = new URL(file, manifestUrl).href;
      if (preloaded.has(href)) continue;
      preloaded.add(href);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
  } catch {
    // A hint only: the remote still loads through its entry.
  }
}
