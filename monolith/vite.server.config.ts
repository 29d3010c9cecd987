/**
 * The monolith baseline's server: the SAME `shell/server/main.ts` as the
 * federated shop, built with the remotes' server modules bundled in
 * (`serverCode.ts` replaces `shell/server/remoteServerCode.ts`), so the
 * bench's federated/monolith ratio still means the cost of federation.
 * `npm run build:monolith` → `dist-monolith-server/main.js`, run as
 *   node dist-monolith-server/main.js --dist dist-monolith --remotes <remotes.json> --port <p>
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig, type AliasOptions } from 'vite';
import shellServerConfig from '../shell/vite.server.config.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const shellAliases = Object.entries(
  (shellServerConfig.resolve?.alias ?? {}) as Extract<AliasOptions, Record<string, string>>,
).map(([find, replacement]) => ({ find, replacement }));

export default mergeConfig(
  { ...shellServerConfig, resolve: { ...shellServerConfig.resolve, alias: [] } },
  defineConfig({
    root: here('../shell'),
    resolve: {
      alias: [
        ...shellAliases,
        // The remotes' server code: bundled in, instead of loaded at run time over federation.
        { find: /^\.\/remoteServerCode$/, replacement: here('./serverCode.ts') },
        // Nothing on the server asks the federation runtime for anything then; keep it out as the browser monolith does.
        { find: '@module-federation/runtime', replacement: here('./federationAdapter.ts') },
      ],
    },
    // The shell's own lru-cache (v11, in shell/node_modules) goes in with the code: from dist-monolith-server/,
    // or the bench's copy of it, Node would find the repository root's older one (a CommonJS v5) instead.
    ssr: { noExternal: ['lru-cache'] },
    build: {
      ssr: here('../shell/server/main.ts'),
      outDir: here('../dist-monolith-server'),
      emptyOutDir: true,
    },
  }),
);
