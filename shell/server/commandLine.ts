/**
 * The shell's server from its command line (main.ts loads it once NODE_ENV is set):
 *   node shell/dist-server/main.js --port 4100 --remotes /etc/shop/remotes.json --origin https://shop.example
 * Flags or environment: --port/PORT, --remotes/SHOP_REMOTES_FILE, --origin/SHOP_PUBLIC_ORIGIN,
 * --dist/SHOP_SHELL_DIST (the shell's browser build), --quiet (no request log),
 * --max-connections/SHOP_MAX_CONNECTIONS (default 2000) and
 * --max-connections-per-address/SHOP_MAX_CONNECTIONS_PER_ADDRESS (default 256; 0 = no cap, for a server
 * behind a load balancer or proxy, whose connections all come from its few addresses).
 * The render cache (pageCache.ts, on by default): --page-cache-mb/SHOP_PAGE_CACHE_MB (default 64; 0 = off),
 * --page-fresh-s/SHOP_PAGE_FRESH_S (default 10), --page-stale-s/SHOP_PAGE_STALE_S (default 60) and
 * --page-last-good-s/SHOP_PAGE_LAST_GOOD_S (default 600: how old a good copy may be to be served in place of a
 * render that came out degraded), --page-renders/SHOP_PAGE_RENDERS (default 4: pages rendered at once, the others
 * wait their turn, a shopper's before the background's) and --page-warm-up/SHOP_PAGE_WARM_UP (default 0 = off; e.g. 200:
 * once listening, render up to that many pages, the home page and the pages its header links to. Off by default:
 * a shop whose data is changed right after a start, as the tests do, would be served the warmed copies).
 * It stops on SIGTERM or SIGINT once the responses under way are sent.
 */
import { resolve } from 'node:path';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { startShopServer } from './shopServer';
import { securityHeaders } from './securityHeaders';

/**
 * Which build of React renders the pages, as Node loaded it: `development` is 2–3× slower (main.ts).
 */
export function reactBuild(): 'production' | 'development' | 'not loaded' {
  const loaded = Object.keys(createRequire(import.meta.url).cache);
  if (loaded.some((path) => /react-dom-server\.node\.production\.js$/.test(path))) return 'production';
  if (loaded.some((path) => /react-dom-server\.node\.development\.js$/.test(path))) return 'development';
  return 'not loaded';
}

/** Starts the server from its flags and environment; `here` is the folder of the built `main.js`. */
export async function serveFromCommandLine(here: string): Promise<void> {
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
      'page-cache-mb': { type: 'string' },
      'page-fresh-s': { type: 'string' },
      'page-stale-s': { type: 'string' },
      'page-last-good-s': { type: 'string' },
      'page-renders': { type: 'string' },
      'page-warm-up': { type: 'string' },
    },
  });
  const count = (value: string | undefined) => (value === undefined || value === '' ? undefined : Number(value));

  const scaled = (value: string | undefined, by: number) => {
    const n = count(value);
    if (n === undefined) return undefined;
    if (!Number.isFinite(n) || n < 0) throw new Error(`"${value}" is not a number of 0 or more.`);
    return n * by;
  };

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
    pageCache: {
      maxBytes: scaled(values['page-cache-mb'] ?? process.env.SHOP_PAGE_CACHE_MB, 1024 * 1024),
      freshMs: scaled(values['page-fresh-s'] ?? process.env.SHOP_PAGE_FRESH_S, 1000),
      staleMs: scaled(values['page-stale-s'] ?? process.env.SHOP_PAGE_STALE_S, 1000),
      lastGoodMs: scaled(values['page-last-good-s'] ?? process.env.SHOP_PAGE_LAST_GOOD_S, 1000),
      maxRenders: scaled(values['page-renders'] ?? process.env.SHOP_PAGE_RENDERS, 1),
    },
    warmUpPages: scaled(values['page-warm-up'] ?? process.env.SHOP_PAGE_WARM_UP, 1),
  });
  process.stdout.write(`${JSON.stringify({ msg: 'listening', url: shop.url, remotesFile, react: reactBuild() })}\n`);

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
}
