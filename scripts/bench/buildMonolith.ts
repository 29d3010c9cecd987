/**
 * `npm run build:monolith`: the monolith baseline, both halves, as the
 * federated shell has them: the browser build (`monolith/vite.config.ts` →
 * `dist-monolith/`, precompressed like the federated builds) and the server
 * build of the same `shell/server/main.ts` with the remotes' server code
 * bundled in (`monolith/vite.server.config.ts` → `dist-monolith-server/`).
 */
import { resolve } from 'node:path';
import { build } from 'vite';
import { precompress } from '../lib/precompress';
import { repoRoot } from '../lib/stack';

export const monolithDist = resolve(repoRoot, 'dist-monolith');
export const monolithServerMain = resolve(repoRoot, 'dist-monolith-server/main.js');

export async function buildMonolith(): Promise<void> {
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
  const started = Date.now();
  await build({ configFile: resolve(repoRoot, 'monolith/vite.config.ts'), logLevel: 'warn' });
  precompress(monolithDist);
  await build({ configFile: resolve(repoRoot, 'monolith/vite.server.config.ts'), logLevel: 'warn' });
  console.log(
    `✓ built the monolith in ${((Date.now() - started) / 1000).toFixed(1)} s → dist-monolith/, dist-monolith-server/`,
  );
}

if (import.meta.filename === process.argv[1]) await buildMonolith();
