import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const runtimeCoreDist = fileURLToPath(
  new URL('../../node_modules/@module-federation/runtime-core/dist/', import.meta.url),
);
const stubs = fileURLToPath(new URL('./federationStandIns/', import.meta.url));

/**
 * runtime-core's modules the shell's browser build replaces with stand-ins (`federationStandIns/`), by how its own
 * files import them: parts it never runs, and its version check with its answers remembered.
 */
export const unusedFederationModules: Record<string, { importer: RegExp; stub: string }> = {
  // Imported by core.js, remote/index.js (and the snapshot plugin, which `disableSnapshot` leaves out).
  'plugins/snapshot/SnapshotHandler.js': {
    importer: /\/runtime-core\/dist\/(core|remote\/index)\.js$/,
    stub: 'snapshotHandler.js',
  },
  // Imported by remote/index.js (`preloadRemote`), helpers.js and the preload plugins.
  'utils/preload.js': { importer: /\/runtime-core\/dist\/(remote\/index|helpers)\.js$/, stub: 'preload.js' },
  // Imported by utils/share.js (which version of a share to use) and index.js: the same check, its answers kept.
  'utils/semver/index.js': {
    importer: /\/runtime-core\/dist\/(utils\/share|index)\.js$/,
    stub: 'satisfyRemembered.js',
  },
};

/**
 * Leaves out the parts of the federation runtime the shell never runs (issue 31): the snapshot handler
 * (loading remotes' manifests through the runtime; the shell registers each remote by its `remoteEntry.js`
 * with `disableSnapshot`, yet runtime-core always builds the full handler when remotes are on) and the
 * runtime's asset preloading (`preloadRemote`, a class method the bundler cannot drop; the shell preloads a
 * page's chunks itself). About 2.5 KB gzip before every page responds. Also its version check, asked the same
 * few questions about 50 times as the page starts, answers each once (`satisfyRemembered.js`). Only the browser
 * build: the shell's
 * server keeps the whole runtime (its entry loader reads manifests). A runtime-core whose files moved fails
 * the build here (`leaveOutUnusedFederationParts.test.ts` reads the installed one).
 */
export function leaveOutUnusedFederationParts(): Plugin {
  let browser = true;
  return {
    name: 'shop-leave-out-unused-federation-parts',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      browser = !config.build.ssr;
      for (const file of Object.keys(unusedFederationModules))
        if (!existsSync(`${runtimeCoreDist}${file}`))
          throw new Error(`@module-federation/runtime-core changed shape (no dist/${file}): review ${import.meta.url}`);
    },
    resolveId(source, importer) {
      if (source.startsWith('runtime-core:')) return `${runtimeCoreDist}${source.slice('runtime-core:'.length)}`;
      if (!browser || !importer) return null;
      const from = importer.replaceAll('\\', '/');
      for (const [file, { importer: by, stub }] of Object.entries(unusedFederationModules))
        if (source.endsWith(file.split('/').pop()!) && by.test(from) && resolvesTo(source, from, file))
          return `${stubs}${stub}`;
      return null;
    },
  };
}

/** Whether `source`, imported from `importer` (a runtime-core dist file), names `dist/<file>`. */
function resolvesTo(source: string, importer: string, file: string): boolean {
  const dir = importer.slice(0, importer.lastIndexOf('/') + 1);
  const resolved = new URL(source, `file://${dir}`).pathname;
  return resolved.endsWith(`/runtime-core/dist/${file}`);
}
