/**
 * The shell's Node server: every page rendered on the server, the shell's
 * built files, `/remotes.json`, `/health`, `robots.txt` and `sitemap.xml`.
 * It keeps no state of its own beyond caches, so several instances can run
 * behind a load balancer. One JSON line per request goes to stdout.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sirv from 'sirv';
import { createGuardedServer, listenOn, type ServerLimits } from '@giftshop/shared/server';
import { parseTemplate, type BuildManifest, type PageTemplate } from './htmlDocument';
import {
  defaultPageCacheLimits,
  encodingFor,
  PageCache,
  pageKey,
  type PageCacheLimits,
  type PageRender,
} from './pageCache';
import { currentBuild } from './remoteServerCode';
import { withinTime } from './boundedFetch';
import { withShopConfig, withShopper } from './requestShopConfig';
import { robotsTxt, sitemapXml } from './sitemap';
import { warmUp, type WarmUpResult } from './warmUp';
import { BACKGROUND_PREFETCH_LIMIT_MS, renderPage } from './renderPage';
import type { RenderLane } from './renderQueue';
import { readDeclaredRoutes } from './remoteRoutes';
import { readRuntimeConfig, type RuntimeConfigResult, type RuntimeConfigSource } from './runtimeConfigFile';
import { shopContract } from './shopContract';
import { answerUnsubscribe } from './newsletterUnsubscribe';
import { UNSUBSCRIBE_PATH } from '../src/pages/shellPages';
import type { ShopOrigins } from './securityHeaders';
import { createHash } from 'node:crypto';
import type { RemoteName } from '@giftshop/shared';

export interface ShopServerOptions {
  /** The shell's browser build (`shell/dist`). */
  distDir: string;
  port: number;
  host?: string;
  /** Where the run-time config (`remotes.json`) is read from: a file, re-read when it changes. */
  remotesFile: string;
  /** The shop's public origin, for canonical and Open Graph URLs (`https://shop.example`). */
  publicOrigin?: string;
  /** Security headers, given the remote and backend origins. */
  headers?: (origins: ShopOrigins) => Record<string, string>;
  /** Log one line per request (JSON). */
  log?: (line: string) => void;
  /** Time limits and connection caps (defaultServerLimits from @giftshop/shared/server when unset). */
  limits?: Partial<ServerLimits>;
  /** The render cache's limits (defaultPageCacheLimits when unset; `maxBytes: 0` turns it off). */
  pageCache?: Partial<PageCacheLimits>;
  /**
   * Warm the render cache once listening with up to this many pages: the home page, then the pages its header
   * links to (`warmUp.ts`), rendered in the background one at a time. 0 or unset: off.
   */
  warmUpPages?: number;
  /** How long a background render's data may take (BACKGROUND_PREFETCH_LIMIT_MS when unset). */
  backgroundPrefetchLimitMs?: number;
  /**
   * A page render's time limits (renderPage.tsx's SLOT_LOAD_LIMIT_MS, PREFETCH_LIMIT_MS for a shopper's render
   * and RENDER_LIMIT_MS when unset). Tests about what a whole page holds set them long, so that on a busy machine
   * they wait for the page instead of racing the limits.
   */
  pageLimitsMs?: { slotLoad?: number; prefetch?: number; render?: number };
}

export interface ShopServer {
  url: string;
  server: Server;
  /** Stops taking connections and ends once the responses under way are sent. */
  close(): Promise<void>;
  /** The warm-up's outcome once it is over (`null` when off). */
  warmed: Promise<WarmUpResult | null>;
  /** The render cache (tests wait on its renders under way). */
  pages: PageCache;
}

/** What the page render adds to a request's log line. */
const pageStats = new WeakMap<ServerResponse, Record<string, unknown>>();

/**
 * How long a page waits for a remote's manifest being read again when this server already read one: longer,
 * and the last build read keys the page (a release is then keyed from the request after the read ends).
 */
const KNOWN_BUILD_WAIT_MS = 50;

/** Paths answered from files; everything else is a page. */
const fileLike = /\.[a-z0-9]+$/i;
/** A path through a dot file or folder, its dot written or encoded (`/.vite/…`, `/%2Evite/…`). */
const dotFile = /\/(\.|%2e)/i;

/** The browser build's manifest (which files a shell page needs); none (`{}`) when the build has not written one. */
function buildManifest(distDir: string): BuildManifest {
  try {
    return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
  } catch {
    return {};
  }
}

export async function startShopServer(options: ShopServerOptions): Promise<ShopServer> {
  const host = options.host ?? '127.0.0.1';
  const publicOrigin = options.publicOrigin ?? `http://localhost:${options.port}`;
  const log = options.log ?? ((line: string) => console.log(line));
  const files = sirv(options.distDir, {
    dev: true,
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders(res, pathname) {
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });
  const indexFile = join(options.distDir, 'index.html');
  let template: { mtime: number; parsed: PageTemplate } | null = null;
  const pageTemplate = () => {
    const mtime = statSync(indexFile).mtimeMs;
    if (template?.mtime !== mtime)
      template = { mtime, parsed: parseTemplate(readFileSync(indexFile, 'utf8'), buildManifest(options.distDir)) };
    return template.parsed;
  };
  const runtime: RuntimeConfigSource = { file: options.remotesFile };
  // (a limit left undefined keeps its default)
  const pages = new PageCache({
    ...defaultPageCacheLimits,
    ...Object.fromEntries(Object.entries(options.pageCache ?? {}).filter(([, value]) => value !== undefined)),
  });
  // remotes.json as a short fingerprint, made once per version of the file
  const fingerprints = new WeakMap<object, string>();
  const fingerprint = (config: { text: string }) => {
    let print = fingerprints.get(config);
    if (!print) fingerprints.set(config, (print = createHash('sha256').update(config.text).digest('base64url')));
    return print;
  };
  /**
   * Each remote's build in force (its manifest, re-read every few seconds). Where it cannot be read within 1 s
   * (a busy machine), the last one read stands in, so the page keeps its key and its good copy; `?` when
   * none was ever read. Once one was read, a re-read is waited for {@link KNOWN_BUILD_WAIT_MS} only: under
   * load a manifest read can take a second, and every page asked for meanwhile would wait for it.
   */
  const lastBuilds = new Map<string, string>();
  const buildsInForce = (remotes: Partial<Record<RemoteName, string>>) =>
    Promise.all(
      (Object.entries(remotes) as [RemoteName, string][]).map(([name, entry]) =>
        withinTime(
          currentBuild(name, entry),
          lastBuilds.has(entry) ? KNOWN_BUILD_WAIT_MS : 1_000,
          `Reading the ${name} build`,
        ).then(
          (build) => {
            lastBuilds.set(entry, build.version);
            return `${name}@${build.version}`;
          },
          () => `${name}@${lastBuilds.get(entry) ?? '?'}`,
        ),
      ),
    );

  const server = createGuardedServer(options.limits ?? {}, (req, res) => {
    const started = performance.now();
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.on('finish', () =>
      log(
        JSON.stringify({
          time: new Date().toISOString(),
          method: req.method,
          path: (req.url ?? '/').split('?')[0],
          status: res.statusCode,
          ms: Math.round(performance.now() - started),
          ...pageStats.get(res),
        }),
      ),
    );
    handle(req, res, started).catch((error: unknown) => {
      const path = (req.url ?? '/').split('?')[0];
      log(JSON.stringify({ level: 'error', msg: 'request failed', path, error: String(error) }));
      if (!res.headersSent) res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '1' });
      res.end('The shop is busy for a moment. Please reload the page.');
    });
  });

  /**
   * A page's cache key and its render. The page is the same for every shopper: kept and served again while
   * its address, remotes.json, the remotes' builds and the shell's build stay as they are (pageCache.ts).
   */
  async function pageWork(
    url: URL,
    config: Extract<RuntimeConfigResult, { ok: true }>,
    started: number,
    stats: Record<string, unknown>,
    shopper?: string,
  ): Promise<{ key: string | null; render: PageRender }> {
    const origins = {
      remotes: Object.values(config.value.remotes).map((u) => new URL(u).origin),
      api: config.backendUrl ? [new URL(config.backendUrl).origin] : [],
    };
    const template = pageTemplate();
    const builds = await buildsInForce(config.value.remotes);
    const key = builds.some((build) => build.endsWith('@?'))
      ? null
      : pageKey(url, [fingerprint(config), String(statSync(indexFile).mtimeMs), ...builds]);
    const renderNow = (lane: RenderLane) => {
      // how long the render waited for its turn (renderQueue.ts); its time limits start now
      stats.queueMs = Math.round(performance.now() - started);
      // the page renders with this request's config (the defaults plus remotes.json as it is now)
      return withShopConfig(config.value.config ?? {}, () =>
        renderPage(
          url,
          {
            template,
            remotes: config.value.remotes,
            config: config.value.config,
            origin: publicOrigin,
            headers: options.headers?.(origins) ?? {},
            log: (fields) => log(JSON.stringify({ time: new Date().toISOString(), ...fields })),
            // no shopper waits for a background render: its data may take longer
            prefetchLimitMs:
              lane === 'background'
                ? (options.backgroundPrefetchLimitMs ?? BACKGROUND_PREFETCH_LIMIT_MS)
                : options.pageLimitsMs?.prefetch,
            slotLoadLimitMs: options.pageLimitsMs?.slotLoad,
            renderLimitMs: options.pageLimitsMs?.render,
          },
          stats as { degraded: boolean; dataMs: number; renderMs: number },
        ),
      );
    };
    // whose page it is: the embedded backend shares its database per shopper (requestShopConfig.ts)
    const render: PageRender = (lane) => withShopper(shopper, () => renderNow(lane));
    return { key, render };
  }

  async function handle(req: IncomingMessage, res: ServerResponse, started: number) {
    if (req.method === 'POST' && (req.url ?? '').split('?')[0] === UNSUBSCRIBE_PATH) {
      // the newsletter's unsubscribe link: its page's button, and mail clients' one-click POST (RFC 8058)
      const config = readRuntimeConfig(runtime);
      await answerUnsubscribe(req, res, new URL(req.url!, publicOrigin), config.ok ? config.value.config : null);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      // the body is never read: close rather than keep reading it
      res.writeHead(405, { Allow: 'GET, HEAD', Connection: 'close' }).end();
      return;
    }
    let url: URL;
    try {
      url = new URL(req.url ?? '/', publicOrigin);
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
      return;
    }
    const config = readRuntimeConfig(runtime);
    if (url.pathname === '/health') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify({ ok: true, config: config.ok }));
      return;
    }
    if (url.pathname === '/remotes.json') {
      // An invalid config answers 503 with its reason, which the browser's configuration failure page shows.
      res.writeHead(config.ok ? 200 : 503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      res.end(config.text);
      return;
    }
    if (url.pathname === '/contract.json') {
      // What a remote's build must fit (npm run check:deploy reads it): public, and the same for everyone.
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      res.end(JSON.stringify(shopContract()));
      return;
    }
    if (url.pathname === '/robots.txt') {
      // The remotes' private pages (as their builds declare them) are kept from crawlers.
      const { routes } = await readDeclaredRoutes(config.ok ? config.value.remotes : {}, 2_000, () => {});
      res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' });
      res.end(robotsTxt(publicOrigin, routes));
      return;
    }
    if (url.pathname === '/sitemap.xml' && config.ok) {
      const { routes } = await readDeclaredRoutes(config.value.remotes, 2_000, () => {});
      const xml = await withShopConfig(config.value.config ?? {}, () => sitemapXml(publicOrigin, routes)).catch(
        (error: unknown) => {
          log(JSON.stringify({ level: 'warn', msg: 'sitemap unavailable', error: String(error) }));
          return null;
        },
      );
      if (xml === null) {
        res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' });
        res.end('The sitemap is unavailable for a moment.');
      } else {
        res.writeHead(200, {
          'Content-Type': 'application/xml; charset=utf-8',
          'Cache-Control': 'public, max-age=300',
        });
        res.end(xml);
      }
      return;
    }
    if (fileLike.test(url.pathname) && url.pathname !== '/index.html') {
      const notFound = () => {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      };
      // The build's manifest (`.vite/`) and any other dot file are the server's to read, not the shop's to publish.
      if (dotFile.test(url.pathname)) notFound();
      else files(req, res, notFound);
      return;
    }
    if (!config.ok) {
      // No usable config: the browser build shows the configuration failure page, with the reason.
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(readFileSync(indexFile));
      return;
    }
    // The request's log line reads these once the response is finished: set them up before it can be.
    const stats: Record<string, unknown> = { degraded: false, dataMs: 0, renderMs: 0 };
    pageStats.set(res, stats);
    const { key, render } = await pageWork(url, config, started, stats, req.socket.remoteAddress);
    const { kept, state } = await pages.page(key, render);
    stats.cache = state;
    stats.degraded = kept.page.degraded;
    if (state !== 'miss' && state !== 'off') {
      // served from the cache: no render of its own
      stats.dataMs = 0;
      stats.renderMs = 0;
    }
    // Compressed once per kept page (about 60 KB of HTML becomes about 12 KB): brotli when the browser takes it.
    const encoding = kept.page.status === 301 ? null : encodingFor(String(req.headers['accept-encoding'] ?? ''));
    const body = await kept.body(encoding);
    res.writeHead(kept.page.status, {
      ...kept.page.headers,
      ...(kept.page.status === 301 ? {} : { Vary: 'Accept-Encoding' }),
      'X-Page-Cache': state,
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      'Content-Length': String(body.length),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  await listenOn(server, options.port, host);
  const warmed = options.warmUpPages
    ? warmUp({
        origin: publicOrigin,
        maxPages: options.warmUpPages,
        page: async (url) => {
          const config = readRuntimeConfig(runtime);
          if (!config.ok) return null;
          const { key, render } = await pageWork(url, config, performance.now(), {});
          return pages.warm(key, render);
        },
      }).then(
        (result) => {
          log(JSON.stringify({ time: new Date().toISOString(), msg: 'pages warmed', ...result }));
          return result;
        },
        (error: unknown) => {
          log(JSON.stringify({ level: 'warn', msg: 'warm-up stopped', error: String(error) }));
          return null;
        },
      )
    : Promise.resolve(null);
  return {
    url: `http://localhost:${options.port}`,
    server,
    warmed,
    pages,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeIdleConnections();
      }),
  };
}
