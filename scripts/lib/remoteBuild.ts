/**
 * A remote's build as a deployment sees it. Each build keeps the files of the
 * builds before it (a visitor's page keeps loading the build it was rendered
 * with), adds a browser entry named after its version, and says in its
 * manifest where its server entry is.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'vite';
import { filesUnder } from './precompress';

/** How many builds' files stay served: the current one and the two before it. */
export const KEPT_BUILDS = 3;

interface BuildRecord {
  version: string;
  files: string[];
}

/** Files that every build rewrites in place: never pruned. */
const alwaysKept = /^(remoteEntry\.js|mf-manifest\.json|mf-stats\.json|\.build-hash|\.builds\.json|server\/.*)$/;

/**
 * After a remote's client build (into `dist/`, not emptied) and server build (into `dist/server/`):
 * version it, name its entries in the manifest, and prune builds older than the last three.
 */
export function publishRemoteBuild(dist: string, builtSince: number): string {
  const version = createHash('sha256')
    .update(readFileSync(join(dist, 'remoteEntry.js')))
    .update(readFileSync(join(dist, 'server/remoteEntry.ssr.js')))
    .digest('hex')
    .slice(0, 10);
  const pinned = `remoteEntry.${version}.js`;
  copyFileSync(join(dist, 'remoteEntry.js'), join(dist, pinned));

  const manifestFile = join(dist, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    metaData: Record<string, unknown> & { buildInfo?: Record<string, unknown> };
  };
  manifest.metaData.buildInfo = { ...manifest.metaData.buildInfo, buildVersion: version };
  manifest.metaData.ssrRemoteEntry = { name: 'remoteEntry.ssr.js', path: 'server/', type: 'module' };
  manifest.metaData.pinnedRemoteEntry = { name: pinned, path: '', type: 'module' };
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));

  const files = filesUnder(dist)
    .filter((file) => statSync(file).mtimeMs >= builtSince)
    .map((file) => relative(dist, file).replaceAll('\\', '/'))
    .filter((file) => !alwaysKept.test(file) && !/\.(gz|br)$/.test(file));
  const recordFile = join(dist, '.builds.json');
  const history = existsSync(recordFile) ? (JSON.parse(readFileSync(recordFile, 'utf8')) as BuildRecord[]) : [];
  const kept = [...history.filter((b) => b.version !== version), { version, files }].slice(-KEPT_BUILDS);
  writeFileSync(recordFile, JSON.stringify(kept, null, 2));
  const keep = new Set(kept.flatMap((b) => b.files));
  for (const file of filesUnder(dist)) {
    const name = relative(dist, file).replaceAll('\\', '/');
    if (alwaysKept.test(name)) continue;
    if (!keep.has(name.replace(/\.(gz|br)$/, ''))) rmSync(file);
  }
  return version;
}

/**
 * Builds a remote as a deployment does: the browser build into `dist/` (beside the builds before it),
 * the server build into `dist/server/`, then versions it. Returns the build's version.
 */
export async function buildRemote(root: string, logLevel: 'warn' | 'error' = 'warn'): Promise<string> {
  const started = Date.now();
  const configFile = join(root, 'vite.config.ts');
  await build({ root, configFile, logLevel });
  await build({ root, configFile, logLevel, build: { ssr: true, outDir: 'dist/server', emptyOutDir: true } });
  return publishRemoteBuild(join(root, 'dist'), started - 1000);
}
