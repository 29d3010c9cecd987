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
} from '../shared/vite/federation.ts';
import { preloadEveryPageChunks } from '../shared/vite/preloadEveryPageChunks.ts';

const ports = shopPorts();

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
    }),
    runtimeConfigPlugin(),
    leaveOutUnusedAuth(),
    // Supabase loads on demand: in the header's turn, after the page responds (src/remotes/headerTurn.ts).
    preloadEveryPageChunks({ onDemand: /[\\/]node_modules[\\/]@supabase[\\/]/ }),
  ],
  server: { port: ports.shell, strictPort: true, host: '127.0.0.1' },
  preview: { port: ports.shell, strictPort: true, host: '127.0.0.1' },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: [federationRuntimeGroup] } } },
  },
});
