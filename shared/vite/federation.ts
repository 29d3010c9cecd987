/**
 * The one place that says how the shop's builds federate: what is shared and
 * how, and the common Vite config of a remote. Used by the shell's and every
 * remote's `vite.config.ts`.
 */
import { readFileSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import type { Plugin, UserConfig } from 'vite';
import { shopPorts, type ShopServer } from './ports.ts';
import { compileEagerly } from './compileEagerly.ts';
import { runtimeConfigPlugin } from './runtimeConfigPlugin.ts';
import { oneContainerCode } from './oneContainerCode.ts';
import { oneShareCode } from './oneShareCode.ts';
import { listExposeEntryFiles } from './listExposeEntryFiles.ts';
import { editManifest } from './editManifest.ts';

export { shopPorts, defaultPorts, type ShopServer } from './ports.ts';

const nodeModules = fileURLToPath(new URL('../../node_modules/', import.meta.url));
const versionOf = (pkg: string, dir = `${nodeModules}${pkg}`): string =>
  (JSON.parse(readFileSync(`${dir}/package.json`, 'utf8')) as { version: string }).version;

const contractFile = fileURLToPath(new URL('../src/bus/contract-version.json', import.meta.url));
/** The bus contract version this build is compiled against. */
export const busContractVersion = (JSON.parse(readFileSync(contractFile, 'utf8')) as { version: number }).version;

type SharedConfig = Record<string, { singleton: true; requiredVersion: string }>;

/**
 * Packages shared as singletons. `@giftshop/shared` holds the bus and the one
 * Supabase client, so it must be one instance per page; React and Emotion
 * must be one instance for hooks and styles to work. Packages that only one
 * remote uses stay out, so nobody pays for them unshaken.
 */
export function sharedSingletons(extra: string[] = [], sharedPackage?: string): SharedConfig {
  const shared: SharedConfig = {};
  for (const pkg of [
    'react',
    'react-dom',
    '@emotion/react',
    '@emotion/styled',
    '@tanstack/react-query',
    '@giftshop/shared',
    ...extra,
  ]) {
    // `^` the version built against: a remote needs at least the shared minor it was built with
    // (a newer minor may add exports it uses), and the same major. The shell refuses it otherwise.
    const dir = pkg === '@giftshop/shared' ? sharedPackage : undefined;
    shared[pkg] = { singleton: true, requiredVersion: `^${versionOf(pkg, dir)}` };
  }
  // JSX compiles to `@emotion/react/jsx-runtime`: share the subpaths too, or
  // each remote bundles its own Emotion (and its own style cache).
  shared['@emotion/react/'] = { singleton: true, requiredVersion: `^${versionOf('@emotion/react')}` };
  return shared;
}

/**
 * The same singletons with `import: false`: the remote bundles no fallback
 * copy and uses the shell's. Every page has the shell, which shares them all.
 */
function consumedFromShell(shared: SharedConfig) {
  return Object.fromEntries(
    Object.entries(shared).map(([pkg, config]) => [pkg, { ...config, import: false as const }]),
  );
}

const unusedSupabase = (name: string) => fileURLToPath(new URL(`../src/supabase/unused/${name}.ts`, import.meta.url));

/**
 * rxjs's ES2015 build (the folder its package's `es2015` condition names, `rxjs/operators` and the rest beside it),
 * which the bus is bundled from: classes as the language writes them, not the ES5 build's prototype chains through
 * tslib's `__extends`. 0.9 KB gzip less on every page (issue 31). `shopResolve.test.ts` holds it to the package.
 */
export const rxjsEs2015 = fileURLToPath(new URL('../../node_modules/rxjs/dist/esm', import.meta.url));

/**
 * Browser builds leave out the parts of supabase-js the shop never uses
 * (Realtime, Storage uploads, Edge Functions): about 25 KB gzip on every page.
 * Tests in Node use the whole library. The bus's rxjs is its ES2015 build.
 */
export function shopResolve(): UserConfig['resolve'] {
  return {
    alias: {
      rxjs: rxjsEs2015,
      '@supabase/realtime-js': unusedSupabase('realtime'),
      '@supabase/storage-js': unusedSupabase('storage'),
      '@supabase/functions-js': unusedSupabase('functions'),
    },
  };
}

/** auth-js modules the shop never reaches, by how `GoTrueClient` imports them. */
const unusedAuthModules: Record<string, string> = {
  './lib/webauthn': 'authPasskeys',
  './lib/web3/ethereum': 'authWeb3',
};

/**
 * Inside supabase-js's auth client, leaves out passkeys (WebAuthn MFA) and
 * wallet sign-in, which the shop never offers: about 4 KB gzip on every page.
 * (The admin API stays: the client signs out through it.) Only imports made from `@supabase/auth-js`
 * itself are redirected; a stub missing an export fails the build loudly.
 */
export function leaveOutUnusedAuth(): Plugin {
  return {
    name: 'shop-leave-out-unused-auth',
    enforce: 'pre',
    resolveId(source, importer) {
      const stub = unusedAuthModules[source];
      return stub && importer?.replaceAll('\\', '/').includes('/@supabase/auth-js/') ? unusedSupabase(stub) : null;
    },
  };
}

/**
 * The federation runtime's modules in one chunk (`federation-*.js`), in the shell and in each remote: left
 * to the bundler they came as three files (`utils`, `dist`, `helpers`, 0.1-18 KB), a request apiece before
 * the page could respond (issue 31). Vite's preload helper and the build's share map
 * (`localSharedImportMap`, which imports only these two and loads each share wrapper with a dynamic import)
 * go with them: every page loads both before it responds, and as files of their own (0.5-1.3 KB gzip) each
 * took one of the six request slots an HTTP/1.1 origin has. The chunk still statically imports nothing of
 * the build's own. The federation plugin keeps its share wrappers in chunks of their own, and Rolldown's
 * runtime is no module a group's test is offered: it stays a file of its own.
 */
export const federationRuntimeGroup = {
  name: 'federation',
  // With the share wrappers' one copy of their generated code (oneShareCode.ts puts this group first, above
  // the federation plugin's own group for the preload helper).
  test: /[\\/]node_modules[\\/]@module-federation[\\/]|^\0virtual:shop-mf-share-code$|^\0vite\/preload-helper|^\0virtual:mf-localSharedImportMap:/,
};

/**
 * In the shell, the one build that bundles `@giftshop/shared`: the package's code every page runs, in one
 * chunk (`src-*.js`). Taken from its index with what that imports, so what loads on demand (the shop's checks,
 * Supabase: dynamic imports) stays out; a part the index shares with the checks (`shopLimits`, 0.2 KB gzip)
 * no longer comes as a file of its own, one request before the page responds (issue 31). Modules a higher
 * group holds (the share wrappers, the federation chunk) stay there.
 */
export const sharedPackageGroup = {
  name: 'src',
  test: /[\\/]shared[\\/]src[\\/]index\.ts$/,
};

/** Build-time constants every federated build defines. */
export function federationDefines(): Record<string, string> {
  return { __BUS_CONTRACT_VERSION__: JSON.stringify(busContractVersion) };
}

export const reactPlugin = () => react({ jsxImportSource: '@emotion/react' });

/**
 * Writes into a remote's manifest the bus contract version its code was
 * compiled with (`metaData.busContract`, from the build's own define), so the
 * deploy check can compare a build with the live shop without running it.
 */
function declareBusContract(): Plugin {
  let manifestFile = '';
  let busContract: number | null = null;
  return {
    name: 'shop-declare-bus-contract',
    apply: 'build',
    configResolved(config) {
      const define = config.define?.__BUS_CONTRACT_VERSION__;
      busContract = config.build.ssr || define === undefined ? null : Number(JSON.parse(String(define)));
      manifestFile = resolvePath(config.root, config.build.outDir, 'mf-manifest.json');
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (busContract === null) return;
        editManifest<{ metaData: Record<string, unknown> }>(manifestFile, (manifest) => {
          manifest.metaData.busContract = busContract;
        });
      },
    },
  };
}

interface RemoteOptions {
  name: Exclude<ShopServer, 'shell' | 'backend'>;
  exposes: Record<string, string>;
  /**
   * A remote that renders on the server: its `./Prefetch` for the shell's server (the page's data, status and
   * head, `RemoteServerModules`), exposed by its server build. Its browser build exposes the one stand-in
   * (`prefetchStandIn`), which the browser never loads.
   */
  serverPrefetch?: string;
  /**
   * The folder of the `@giftshop/shared` this remote is built against: the workspace's by default. A team
   * building against a newer shared (or the e2e flow that proves the shell refuses it) names it here.
   */
  sharedPackage?: string;
}

/**
 * `@giftshop/shared/domain` is pure (src/domain/index.ts): its modules and the category lists only define. Said to
 * the bundler, a build keeps one of them with the code that uses its exports, not with every entry that imports the
 * domain (issue 31). Without it, the domain's index reached every module it re-exports, with the formats' top-level
 * `builtOnFirstUse(...)` (a call, so a side effect to the bundler), from every entry that imported it: the account's
 * sign-in page and menu carried the order pages' money, dates, delivery days, totals and category lists (0.9 KB
 * gzip), and the catalogue's ./ListingPages was an 87-byte re-export of a chunk ./Pages shared (a request more on a
 * listing). (The formats keep the default: the same result.) `sharedRoot` is this package's folder, or the copy a
 * remote is built against (`sharedPackage`).
 */
export function pureDomain(sharedRoot = fileURLToPath(new URL('..', import.meta.url))) {
  const src = resolvePath(sharedRoot, 'src').replaceAll('\\', '/');
  const folder = src.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('/', '[\\\\/]');
  return {
    moduleSideEffects: [
      {
        test: new RegExp(
          `^${folder}[\\\\/](domain[\\\\/]|navigation[\\\\/](categories|megaMenuTabs|linkedCategories|promoNotes)\\.ts$)`,
        ),
        sideEffects: false,
      },
    ],
  };
}

/**
 * `./Prefetch` in the browser build of a remote that names its `serverPrefetch` (federationStandIns/
 * prefetchOnTheServer.ts): listed in the manifest as the shop loads it (`npm run check:deploy`), and sharing no
 * module with the page entries, as the real one would. Named from the remote's folder (each sits beside `shared/`),
 * as its own exposes are: the federation plugin hashes its options, exposes too, into the names of the build's
 * modules, so an absolute path would make a remote's files differ by where the shop is checked out.
 */
const prefetchStandIn = '../shared/vite/federationStandIns/prefetchOnTheServer.ts';

/** A remote's exposes with its `./Prefetch` (last): the real one in its server build, the stand-in in the browser's. */
function remoteExposes(
  { exposes, serverPrefetch }: Pick<RemoteOptions, 'exposes' | 'serverPrefetch'>,
  isSsrBuild: boolean,
): Record<string, string> {
  return serverPrefetch ? { ...exposes, './Prefetch': isSsrBuild ? serverPrefetch : prefetchStandIn } : exposes;
}

/** The common Vite config of a remote: its own origin, CORS, a manifest, `remoteEntry.js`. */
export function remoteViteConfig(
  { name, sharedPackage, ...own }: RemoteOptions,
  command: 'build' | 'serve',
  isSsrBuild = false,
): UserConfig {
  const exposes = remoteExposes(own, isSsrBuild);
  const port = shopPorts()[name];
  const shell = shopPorts().shell;
  const resolve = shopResolve()!;
  return {
    base: command === 'build' ? './' : `http://localhost:${port}/`,
    define: federationDefines(),
    resolve: sharedPackage
      ? {
          ...resolve,
          alias: {
            ...resolve.alias,
            // An alias matches what starts with it: the domain's subpath is named first.
            '@giftshop/shared/domain': `${sharedPackage}/src/domain/index.ts`,
            '@giftshop/shared/session': `${sharedPackage}/src/session/sessionEnds.ts`,
            '@giftshop/shared': `${sharedPackage}/src/index.ts`,
          },
        }
      : resolve,
    plugins: [
      // Inside the shell (`npm run dev`), hot reload goes through the shell's origin;
      // alone in its harness, a remote refreshes itself.
      react({
        jsxImportSource: '@emotion/react',
        ...(process.env.SHOP_DEV_WITH_SHELL ? { reactRefreshHost: `http://localhost:${shell}` } : {}),
      }),
      runtimeConfigPlugin(),
      leaveOutUnusedAuth(),
      declareBusContract(),
      listExposeEntryFiles(exposes),
      federation({
        name,
        filename: 'remoteEntry.js',
        manifest: true,
        exposes,
        // Built remotes take the shared singletons and the federation runtime from
        // the shell instead of bundling fallback copies of their own (about 13 KB
        // gzip less on every page). The dev server keeps both, so the remote's
        // stand-alone harness (which has no shell to provide them) still works.
        shared:
          command === 'build'
            ? consumedFromShell(sharedSingletons([], sharedPackage))
            : sharedSingletons([], sharedPackage),
        dts: false,
        experiments: { externalRuntime: command === 'build' },
      }),
      // The container's generated init code comes from the shell's entry (a copy of its own only if it must).
      oneContainerCode('use'),
      // The share wrappers' generated code, once in the build (in its federation chunk) instead of in each.
      oneShareCode(),
      // A remote's chunks are its pages' own code, which runs when they show: compiled while it downloads.
      compileEagerly(),
    ],
    server: { port, strictPort: true, host: '127.0.0.1', origin: `http://localhost:${port}`, cors: true },
    preview: { port, strictPort: true, host: '127.0.0.1', cors: true },
    // A built remote is its entry and chunks only: the harness page needs a dev server.
    // Not emptied: the builds before stay served beside it (`scripts/lib/remoteBuild.ts` prunes the old ones).
    build: {
      target: 'es2022',
      outDir: 'dist',
      emptyOutDir: false,
      rolldownOptions: {
        input: {},
        treeshake: pureDomain(sharedPackage),
        output: { codeSplitting: { groups: [federationRuntimeGroup] } },
      },
    },
  };
}

export { runtimeConfigPlugin };
