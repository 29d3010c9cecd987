/**
 * Stands in for the shell's `remotes/exposedModulePreload.ts` in the monolith
 * build: there are no remotes, so there are no remote manifests to read nor
 * remote files to preload (the URLs in `/remotes.json` are ignored here).
 */
export function filesToPreload(): string[] {
  return [];
}

export async function preloadExposedModule(_entryUrl: string, _expose: string): Promise<void> {}

export function preloadModule(_href: string): void {}

/** No remote, no manifest: nothing for the shared-version check to compare (the monolith is one build). */
export async function remoteManifest(_entryUrl: string): Promise<null> {
  return null;
}
