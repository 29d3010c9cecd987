/**
 * The monolith baseline: the shell and the four remotes built from the same
 * source into one ordinary Vite app, with no federation, so the bench can say
 * what federation costs. `npm run build:monolith` → `dist-monolith/`.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, type AliasOptions } from 'vite';
import { federationDefines, leaveOutUnusedAuth, reactPlugin, shopResolve } from '../shared/vite/federation.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('../shell'),
  base: '/',
  define: federationDefines(),
  resolve: {
    alias: [
      ...Object.entries(shopResolve()?.alias as Extract<AliasOptions, Record<string, string>>).map(
        ([find, replacement]) => ({ find, replacement }),
      ),
      // The shell's remote registry calls loadRemote(): here it becomes a plain dynamic import.
      { find: '@module-federation/runtime', replacement: here('./federationAdapter.ts') },
      // …and it has no remote files to preload.
      { find: /^\.\/exposedModulePreload$/, replacement: here('./exposedModulePreload.ts') },
    ],
  },
  plugins: [reactPlugin(), leaveOutUnusedAuth()],
  build: { target: 'es2022', outDir: here('../dist-monolith'), emptyOutDir: true },
});
