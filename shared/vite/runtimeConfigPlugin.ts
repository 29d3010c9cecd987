import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { shopPorts } from './ports.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * In dev, serve `/remotes.json` (the run-time config) the way a deployment
 * does: from the file the start script writes (`SHOP_REMOTES_FILE`), or else
 * built from the embedded backend's `runtime.json`, so the dev shell and each
 * remote's harness read their config exactly like the built shop.
 */
export function runtimeConfigPlugin(): Plugin {
  return {
    name: 'shop-runtime-config',
    configureServer(server) {
      server.middlewares.use('/remotes.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(readRuntimeConfig());
      });
    },
  };
}

function readRuntimeConfig(): string {
  const file = process.env.SHOP_REMOTES_FILE;
  if (file && existsSync(file)) return readFileSync(file, 'utf8');
  const ports = shopPorts();
  const backendFile = `${repoRoot}${process.env.BACKEND_DATA_DIR ?? '.data/backend'}/runtime.json`;
  const backend = existsSync(backendFile)
    ? (JSON.parse(readFileSync(backendFile, 'utf8')) as { url: string; anonKey: string })
    : null;
  return JSON.stringify({
    remotes: {
      catalog: `http://localhost:${ports.catalog}/remoteEntry.js`,
      product: `http://localhost:${ports.product}/remoteEntry.js`,
      cart: `http://localhost:${ports.cart}/remoteEntry.js`,
      account: `http://localhost:${ports.account}/remoteEntry.js`,
    },
    ...(backend ? { config: { supabase: backend } } : {}),
  });
}
