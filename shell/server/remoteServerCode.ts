/**
 * The remotes' server code, loaded at run time from the origins `remotes.json`
 * names, with `@module-federation/vite`'s server entry loader: each remote's
 * manifest says its build version and where its server entry is; the loader
 * fetches that entry and its chunks and imports them. React, Emotion,
 * TanStack Query and `@giftshop/shared` come from this server (one instance
 * each), exactly as the browser's remotes take them from the shell.
 */
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as EmotionReact from '@emotion/react';
import * as EmotionJsxRuntime from '@emotion/react/jsx-runtime';
import * as EmotionStyled from '@emotion/styled';
import * as ReactQuery from '@tanstack/react-query';
import * as Shared from '@giftshop/shared';
import type {
  RemoteModuleId,
  RemoteModules,
  RemoteName,
  RemoteRoutes,
  RemoteRoutesModule,
  RemoteServerModuleId,
  RemoteServerModules,
} from '@giftshop/shared';
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import ssrEntryLoader from '@module-federation/vite/ssrEntryLoader';
import { fetchBounded, withinTime } from './boundedFetch';
import { sharedVersionMismatch } from '../src/remotes/sharedVersion';
import type { RemoteManifest } from '../src/remotes/exposedModulePreload';
import { declaredRoutes, parseRemoteRoutes } from '../src/routes/composeRoutes';

declare const __SHARED_SINGLETONS__: Record<string, { requiredVersion: string }>;

/** Limits on what a remote's origin sends: a manifest or a server chunk. */
export const REMOTE_FETCH_LIMITS = { timeoutMs: 2_000, maxBytes: 5 * 1024 * 1024 };
/** How long a remote's manifest is trusted before it is read again: a redeployed remote renders within this. */
export const REMOTE_BUILD_CHECK_MS = 10_000;

const sharedModules: Record<string, unknown> = {
  react: React,
  'react-dom': ReactDOM,
  '@emotion/react': EmotionReact,
  '@emotion/react/jsx-runtime': EmotionJsxRuntime,
  '@emotion/styled': EmotionStyled,
  '@tanstack/react-query': ReactQuery,
  '@giftshop/shared': Shared,
};

const versionOf = (pkg: string) =>
  (__SHARED_SINGLETONS__[pkg] ?? __SHARED_SINGLETONS__['@emotion/react'])!.requiredVersion.replace(/^\^/, '');

// The remotes' server chunks read shared packages from the federation module cache; fill it with this
// server's instances first. (Subpaths such as `@emotion/react/jsx-runtime` are not in a remote's own
// share list, so its init would never fill them.)
const moduleCache = ((
  globalThis as { __mf_module_cache__?: { share: Record<string, unknown> } }
).__mf_module_cache__ ??= { share: {} });
moduleCache.share ??= {};
for (const [pkg, module] of Object.entries(sharedModules)) {
  moduleCache.share[pkg] = module;
  moduleCache.share[`default:${pkg}`] = module;
}

const sharedConfig = Object.fromEntries(
  Object.entries(sharedModules).map(([pkg, module]) => [
    pkg,
    {
      version: versionOf(pkg),
      scope: 'default',
      lib: () => module,
      shareConfig: { singleton: true, requiredVersion: `^${versionOf(pkg)}` },
    },
  ]),
);

/**
 * One federation instance per remote build: a new build gets a fresh instance, so nothing the runtime
 * cached for the old one (its entry, its modules) can answer for it. Old builds' instances are dropped.
 */
const instances = new Map<RemoteName, { version: string; federation: ReturnType<typeof createInstance> }>();

function federationFor(build: RemoteBuild) {
  const known = instances.get(build.name);
  if (known?.version === build.version) return known.federation;
  const federation = createInstance({
    name: `shell_server_${build.name}_${build.version.replace(/\W/g, '_')}`,
    remotes: [{ name: build.name, entry: build.serverEntry, type: 'module' }],
    shared: sharedConfig,
    plugins: [
      // (Its declared return type is looser than the runtime's plugin type; it returns a remote entry or nothing.)
      ssrEntryLoader({
        fetchTimeoutMs: REMOTE_FETCH_LIMITS.timeoutMs,
        fetchMaxBytes: REMOTE_FETCH_LIMITS.maxBytes,
      }) as unknown as ModuleFederationRuntimePlugin,
    ],
  });
  instances.set(build.name, { version: build.version, federation });
  return federation;
}

/** One deployed build of a remote: what the server loads, and what it tells the browser to load. */
export interface RemoteBuild {
  name: RemoteName;
  version: string;
  /** The server entry, versioned. */
  serverEntry: string;
  /** The browser entry of the same build, in its versioned folder, which never changes (the page pins it). */
  browserEntry: string;
  /** The browser build's exposed modules and their files: the page preloads those it rendered. */
  exposes?: RemoteManifest['exposes'] | null;
}

interface Manifest {
  metaData?: {
    buildInfo?: { buildVersion?: string };
    ssrRemoteEntry?: { name?: string; path?: string };
    remoteEntry?: { name?: string; path?: string };
  };
  shared?: { name: string; version?: string; requiredVersion?: string }[];
  exposes?: RemoteManifest['exposes'];
}

const builds = new Map<string, { checkedAt: number; build: Promise<RemoteBuild> }>();

/** A file named by a manifest, resolved against it, and refused unless it stays on the remote's origin. */
function onOrigin(manifestUrl: string, file: { name?: string; path?: string } | undefined, what: string): string {
  if (!file?.name) throw new Error(`${manifestUrl} names no ${what}`);
  const url = new URL(`${file.path ?? ''}${file.name}`, manifestUrl);
  if (url.origin !== new URL(manifestUrl).origin) throw new Error(`${manifestUrl} points its ${what} off its origin`);
  return url.href;
}

async function readBuild(name: RemoteName, entryUrl: string): Promise<RemoteBuild> {
  const manifestUrl = new URL('mf-manifest.json', entryUrl).href;
  const { status, text } = await fetchBounded(manifestUrl, REMOTE_FETCH_LIMITS);
  if (status !== 200) throw new Error(`${manifestUrl} answered ${status}`);
  const manifest = JSON.parse(text) as Manifest;
  const version = manifest.metaData?.buildInfo?.buildVersion;
  if (!version || !/^[\w.-]{1,64}$/.test(version)) throw new Error(`${manifestUrl} has no build version`);
  // A build made for a newer shared package than this server's is never loaded: its slot goes to the browser,
  // which refuses it the same way and shows the slot's failure.
  const mismatch = sharedVersionMismatch(name, manifest.shared);
  if (mismatch) throw new Error(mismatch);
  const serverEntry = new URL(onOrigin(manifestUrl, manifest.metaData?.ssrRemoteEntry, 'server entry'));
  serverEntry.searchParams.set('v', version);
  return {
    name,
    version,
    serverEntry: serverEntry.href,
    browserEntry: onOrigin(manifestUrl, manifest.metaData?.remoteEntry, 'browser entry'),
    exposes: Array.isArray(manifest.exposes) ? manifest.exposes : null,
  };
}

/** The remote's current build, read from its manifest at most every {@link REMOTE_BUILD_CHECK_MS}. */
export function currentBuild(name: RemoteName, entryUrl: string): Promise<RemoteBuild> {
  const key = `${name} ${entryUrl}`;
  const known = builds.get(key);
  if (known && Date.now() - known.checkedAt < REMOTE_BUILD_CHECK_MS) return known.build;
  const build = readBuild(name, entryUrl);
  builds.set(key, { checkedAt: Date.now(), build });
  // A failed read is not remembered: the next request tries again.
  build.catch(() => builds.get(key)?.build === build && builds.delete(key));
  // While a new read is under way, requests keep the build they knew.
  return known ? build.catch(() => known.build) : build;
}

type AnyModuleId = RemoteModuleId | RemoteServerModuleId;
type ModuleOf<Id extends AnyModuleId> = Id extends RemoteModuleId
  ? RemoteModules[Id]
  : Id extends RemoteServerModuleId
    ? RemoteServerModules[Id]
    : never;

/** Loads an exposed module of a remote's server build, or rejects after `timeoutMs`. */
export async function loadServerModule<Id extends AnyModuleId>(
  build: RemoteBuild,
  id: Id,
  timeoutMs: number,
): Promise<ModuleOf<Id>> {
  const module = await withinTime(
    federationFor(build).loadRemote<{ default: ModuleOf<Id> }>(id),
    timeoutMs,
    `Loading ${id} (build ${build.version})`,
  );
  if (!module || typeof module.default !== 'function')
    throw new Error(`The "${build.name}" remote did not provide ${id}.`);
  return module.default;
}

/** The routes a remote's server build declares (its `./Routes`), checked, or a rejection after `timeoutMs`. */
export async function loadServerRoutes(build: RemoteBuild, timeoutMs: number): Promise<RemoteRoutes> {
  const module = await withinTime(
    federationFor(build).loadRemote<RemoteRoutesModule>(`${build.name}/Routes`),
    timeoutMs,
    `Loading ${build.name}/Routes (build ${build.version})`,
  );
  return parseRemoteRoutes(build.name, declaredRoutes(module));
}
