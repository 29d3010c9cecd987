/**
 * A remote's builds as a deployment sees them: each build is a folder of its own, named after its version
 * (`dist/<version>/`: the browser build, its manifest, and its server code in `server/`), written once and
 * never changed. The builds before it stay beside it, so `remotes.json` can name any of them: deploying
 * is pointing it at a new version, rolling back is pointing it at an older one (`npm run release`).
 * `dist/builds.json` lists the versions, oldest first.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { InlineConfig } from 'vite';
import { precompress } from './precompress';

/** How many builds a remote's folder keeps: the newest ten. Older ones are deleted by the next build. */
export const KEPT_BUILDS = 10;

/** A build's version: ten hex digits of its content's hash. */
export const BUILD_VERSION = /^[0-9a-f]{10}$/;

export interface BuildRecord {
  version: string;
  builtAt: string;
}

/** The builds in a remote's build folder, oldest first (none when it has never been built). */
export function remoteBuilds(buildsDir: string): BuildRecord[] {
  const file = join(buildsDir, 'builds.json');
  if (!existsSync(file)) return [];
  let records: unknown;
  try {
    records = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    records = null;
  }
  if (!Array.isArray(records)) {
    throw new Error(`${file} is not a list of builds: restore it from the version folders beside it, or delete it.`);
  }
  return (records as Partial<BuildRecord>[]).filter(
    (b): b is BuildRecord =>
      typeof b?.version === 'string' && BUILD_VERSION.test(b.version) && existsSync(join(buildsDir, b.version)),
  );
}

/** The newest build's version, or null. */
export function newestBuild(buildsDir: string): string | null {
  return remoteBuilds(buildsDir).at(-1)?.version ?? null;
}

/** Where a remote's origin serves one of its builds: the entry `remotes.json` names. */
export const remoteEntryUrl = (origin: string, version: string) => `${origin}/${version}/remoteEntry.js`;

/**
 * After a remote's browser build and server build into `staging`: name it by its content, note its
 * entries in the manifest, precompress it, and move it to `<buildsDir>/<version>/` in one rename. The same
 * sources built again give the same version: that folder is kept as it is and becomes the newest again.
 */
export function publishRemoteBuild(staging: string, buildsDir: string): string {
  const version = createHash('sha256')
    .update(readFileSync(join(staging, 'remoteEntry.js')))
    .update(readFileSync(join(staging, 'server/remoteEntry.ssr.js')))
    .digest('hex')
    .slice(0, 10);
  const manifestFile = join(staging, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    metaData: Record<string, unknown> & { buildInfo?: Record<string, unknown> };
  };
  manifest.metaData.buildInfo = { ...manifest.metaData.buildInfo, buildVersion: version };
  manifest.metaData.ssrRemoteEntry = { name: 'remoteEntry.ssr.js', path: 'server/', type: 'module' };
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
  precompress(staging);

  const folder = join(buildsDir, version);
  if (existsSync(folder)) rmSync(staging, { recursive: true, force: true });
  else renameSync(staging, folder);

  const history = remoteBuilds(buildsDir).filter((b) => b.version !== version);
  const kept = [...history, { version, builtAt: new Date().toISOString() }].slice(-KEPT_BUILDS);
  for (const old of history) {
    if (!kept.some((b) => b.version === old.version))
      rmSync(join(buildsDir, old.version), { recursive: true, force: true });
  }
  const recordFile = join(buildsDir, 'builds.json');
  writeFileSync(`${recordFile}.tmp`, JSON.stringify(kept, null, 2));
  renameSync(`${recordFile}.tmp`, recordFile);
  return version;
}

/**
 * A build that met the federation plugin's race: `@module-federation/vite` trims each `import: false` share
 * to the names the remote imports once it believes the module graph is parsed, which it decides after 10 ms
 * without a parse (`scheduleParseCompletionCheck`). On a busy machine that comes too early: the share then
 * exports fewer names than the remote imports and the build stops with MISSING_EXPORT on a `__loadShare__`
 * module (seen in CI, in 1 of about 10 runs). Such a build never succeeds wrongly, so it is built again.
 */
const metThePluginRace = (error: unknown) =>
  /MISSING_EXPORT/.test(String(error)) && /__loadShare__/.test(String(error));

/** How many times a remote's build is tried when it meets that race. */
const BUILD_ATTEMPTS = 3;

async function buildMeetingTheRace(config: InlineConfig): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      // Vite is loaded only to build: `npm run release` reads this module's constants without it (seconds saved).
      const { build } = await import('vite');
      await build(config);
      return;
    } catch (error) {
      if (attempt >= BUILD_ATTEMPTS || !metThePluginRace(error)) throw error;
      console.warn(
        `  ${config.root}: the federation plugin trimmed a shared module before the module graph was parsed ` +
          `(MISSING_EXPORT on a __loadShare__ module, a race on a busy machine); building again (${attempt + 1}/${BUILD_ATTEMPTS}).`,
      );
    }
  }
}

export interface RemoteBuildOptions {
  /** The Vite config: `<root>/vite.config.ts` by default. */
  configFile?: string;
  /** The folder the versioned builds go into: `<root>/dist` by default. */
  buildsDir?: string;
  logLevel?: 'warn' | 'error';
}

/**
 * Builds a remote as a deployment does: the browser build and its server build (`server/`), published as a
 * new versioned folder beside the builds before it. Returns the build's version.
 */
export async function buildRemote(root: string, options: RemoteBuildOptions = {}): Promise<string> {
  const configFile = options.configFile ?? join(root, 'vite.config.ts');
  const buildsDir = options.buildsDir ?? join(root, 'dist');
  const logLevel = options.logLevel ?? 'warn';
  mkdirSync(buildsDir, { recursive: true });
  const staging = join(buildsDir, `.staging-${process.pid}-${Date.now()}`);
  try {
    await buildMeetingTheRace({ root, configFile, logLevel, build: { outDir: staging, emptyOutDir: true } });
    await buildMeetingTheRace({
      root,
      configFile,
      logLevel,
      build: { ssr: true, outDir: join(staging, 'server'), emptyOutDir: true },
    });
    return publishRemoteBuild(staging, buildsDir);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
