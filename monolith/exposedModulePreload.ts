/**
 * Stands in for the shell's `remotes/exposedModulePreload.ts` in the monolith
 * build: there are no remotes, so there are no remote manifests to read nor
 * remote files to preload (the URLs in `/remotes.json` are ignored here).
 */
export function filesToPreload(): string[] {
  return [];
}

export async function preloadExposedModule(_entryUrl: string, _expose: string): Promise<void> {}
