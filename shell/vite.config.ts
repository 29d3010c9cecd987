import { defineConfig } from 'vite';
import { federation } from '@module-federation/vite';
import {
  federationDefines,
  shopResolve,
  leaveOutUnusedAuth,
  reactPlugin,
  runtimeConfigPlugin,
  sharedSingletons,
  shopPorts,
  federationRuntimeGroup,
  sharedPackageGroup,
  pureDomain,
} from '../shared/vite/federation.ts';
import { preloadEveryPageChunks } from '../shared/vite/preloadEveryPageChunks.ts';
import { compileEagerly } from '../shared/vite/compileEagerly.ts';
import { minifyPublicScripts } from '../shared/vite/minifyPublicScripts.ts';
import { leaveOutUnusedRouterParts } from '../shared/vite/leaveOutUnusedRouterParts.ts';
import { leaveOutUnusedFederationParts } from '../shared/vite/leaveOutUnusedFederationParts.ts';
import { oneContainerCode } from '../shared/vite/oneContainerCode.ts';
import { oneShareCode } from '../shared/vite/oneShareCode.ts';
import { shareUsedExportsOnly, usedQueryExports } from '../shared/vite/shareUsedExportsOnly.ts';

const ports = shopPorts();

/**
 * What the shell loads on demand, matched against a chunk's module paths: Supabase (the header's turn, after the
 * page responds), the shop's checks with zod (their first use), and the run-time config's parts.
 */
const onDemand =
  /[\\/]node_modules[\\/](@supabase|zod)[\\/]|[\\/]shared[\\/]src[\\/]checks[\\/]shopChecks\.ts$|[\\/]shell[\\/]src[\\/](remotes[\\/]runtimeConfig|routes[\\/]remoteRoutesSchema)\.ts$/;

export default defineConfig({
  base: '/',
  define: federationDefines(),
  resolve: shopResolve(),
  plugins: [
    reactPlugin(),
    // No remotes here: their URLs come from /remotes.json at run time.
    federation({
      name: 'shell',
      remotes: {},
      shared: sharedSingletons(),
      dts: false,
      // Remotes use this runtime (externalRuntime) instead of bundling their own.
      experiments: { provideExternalRuntime: true },
      // The runtime without the parts for manifest-named remotes (snapshots, their preload plugin): the shell
      // registers each remote by its `remoteEntry.js` and reads the manifest itself. Remotes and shares stay on,
      // said outright, so the bundle holds no "disabled" stand-ins either. About 1.5 KB gzip on every page.
      disableSnapshot: true,
      disableRemote: false,
      disableShared: false,
    }),
    // The container's generated init code, once per page: the remotes' entries use this one.
    oneContainerCode('provide'),
    // The share wrappers' and hostInit's generated code, once in the build (in its federation chunk).
    oneShareCode({ hostInit: true }),
    // The shell's TanStack Query share holds the exports the shop uses, not the whole library.
    shareUsedExportsOnly({ '@tanstack/react-query': usedQueryExports }),
    runtimeConfigPlugin(),
    leaveOutUnusedAuth(),
    leaveOutUnusedRouterParts(),
    // The federation runtime without its snapshot handler and asset preloading, which the shell never runs.
    leaveOutUnusedFederationParts(),
    // Supabase loads on demand: in the header's turn, after the page responds (src/remotes/headerTurn.ts).
    // The shop's checks (zod) load with their first use: the bus's first event, a page without server HTML.
    preloadEveryPageChunks({ onDemand }),
    // What a page runs is compiled while it downloads, off the main thread; what loads on demand is left to V8.
    compileEagerly({ leaveOut: onDemand }),
    // page-start.js, which every page runs first (it keeps taps until the page responds), is served minified.
    minifyPublicScripts(['page-start.js']),
  ],
  server: { port: ports.shell, strictPort: true, host: '127.0.0.1' },
  preview: { port: ports.shell, strictPort: true, host: '127.0.0.1' },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json (not served: sirv leaves dot folders out): the server reads which files a shell
    // page's own chunk needs, to preload them on that page's route alone (shell/server/htmlDocument.ts).
    manifest: true,
    rolldownOptions: {
      // The shared domain is pure: the shell keeps what of it its code uses, where it uses it.
      treeshake: pureDomain(),
      output: { codeSplitting: { groups: [federationRuntimeGroup, sharedPackageGroup] } },
    },
  },
});
