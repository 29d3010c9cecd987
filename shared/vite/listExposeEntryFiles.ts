import { resolve as resolvePath } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { editManifest } from './editManifest.ts';

interface ManifestExpose {
  path: string;
  assets?: { js?: { sync?: string[]; async?: string[] } };
}

/**
 * Lists in a remote's manifest the file its entry loads for each expose, when the manifest left it out.
 *
 * A module that is an expose and is also imported by another expose (the catalogue's `./ListingPages`, which
 * `./Pages` renders too) may have its code in a chunk of its own and the expose as a re-export of it: a file of
 * a few bytes (`ListingPagesEntry-*.js`: `export { t as default } from './ListingPagesEntry-….js'`). The
 * federation's manifest lists the code's chunk, never that file, so the shell's head could not preload it: the
 * browser found it only when `remoteEntry.js` ran, one round trip more before a listing responded (about 190 ms
 * on the throttled phone, issue 31). Listed first among the expose's files, it is preloaded with the rest.
 */
export function listExposeEntryFiles(exposes: Record<string, string>): Plugin {
  let root = '';
  let manifestFile = '';
  return {
    name: 'shop-list-expose-entry-files',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      manifestFile = resolvePath(config.root, config.build.outDir, 'mf-manifest.json');
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      handler(_options, bundle) {
        editManifest<{ exposes?: ManifestExpose[] }>(manifestFile, (manifest) =>
          withExposeEntryFiles(manifest.exposes ?? [], exposes, root, Object.values(bundle)),
        );
      },
    },
  };
}

/** Adds each expose's entry file to its `sync` list where it is missing; true when it changed anything. */
export function withExposeEntryFiles(
  listed: ManifestExpose[],
  exposes: Record<string, string>,
  root: string,
  outputs: (Rollup.OutputChunk | Rollup.OutputAsset)[],
): boolean {
  let changed = false;
  for (const [path, source] of Object.entries(exposes)) {
    const module = resolvePath(root, source);
    const entry = outputs.find(
      (output): output is Rollup.OutputChunk =>
        output.type === 'chunk' && (output.isEntry || output.isDynamicEntry) && output.facadeModuleId === module,
    );
    const js = listed.find((expose) => expose.path === path)?.assets?.js;
    if (!entry || !js || (js.sync ?? []).includes(entry.fileName)) continue;
    js.sync = [entry.fileName, ...(js.sync ?? [])];
    changed = true;
  }
  return changed;
}
