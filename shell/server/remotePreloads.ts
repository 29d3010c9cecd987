/**
 * What the page's head asks for besides the shell's own scripts (issue 31): for each remote module the
 * server rendered, its remote's browser entry, its manifest and the files the module always loads. Left to
 * the browser, these were found one round trip after another once the shell's scripts had run (entry and
 * manifest, then the module's files): on a throttled phone the page responded a second later. Listed in the
 * head, they download with the shell's scripts, and hydration finds them ready.
 */
import type { RemoteModuleId, RemoteName } from '@giftshop/shared';
import { filesToPreload, type RemoteManifest } from '../src/remotes/exposedModulePreload';
import { escapeHtml } from './htmlDocument';

/** What a page needs to know of a remote's build to preload its rendered modules. */
export interface PreloadableBuild {
  /** The browser entry, in its versioned folder (the page pins it). */
  browserEntry: string;
  /** The browser manifest's exposed modules (null when the build's manifest listed none). */
  exposes?: RemoteManifest['exposes'] | null;
}

/**
 * The head tags for the remote modules the page rendered: each remote's entry and the exposed module's
 * files as module preloads, and the manifest (which the browser reads before loading the module) as a
 * fetch preload, so its `fetch()` is answered from it. Files off the entry's origin are never listed.
 */
export function remotePreloadTags(
  builds: Partial<Record<RemoteName, PreloadableBuild>>,
  rendered: readonly RemoteModuleId[],
): string {
  const modules = new Set<string>();
  const manifests = new Set<string>();
  for (const id of rendered) {
    const [name, expose] = id.split('/') as [RemoteName, string];
    const build = builds[name];
    if (!build) continue;
    const entry = new URL(build.browserEntry);
    const manifest = new URL('mf-manifest.json', entry);
    modules.add(entry.href);
    manifests.add(manifest.href);
    for (const file of filesToPreload(build.exposes ?? [], expose)) {
      const url = new URL(file, manifest);
      if (url.origin === entry.origin) modules.add(url.href);
    }
  }
  return [
    ...[...manifests].map(
      (href) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(href)}">`,
    ),
    ...[...modules].map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
  ].join('');
}
