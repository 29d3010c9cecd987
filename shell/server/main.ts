/**
 * The shell's server, as production runs it (`npm run serve`):
 *   node shell/dist-server/main.js --port 4100 --remotes /etc/shop/remotes.json --origin https://shop.example
 * Flags or environment: --port/PORT, --remotes/SHOP_REMOTES_FILE, --origin/SHOP_PUBLIC_ORIGIN,
 * --dist/SHOP_SHELL_DIST (the shell's browser build), --quiet (no request log),
 * --max-connections/SHOP_MAX_CONNECTIONS (default 2000) and
 * --max-connections-per-address/SHOP_MAX_CONNECTIONS_PER_ADDRESS (default 256; 0 = no cap, for a server
 * behind a load balancer or proxy, whose connections all come from its few addresses).
 * It stops on SIGTERM or SIGINT once the responses under way are sent.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startShopServer } from './shopServer';
import { securityHeaders } from './securityHeaders';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    remotes: { type: 'string' },
    origin: { type: 'string' },
    dist: { type: 'string' },
    quiet: { type: 'boolean' },
    'max-connections': { type: 'string' },
    'max-connections-per-address': { type: 'string' },
  },
});
const count = (value: string | undefined) => (value === undefined || value === '' ? undefined : Number(value));

const here = fileURLToPath(new URL('.', import.meta.url));
const port = Number(values.port ?? process.env.PORT ?? 4100);
const remotesFile = values.remotes ?? process.env.SHOP_REMOTES_FILE ?? resolve(here, '../dist/remotes.json');

const shop = await startShopServer({
  distDir: values.dist ?? process.env.SHOP_SHELL_DIST ?? resolve(here, '../dist'),
  port,
  host: values.host ?? process.env.HOST ?? '127.0.0.1',
  remotesFile,
  publicOrigin: values.origin ?? process.env.SHOP_PUBLIC_ORIGIN,
  headers: securityHeaders,
  log: values.quiet ? () => undefined : (line) => process.stdout.write(`${line}\n`),
  limits: {
    maxConnections: count(values['max-connections'] ?? process.env.SHOP_MAX_CONNECTIONS),
    maxConnectionsPerAddress: count(
      values['max-connections-per-address'] ?? process.env.SHOP_MAX_CONNECTIONS_PER_ADDRESS,
    ),
  },
});
process.stdout.write(`${JSON.stringify({ msg: 'listening', url: shop.url, remotesFile })}\n`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  // Finish the responses under way, then exit; a stuck one is cut after 10 s.
  setTimeout(() => process.exit(0), 10_000).unref();
  void shop.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
