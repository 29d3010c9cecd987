/**
 * `npm run build:monolith`: the monolith baseline (`monolith/vite.config.ts`)
 * into `dist-monolith/`, precompressed like the federated builds.
 */
import { resolve } from 'node:path';
import { build } from 'vite';
import { precompress } from '../lib/precompress';
import { repoRoot } from '../lib/stack';

export const monolithDist = resolve(repoRoot, 'dist-monolith');

export async function buildMonolith(): Promise<void> {
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
  const started = Date.now();
  await build({ configFile: resolve(repoRoot, 'monolith/vite.config.ts'), logLevel: 'warn' });
  precompress(monolithDist);
  console.log(`✓ built the monolith in ${((Date.now() - started) / 1000).toFixed(1)} s → dist-monolith/`);
}

if (import.meta.filename === process.argv[1]) await buildMonolith();
