/**
 * Serves one built app (the shell or a remote) on its own origin, the way a
 * CDN would: CORS for remotes, immutable versioned builds and hashed assets,
 * no-cache for what changes (the list of builds, the shell's page and its
 * entry), precompressed brotli/gzip, and security headers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync, existsSync } from 'node:fs';
import sirv from 'sirv';
import { createGuardedServer, listenOn, type ServerLimits } from '@giftshop/shared/server';

const noCache = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|remotes\.json|builds\.json)$/;
/** A remote's build folder (`/<version>/…`, never changed once written), or a hashed chunk. */
const immutable = /^\/([0-9a-f]{10}\/|assets\/)/;

export interface StaticServerOptions {
  dir: string;
  port: number;
  host?: string;
  spa?: boolean;
  remotesFile?: string;
  headers?: Record<string, string>;
  quiet?: boolean;
  /** Time limits and connection caps: the defaults, with 1,000 connections in all (see STATIC_SERVER_LIMITS). */
  limits?: Partial<ServerLimits>;
}

/**
 * A static server reads no request body (GET and HEAD only; a body sent anyway is discarded, never
 * held). Its cap on connections is lower than the others', so that under `npm start`, where four of
 * them share a process with the backend and the mail catcher, all the caps together stay well under
 * the process's file descriptors: one server's flood cannot take the others' descriptors.
 */
export const STATIC_SERVER_LIMITS: Partial<ServerLimits> = { maxConnections: 1_000 };

export async function startStaticServer({
  dir,
  port,
  host = '127.0.0.1',
  spa = false,
  remotesFile,
  headers = {},
  quiet = true,
  limits = {},
}: StaticServerOptions) {
  const serve = sirv(dir, {
    // Look files up on each request rather than from a list made at start: an app rebuilt while it is
    // served (other work in the same checkout) then serves its new files instead of stale or missing ones.
    dev: true,
    etag: true,
    gzip: true,
    brotli: true,
    single: spa,
    setHeaders(res, pathname) {
      if (immutable.test(pathname)) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      } else if (noCache.test(pathname) || !/\.\w+$/.test(pathname)) {
        // Extensionless paths are the SPA's routes, answered with index.html: never cached either.
        res.setHeader('Cache-Control', 'no-cache');
      } else {
        res.setHeader('Cache-Control', 'public, max-age=3600');
      }
    },
  });
  const server = createGuardedServer({ ...STATIC_SERVER_LIMITS, ...limits }, (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS', 'Access-Control-Allow-Headers': '*' });
      res.end();
      return;
    }
    // A file removed between its lookup and its read (a rebuild under way) ends that response, not the server.
    res.on('pipe', (source) =>
      source.on('error', () => {
        if (res.headersSent) res.destroy();
        else res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      }),
    );
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/health') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end('{"ok":true}');
      return;
    }
    if (path === '/remotes.json' && remotesFile && existsSync(remotesFile)) {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      res.end(readFileSync(remotesFile));
      return;
    }
    try {
      serveFile(req, res);
    } catch (error) {
      // A file removed under the server (a rebuild in progress) is a 503 for that request, not a crash.
      if (!res.headersSent) res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '1' });
      res.end(`Temporarily unavailable: ${(error as Error).message}`);
    }
    if (!quiet) res.on('finish', () => console.log(`${port} ${req.method} ${path} ${res.statusCode}`));
  });
  function serveFile(req: IncomingMessage, res: ServerResponse) {
    serve(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found');
    });
  }
  await listenOn(server, port, host);
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
